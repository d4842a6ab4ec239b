import type { Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { accountOfferNames } from "../../domain/currentAccount/fees";
import { bankIdentifiers, printedIban } from "../../domain/currentAccount/iban";
import { bank } from "../../domain/bank";
import { documentCodes } from "../../domain/credit/documents";
import { creditProducts } from "../../domain/credit/products";
import { outcomes } from "../../domain/credit/solvencyAssessment";
import { formatDateTime, formatLongDate } from "../../domain/dates";
import { numberFormats } from "../../domain/format";
import { locales, type Locale } from "../../domain/i18n/locales";
import { phoneIn } from "../../domain/phone";
import { messages as german } from "./catalogs/de";
import { messages as english } from "./catalogs/en";
import { messages as spanish } from "./catalogs/es";
import { messages as french } from "./catalogs/fr";
import { messages as pseudo } from "./catalogs/pseudo";
import { mailsIn, type MailMessage, type Mails } from "./templates";
import { mailTranslator, translatorOf, type Translate } from "./translator";

const compiled: Record<Locale, Messages> = { fr: french, en: english, es: spanish, de: german };
/** The account staff opened (issue 34), and what it had received when they refused one instead. */
const openedAccount = { iban: "FR7699999000010000000000115", bic: bankIdentifiers.bic };
const refundCents = 150_00;

const url = "https://www.aurore-banque.example/demandePret?id=42";
const when = new Date("2026-03-12T13:30:00Z");
const days = {
  validUntil: "2026-04-17",
  withdrawalEndsOn: "2026-04-18",
  fundsReleaseOn: "2026-04-25",
};
const firstName = "Ana";
const note = "N-42";
const reason = "R-7";
/** Where a signed opening's first transfer goes (issue 34). */
const firstTransfer = { ...openedAccount, reference: "AUR-7K2M9QXD" };
const holder = "H-9";
/** The payer of a first transfer, as the partner bank's statement names them. */
const payerName = "P-9";

/** Every mail, in every variant its arguments choose: each message of the catalogs is drawn. */
function everyMail(mail: Mails): [string, MailMessage][] {
  return [
    ...[firstName, null].flatMap((name): [string, MailMessage][] => [
      [`emailVerification ${name}`, mail.emailVerification(name, url)],
      [`passwordReset ${name}`, mail.passwordReset(name, url)],
    ]),
    ["passwordChanged", mail.passwordChanged(firstName, when, url)],
    ["twoFactorEnabled", mail.twoFactorEnabled(firstName, when)],
    ["twoFactorDisabled", mail.twoFactorDisabled(firstName, when)],
    ["newsletterConfirmation", mail.newsletterConfirmation(url)],
    ["newsletterWelcome", mail.newsletterWelcome(url)],
    ["accountOpened", mail.accountOpened(firstName, openedAccount, url)],
    ...[0, refundCents].map((refund): [string, MailMessage] => [
      `accountRefused ${refund}`,
      mail.accountRefused(firstName, reason, refund, url),
    ]),
    ...[0, refundCents].map((refund): [string, MailMessage] => [
      `agreementWithdrawn ${refund}`,
      mail.agreementWithdrawn(
        firstName,
        { holder, offer: "plus", iban: openedAccount.iban, signedOn: days.validUntil },
        when,
        refund,
        url,
      ),
    ]),
    ...outcomes.map(({ value }): [string, MailMessage] => [
      `applicationReceived ${value}`,
      mail.applicationReceived(firstName, value, url),
    ]),
    ...creditProducts.flatMap((product) =>
      documentCodes.map((code): [string, MailMessage] => [
        `documentRequested ${product} ${code}`,
        mail.documentRequested(firstName, { product, code }, note, url),
      ]),
    ),
    ...[true, false].map((attached): [string, MailMessage] => [
      `applicationAccepted ${attached}`,
      mail.applicationAccepted(firstName, days.validUntil, url, attached),
    ]),
    ["applicationRefused", mail.applicationRefused(firstName, reason, url)],
    ["offerAccepted", mail.offerAccepted(firstName, when, days, url)],
    ["openingSigned", mail.openingSigned(firstName, when, firstTransfer, url)],
    ...(["matched", "toReview"] as const).flatMap((outcome) =>
      [payerName, null].map((payer): [string, MailMessage] => [
        `firstTransferReceived ${outcome} ${payer}`,
        mail.firstTransferReceived(
          firstName,
          { amountCents: refundCents, payerName: payer },
          outcome,
          url,
        ),
      ]),
    ),
    ["withdrawalConfirmed", mail.withdrawalConfirmed(firstName, when, url)],
  ];
}

/** What a mail's reader reads: its subject, its plain text, and its HTML's text. */
const readable = ({ subject, text, html }: MailMessage) =>
  [
    subject,
    text,
    html
      .replace(/<[^>]*>/g, " ")
      .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
        name === "amp"
          ? "&"
          : name === "lt"
            ? "<"
            : name === "gt"
              ? ">"
              : name === "quot"
                ? '"'
                : "'",
      ),
  ].join("\n");

