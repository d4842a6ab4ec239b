import { readdirSync, readFileSync } from "node:fs";
import { createCompiledCatalog } from "@lingui/cli/api";
import { describe, expect, it } from "vitest";
import type { CompiledMessage } from "@domain/i18n/compiledMessage";
import { format } from "../../lingui.config";

/*
 * Issue 33, "translations as data": an amount, a rate, a duration or a limit of the product is the
 * domain's data, given to its message as a placeholder (`{hours}`), so that no language can state
 * another figure than the one that applies. A digit typed in a French message outside a
 * placeholder fails here, unless the message is listed below with why.
 */

/** Digits that are no figure of the product, by reason. */
const notFigures: Record<string, readonly string[]> = {
  "a year of the bank's history": ["apropos history.0", "meta apropos.description"],
  "the number, date or version of a law, a standard or an article of the Code": [
    "accessibilite accessibilityStatement.sections.0.paragraphs.0",
    "accessibilite accessibilityStatement.sections.0.paragraphs.1",
    "accessibilite accessibilityStatement.sections.1.paragraphs.0",
    "accountOpening transfer.why",
    "meta accessibilite.description",
    "termes termsOfUse.sections.3.paragraphs.2",
  ],
  "the terms of use's own article numbers": [
    "termes termsOfUse.sections.0.title",
    "termes termsOfUse.sections.1.title",
    "termes termsOfUse.sections.2.title",
    "termes termsOfUse.sections.3.title",
    "termes termsOfUse.sections.4.title",
    "termes termsOfUse.sections.5.title",
    "termes termsOfUse.sections.6.title",
    "termes termsOfUse.sections.7.title",
    "termes termsOfUse.sections.8.title",
    "termes termsOfUse.sections.9.title",
    "termes termsOfUse.sections.10.title",
  ],
  "an authority's postal address": [
    "accessibilite accessibilityStatement.sections.8.list.2",
    "avertissements assistance.sections.7.paragraphs.1",
    "politiquesConfidentialite privacyPolicy.sections.7.paragraphs.0",
    "termes termsOfUse.sections.0.paragraphs.0",
  ],
  "an example of what to type in a field": [
    "application situationText.amountHint",
    "application situationText.employedSinceHint",
    "signup signupFieldTexts.whatsapp.hint",
    "messages/application employedSinceInvalid",
    "messages/application monthlyAmountInvalid",
  ],
  "zero, meaning none": [
    "application situationText.dependantsHint",
    "application situationText.housingCostLabels.heberge",
    "application situationText.housingCostLabels.proprietaire",
    "application situationText.otherCreditsHint",
    "messages/application coBorrowerIncomePositive",
    "messages/application dependantsInvalid",
    "messages/application housingCostRequired",
    "messages/application netMonthlyIncomePositive",
    "messages/application otherCreditPaymentsRequired",
  ],
  "the code of an HTTP error": ["site notFoundText.eyebrow"],
  "the format of an identifier the bank does not set (a postcode, a tax number)": [
    "messages/account openingFrenchPostalCodeInvalid",
    "messages/account openingFrenchTaxNumberInvalid",
    "messages/account openingUsTaxNumberRequired",
  ],
  "an ordinal's spelling (« 1re année »)": ["epargne savingsSimulatorText.ceilingReached"],
  "an expression, not a count: « 24 h/24 et 7 j/7 », « 100 % en ligne », « dès 0 km »": [
    "assurance insuranceProducts.1.garanties.3",
    "avertissements assistance.sections.2.paragraphs.0",
    "compteCourant accountServices.0.text",
    "compteCourant compteCourantHero.highlights.0",
    "comptesEntreprise businessOffers.2.avantages.3",
    "comptesEntreprise comptesEntrepriseHero.highlights.0",
    "meta avertissements.description",
    "paiements paymentManagement.3.text",
    "pretAuto autoCommitments.2.value",
    "pretPersonnel personalCommitments.2.value",
    "pretVoyage travelAssistance.0",
    "termes termsOfUse.sections.1.paragraphs.0",
  ],
  "the days of the calendar the regulations fix: the regulated rates' revisions, a livret's fortnights":
    ["epargne ratesNotice", "epargne savingsSimulationNotice"],
  "the example trips' lengths, which their ids name (`sixMonthsPlus`)": [
    "pretVoyage tripDurations.oneWeek",
    "pretVoyage tripDurations.twoWeeks",
    "pretVoyage tripDurations.oneMonth",
    "pretVoyage tripDurations.threeMonths",
    "pretVoyage tripDurations.sixMonthsPlus",
  ],
  "an adviser's rule of thumb, not a term of an offer": [
    "pretAuto autoAdvice.text",
    "pretTravaux worksAdvice.text",
    "pretTravaux aidSteps.1.delay",
    "pretTravaux aidSteps.2.delay",
    "pretTravaux aidSteps.3.delay",
    "pretTravaux aidSteps.4.delay",
    "pretVoyage preTripChecklist.0.timing",
    "pretVoyage preTripChecklist.1.timing",
    "pretVoyage preTripChecklist.2.timing",
  ],
};

