import { describe, expect, it } from "vitest";
import { locales, type Locale } from "@domain/i18n/locales";
import { commonText } from "~/content/common.i18n";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { homeText } from "~/content/home.i18n";
import { siteText } from "~/content/site.i18n";
import { accessibilityText } from "~/content/accessibilite.i18n";
import { accountText } from "~/content/account.i18n";
import { applicationText } from "~/content/application.i18n";
import { authText } from "~/content/auth.i18n";
import { assistanceText } from "~/content/avertissements.i18n";
import { privacyText } from "~/content/politiquesConfidentialite.i18n";
import { aproposContent } from "~/content/apropos.i18n";
import { assuranceContent } from "~/content/assurance.i18n";
import { banquePriveContent } from "~/content/banquePrive.i18n";
import { compteCourantContent } from "~/content/compteCourant.i18n";
import { banqueAffaireContent } from "~/content/banqueAffaire.i18n";
import { comptesEntrepriseContent } from "~/content/comptesEntreprise.i18n";
import { epargneContent } from "~/content/epargne.i18n";
import { investissementContent } from "~/content/investissement.i18n";
import { formsText } from "~/content/forms.i18n";
import { leadFormsText } from "~/content/leadForms.i18n";
import { mailLinksText } from "~/content/mailLinks.i18n";
import { simulatorsContent } from "~/content/simulators.i18n";
import { paiementsContent } from "~/content/paiements.i18n";
import { pretAutoContent } from "~/content/pretAuto.i18n";
import { pretPersonnelContent } from "~/content/pretPersonnel.i18n";
import { pretTravauxContent } from "~/content/pretTravaux.i18n";
import { pretVoyageContent } from "~/content/pretVoyage.i18n";
import { signupText } from "~/content/signup.i18n";
import { termesText } from "~/content/termes.i18n";
import type { Localized } from "./localized";

const families: Record<string, Localized<unknown>> = {
  site: siteText,
  home: homeText,
  common: commonText,
  creditMentions: creditMentionsText,
  auth: authText,
  account: accountText,
  application: applicationText,
  signup: signupText,
  forms: formsText,
  leadForms: leadFormsText,
  mailLinks: mailLinksText,
  banqueAffaire: banqueAffaireContent,
  paiements: paiementsContent,
  investissement: investissementContent,
  comptesEntreprise: comptesEntrepriseContent,
  apropos: aproposContent,
  assurance: assuranceContent,
  banquePrive: banquePriveContent,
  compteCourant: compteCourantContent,
  epargne: epargneContent,
  simulators: simulatorsContent,
  pretAuto: pretAutoContent,
  pretPersonnel: pretPersonnelContent,
  pretTravaux: pretTravauxContent,
  pretVoyage: pretVoyageContent,
  termes: termesText,
  privacy: privacyText,
  assistance: assistanceText,
  accessibility: accessibilityText,
};

/** Arguments a text function is called with to compare what each language writes. */
const sampleArgument = (name: string): unknown =>
  /year/i.test(name)
    ? 2026
    : {
        product: "pretAuto",
        amount: "A",
        months: 60,
        rate: "R",
        taeg: "T",
        monthly: "M",
        last: "L",
        totalDue: "D",
        totalCost: "C",
        premium: "P",
        withInsurance: "W",
        taea: "E",
      };

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word));

/**
 * Walks the French text and another language's side by side: same keys, same list lengths, the
 * same links and codes, a non-empty text wherever French has one, and no French sentence left.
 */
function compare(french: unknown, other: unknown, path: string, problems: string[]) {
  if (typeof french === "function") {
    if (typeof other !== "function") return problems.push(`${path}: not a function`);
    const argument = sampleArgument(path);
    return compare(
      french(argument),
      (other as (value: unknown) => unknown)(argument),
      `${path}()`,
      problems,
    );
  }
  if (Array.isArray(french)) {
    if (!Array.isArray(other) || other.length !== french.length) {
      return problems.push(`${path}: ${french.length} items in French`);
    }
    return french.forEach((item, index) =>
      compare(item, other[index], `${path}[${index}]`, problems),
    );
  }
  if (french && typeof french === "object") {
    if (!other || typeof other !== "object") return problems.push(`${path}: missing`);
    const keys = Object.keys(french).sort();
    if (keys.join() !== Object.keys(other).sort().join()) problems.push(`${path}: other keys`);
    for (const key of keys) {
      compare(
        (french as Record<string, unknown>)[key],
        (other as Record<string, unknown>)[key],
        `${path}.${key}`,
        problems,
      );
    }
    return;
  }
  if (typeof french !== "string") {
    if (french !== other && french !== undefined) problems.push(`${path}: ${String(other)}`);
    return;
  }
  if (typeof other !== "string" || other.trim() === "") return problems.push(`${path}: empty`);
  const isCode =
    /(^|\.)(to|id|platform|mention|product|href|iso)$/.test(path) || french.startsWith("/");
  if (isCode && other !== french) problems.push(`${path}: ${other} instead of ${french}`);
  if (!isCode && wordsOf(french).length >= 3 && other === french) {
    problems.push(`${path}: still French`);
  }
}

describe("every text in the four languages", () => {
  it.each(Object.keys(families))("%s has every French text in each language", async (name) => {
    const family = families[name] as Localized<unknown>;
    const french = await family.load("fr");
    const problems: string[] = [];
    for (const locale of locales.filter((code): code is Exclude<Locale, "fr"> => code !== "fr")) {
      compare(french, await family.load(locale), `${locale}`, problems);
    }
    expect(problems).toEqual([]);
  });
});