/**
 * The arguments' names of a compiled message: a text, or its parts, each a text or a token
 * (`[name]`, `[name, "plural", branches]`), whose branches are messages in turn.
 */
function argumentsOf(message: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return names;
  for (const part of message as unknown[]) {
    if (!Array.isArray(part)) continue;
    const [name, , branches] = part as [string, unknown?, unknown?];
    names.add(name);
    if (branches && typeof branches === "object")
      for (const branch of Object.values(branches)) argumentsOf(branch, names);
  }
  return names;
}

describe("the mail catalogs", () => {
  it("hold exactly the messages the letters ask for", () => {
    const asked = new Set<string>();
    const french = mailTranslator("fr");
    everyMail(
      mailsIn((id, values) => {
        asked.add(id);
        return french(id, values);
      }, "fr"),
    );
    expect([...asked].sort()).toEqual(Object.keys(compiled.fr).sort());
  });

  it.each(locales.filter((locale) => locale !== "fr"))(
    "give each message in %s the French one's arguments",
    (locale) => {
      const differ = Object.entries(compiled.fr).flatMap(([id, message]) => {
        const expected = [...argumentsOf(message)].sort();
        const found = [...argumentsOf(compiled[locale][id])].sort();
        return expected.join() === found.join() ? [] : [`${id}: ${found} for ${expected}`];
      });
      expect(differ).toEqual([]);
    },
  );

  it.each(locales)("write every mail in %s with every value in place", (locale) => {
    for (const [name, mail] of everyMail(mailsIn(mailTranslator(locale), locale))) {
      const text = readable(mail);
      expect(text, name).not.toMatch(/[{}]/);
      // The signature names the bank and its phone line, as the reader dials it.
      expect(text, name).toContain(phoneIn(bank.phones.customerService, locale));
      expect(text, name).toContain(bank.address);
    }
  });

  // The pseudo-locale (accented, issue 33 item 3): a word the letters or the frame wrote
  // themselves, instead of taking it from the catalogs, stays plain and is listed here.
  it("leave no word outside the catalogs, as the pseudo-locale shows", () => {
    const locale = "en";
    const t: Translate = translatorOf("pseudo", pseudo, "fr-FR");
    /** What a mail writes the same in every language, or as the domain writes it per language. */
    const languageFree = [
      url,
      firstName,
      note,
      reason,
      holder,
      // An offer's name is a brand's, the same in every language.
      accountOfferNames.plus,
      payerName,
      bank.legalName,
      bank.address,
      bank.name,
      bank.name.toUpperCase(),
      phoneIn(bank.phones.customerService, locale),
      printedIban(firstTransfer.iban),
      firstTransfer.bic,
      firstTransfer.reference,
      "FR76 9999 9000 0100 0000 0000 115",
      openedAccount.bic,
      numberFormats(locale).euros(refundCents / 100),
      formatDateTime(when.toISOString(), locale),
      ...Object.values(days).map((day) => formatLongDate(day, locale)),
    ].sort((a, b) => b.length - a.length);
    const plain = everyMail(mailsIn(t, locale)).flatMap(([name, mail]) => {
      const text = languageFree.reduce(
        (rest, value) => rest.replaceAll(value, " "),
        readable(mail),
      );
      return (text.match(/\p{L}{2,}/gu) ?? [])
        .filter((word) => !/[\u00c0-\u024f\u1e00-\u1eff]/u.test(word))
        .map((word) => `${name}: ${word}`);
    });
    expect(plain).toEqual([]);
  });
});