/**
 * Figures still typed in their messages, by what moving them needs: each leaves this list when its
 * figure comes from the domain, and none may join it.
 */
const stillTyped: Record<string, readonly string[]> = {
  "the phone lines' opening hours: `bank.phoneHours` is a French sentence, not a schedule each language can write":
    [
      "accessibilite accessibilityStatement.sections.7.list.2",
      "application studyText.ficp",
      "assurance claimsLine.hours",
      "authLayout authLayoutText.reassurances.2",
      "avertissements assistance.sections.0.paragraphs.0",
      "banquePrive privateBankingLine.hours",
      "banquePrive privateBankingStats.2.value",
      "common contactsText.phoneHours",
      "compteCourant accountBenefits.2.text",
      "comptesEntreprise businessContactForm.intro",
      "pretAuto pretAutoText.helpIntro",
      "pretVoyage travelAssistance.2",
      "site layoutText.phoneHours",
      "mails applicationRefused.body.2",
      "mails frame.contact",
    ],
  "the supporting documents' counts and ages: domain/credit/documents.ts names them, not their figures":
    [
      "application documentNames.common.payslips",
      "application documentNames.common.proofOfAddress",
      "application documentsText.rules",
      "comptesEntreprise openingDocuments.1",
      "comptesEntreprise openingDocuments.3",
      "pretAuto autoDocuments.payslips",
      "pretAuto autoDocuments.proofOfAddress",
      "pretPersonnel personalDocuments.payslips",
      "pretPersonnel personalDocuments.proofOfAddress",
      "pretVoyage travelDocuments.payslips",
      "pretVoyage travelDocuments.proofOfAddress",
      "messages/application documentPayslips",
      "messages/application documentProofOfAddress",
      "mails documentRequested.document.payslips",
      "mails documentRequested.document.proofOfAddress",
    ],
  "the limits the forms' rules and the server hold as constants, to pass as the password's are": [
    "account twoFactorText.code",
    "account twoFactorText.intro",
    "account twoFactorText.recoveryIntro",
    "account twoFactorText.typeCode",
    "auth secondFactorText.codeHint",
    "creditMentions creditMentions.eligibility.0",
    "termes eligibility.0",
    "messages/account openingDocumentNumberRequired",
    "messages/account passkeyNameTooLong",
    "messages/application documentFileNameTooLong",
    "messages/application documentTooLarge",
    "messages/application documentTooManyFiles",
    "messages/application yearlyApplicationsLimit",
    "messages/site bodyTooLarge",
    "messages/site codeFormat",
    "messages/site longTextTooLong",
    "messages/site nameTooLong",
    "messages/site secondFactorRequired",
    "messages/site shortTextTooLong",
    "messages/site underage",
    "messages/staff leadFilterPageSize",
    "messages/staff leadFilterSearch",
    "messages/staff staffFicpReferenceLength",
    "messages/staff staffNoteLength",
    "messages/staff staffReasonLength",
    "messages/staff staffSolvencyRationaleLength",
  ],
  "the service levels of offers the domain has no data for yet (private banking, business accounts, payments, insurance assistance)":
    [
      "assurance assuranceHero.highlights.1",
      "assurance claimsFigures.3.value",
      "banquePrive appointmentForm.intro",
      "banquePrive banquePriveHero.highlights.1",
      "banquePrive privateBankingStats.0.value",
      "banquePrive privateBankingStats.1.value",
      "comptesEntreprise businessOffers.1.avantages.0",
      "comptesEntreprise comptesEntrepriseHero.highlights.1",
      "comptesEntreprise openingSteps.3.description",
      "investissement strategies.1.objectif",
      "investissement strategies.2.objectif",
      "meta assurance.description",
      "meta banquePrive.description",
      "meta comptesEntreprise.description",
      "meta paiements.description",
      "paiements internationalServices.1.text",
      "paiements paiementsHero.highlights.2",
      "paiements paymentStats.0.value",
      "paiements paymentStats.2.value",
      "paiements paymentStats.3.value",
    ],
  "the law's figures the pages state, with no domain data yet (savings plans, payment disputes, complaints, deposit guarantee, public aids, retention no task enforces)":
    [
      "avertissements assistance.sections.3.paragraphs.1",
      "avertissements assistance.sections.4.paragraphs.1",
      "avertissements assistance.sections.4.paragraphs.2",
      "avertissements assistance.sections.6.paragraphs.2",
      "epargne savingsFaq.3.answer",
      "epargne savingsFaq.4.answer",
      "epargne savingsFaq.4.question",
      "epargne savingsProducts.2.caracteristiques.1",
      "epargne savingsProducts.2.caracteristiques.2",
      "epargne savingsProducts.3.caracteristiques.2",
      "politiquesConfidentialite retentionPeriods.1.period",
      "politiquesConfidentialite retentionPeriods.2.period",
      "politiquesConfidentialite retentionPeriods.4.period",
      "politiquesConfidentialite retentionPeriods.5.period",
      "pretTravaux nationalAids.0.bullets.0",
      "pretTravaux nationalAids.1.bullets.0",
      "pretTravaux nationalAids.2.bullets.0",
    ],
};

const root = new URL("../../", import.meta.url);

/** Each catalog's French file by the name the lists above give it. */
const catalogs: Record<string, string> = {
  ...areasIn("app/content/catalogs/", ""),
  ...areasIn("domain/i18n/catalogs/", "messages/"),
  mails: "server/mail/catalogs/fr.po",
};

function areasIn(folder: string, prefix: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(new URL(folder, root), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => [`${prefix}${entry.name}`, `${folder}${entry.name}/fr.po`]),
  );
}

/** A catalog's French messages, read by the catalogs' own PO format (lingui.config.ts). */
async function frenchMessages(file: string): Promise<Record<string, string>> {
  const catalog = await format.parse(readFileSync(new URL(file, root), "utf8"), {
    locale: "fr",
    sourceLocale: "fr",
    filename: file,
  });
  return Object.fromEntries(
    Object.entries(catalog).map(([id, entry]) => [id, entry.translation ?? ""]),
  );
}

/** The words of a compiled message, its cases' included: its placeholders are not words. */
function wordsOf(message: CompiledMessage): string {
  if (typeof message === "string") return message;
  return message
    .map((part) => {
      if (typeof part === "string") return part;
      const [, , cases] = part;
      return Object.entries(cases ?? {})
        .filter(([key]) => key !== "offset")
        .map(([, body]) => wordsOf(body as CompiledMessage))
        .join(" ");
    })
    .join("");
}

/** Each French message with a digit among its words, as `<catalog> <id>`. */
async function messagesWithDigits(): Promise<string[]> {
  const found: string[] = [];
  for (const [name, file] of Object.entries(catalogs)) {
    // Lingui's compilation tells words from placeholders, as `npm run catalogs` does.
    const { source, errors } = createCompiledCatalog("fr", await frenchMessages(file), {
      namespace: "json",
    });
    expect(errors, file).toEqual([]);
    const { messages } = JSON.parse(source) as { messages: Record<string, CompiledMessage> };
    for (const [id, message] of Object.entries(messages)) {
      if (/\d/.test(wordsOf(message))) found.push(`${name} ${id}`);
    }
  }
  return found;
}

const listed = new Set([...Object.values(notFigures), ...Object.values(stillTyped)].flat());

describe("the French catalogs", () => {
  it("type no figure: amounts, rates and durations come from the domain as placeholders", async () => {
    const found = await messagesWithDigits();
    expect(found.filter((message) => !listed.has(message))).toEqual([]);
  });

  it("list only messages that still have a digit", async () => {
    const found = new Set(await messagesWithDigits());
    expect([...listed].filter((message) => !found.has(message))).toEqual([]);
  });
});
