import { bank } from "../../domain/bank";
import { documentChecklists, type DocumentCode } from "../../domain/credit/documents";
import { withdrawalRepaymentDays } from "../../domain/credit/periods";
import { accountOfferNames } from "../../domain/currentAccount/fees";
import { printedIban } from "../../domain/currentAccount/iban";
import type { WithdrawalDeclaration } from "../../domain/currentAccount/withdrawal";
import { distanceSellingRefundDays } from "../../domain/distanceSelling";
import type { CreditProduct } from "../../domain/credit/products";
import type { Outcome } from "../../domain/credit/solvencyAssessment";
import { formatDateTime, formatLongDate } from "../../domain/dates";
import { numberFormats } from "../../domain/format";
import type { Locale } from "../../domain/i18n/locales";
import {
  accountLinkLifetimes,
  inHours,
  inMinutes,
  newsletterConfirmationMs,
} from "../../domain/lifetimes";
import { phoneIn } from "../../domain/phone";
import type { Translate } from "./translator";

/** One mail's words: the frame (templates.ts) adds the brand, the signature and the HTML. */
export interface Letter {
  subject: string;
  greeting: string;
  /** Plain sentences; each becomes a paragraph in both parts. */
  lines: string[];
  action?: { label: string; url: string };
  after?: string[];
}

/** The words around every mail: the signature, the link under the button. */
export interface Frame {
  team: string;
  contact: string;
  buttonFallback: string;
  /** An action's label before its link in the plain-text part (French puts a space before the colon). */
  actionLabel: (label: string) => string;
}

/** A document of a loan's checklist as a customer reads it: the label its page shows. */
export interface RequestedDocument {
  product: CreditProduct;
  code: DocumentCode;
}

/** The catalog's name of each document of a checklist: the quote is the vehicle's or the works'. */
const documentId = ({ product, code }: RequestedDocument) => {
  if (!documentChecklists[product].some((item) => item.code === code))
    return "documentRequested.document.other";
  if (code === "quoteOrInvoice")
    return product === "pretTravaux"
      ? "documentRequested.document.worksQuotes"
      : "documentRequested.document.vehicleQuote";
  return `documentRequested.document.${code}`;
};

/** What a first transfer's mail says came of it: it matched, or staff look at it first. */
export type FirstTransferNotice = "matched" | "toReview";

const outcomeIds: Record<Outcome, string> = {
  favorable: "applicationReceived.outcome.favorable",
  a_etudier: "applicationReceived.outcome.a_etudier",
  defavorable: "applicationReceived.outcome.defavorable",
};

/**
 * The mails, language-free: each one's paragraphs in order, its links and values, and a `t(id)`
 * for every word, from the mail catalogs (server/mail/catalogs/<language>.po, decision record
 * 049). `locale` writes what the domain writes per language: the phone number (dialled from
 * abroad outside French), the dates. Each mail takes the same arguments in every language.
 */
export function lettersIn(t: Translate, locale: Locale) {
  /** The customer service line, as the reader dials it. */
  const phone = phoneIn(bank.phones.customerService, locale);
  const hello = (firstName: string | null) =>
    firstName ? t("greeting.named", { firstName }) : t("greeting.anonymous");
  const notYou = () => t("shared.notYou", { phone });
  /** A moment, in Paris time: the translations say so. */
  const at = (date: Date) => formatDateTime(date.toISOString(), locale);
  const day = (isoDate: string) => formatLongDate(isoDate, locale);
  const seeApplication = (url: string) => ({ label: t("shared.seeApplication"), url });

  const frame: Frame = {
    team: t("frame.team", { bankName: bank.name }),
    contact: t("frame.contact", { legalName: bank.legalName, address: bank.address, phone }),
    buttonFallback: t("frame.buttonFallback"),
    actionLabel: (label) => t("frame.actionLabel", { label }),
  };

  const letters = {
    emailVerification: (firstName: string | null, url: string): Letter => ({
      subject: t("emailVerification.subject"),
      greeting: hello(firstName),
      lines: [
        t("emailVerification.body.0", {
          bankName: bank.name,
          hours: inHours(accountLinkLifetimes.email_verification),
        }),
      ],
      action: { label: t("emailVerification.action"), url },
      after: [t("emailVerification.after.0", { bankName: bank.name })],
    }),

    passwordReset: (firstName: string | null, url: string): Letter => ({
      subject: t("passwordReset.subject"),
      greeting: hello(firstName),
      lines: [
        t("passwordReset.body.0", { minutes: inMinutes(accountLinkLifetimes.password_reset) }),
      ],
      action: { label: t("passwordReset.action"), url },
      after: [t("passwordReset.after.0")],
    }),

    passwordChanged: (firstName: string | null, when: Date, forgotUrl: string): Letter => ({
      subject: t("passwordChanged.subject"),
      greeting: hello(firstName),
      lines: [t("passwordChanged.body.0", { at: at(when) }), notYou()],
      action: { label: t("passwordChanged.action"), url: forgotUrl },
    }),

    twoFactorEnabled: (firstName: string | null, when: Date): Letter => ({
      subject: t("twoFactorEnabled.subject"),
      greeting: hello(firstName),
      lines: [t("twoFactorEnabled.body.0", { at: at(when) }), notYou()],
    }),

    twoFactorDisabled: (firstName: string | null, when: Date): Letter => ({
      subject: t("twoFactorDisabled.subject"),
      greeting: hello(firstName),
      lines: [t("twoFactorDisabled.body.0", { at: at(when) }), notYou()],
    }),

    newsletterConfirmation: (url: string): Letter => ({
      subject: t("newsletterConfirmation.subject"),
      greeting: hello(null),
      lines: [
        t("newsletterConfirmation.body.0", {
          bankName: bank.name,
          hours: inHours(newsletterConfirmationMs),
        }),
      ],
      action: { label: t("newsletterConfirmation.action"), url },
      after: [t("newsletterConfirmation.after.0")],
    }),

    newsletterWelcome: (unsubscribeUrl: string): Letter => ({
      subject: t("newsletterWelcome.subject", { bankName: bank.name }),
      greeting: hello(null),
      lines: [
        t("newsletterWelcome.body.0", { bankName: bank.name }),
        t("newsletterWelcome.body.1"),
      ],
      action: { label: t("newsletterWelcome.action"), url: unsubscribeUrl },
    }),

    applicationReceived: (firstName: string | null, outcome: Outcome, url: string): Letter => ({
      subject: t("applicationReceived.subject"),
      greeting: hello(firstName),
      lines: [
        t("applicationReceived.body.0"),
        t("applicationReceived.body.1", { outcome: t(outcomeIds[outcome]) }),
        // An unfavourable answer asks for nothing: the application says what could pass instead.
        outcome === "defavorable"
          ? t("applicationReceived.body.2.unfavourable")
          : t("applicationReceived.body.2.otherwise"),
      ],
      action: seeApplication(url),
    }),

    documentRequested: (
      firstName: string | null,
      document: RequestedDocument,
      note: string,
      url: string,
    ): Letter => ({
      subject: t("documentRequested.subject"),
      greeting: hello(firstName),
      lines: [
        t("documentRequested.body.0", { document: t(documentId(document)) }),
        t("documentRequested.body.1", { note }),
        t("documentRequested.body.2"),
      ],
      action: seeApplication(url),
    }),

    /**
     * `contractAttached`: the contract goes only to a confirmed address (decision 035); otherwise
     * the mail says where it is and why it is not joined.
     */
    applicationAccepted: (
      firstName: string | null,
      offerValidUntil: string,
      url: string,
      contractAttached: boolean,
    ): Letter => ({
      subject: t("applicationAccepted.subject"),
      greeting: hello(firstName),
      lines: [
        t("applicationAccepted.body.0"),
        t("applicationAccepted.body.1", { validUntil: day(offerValidUntil) }),
        contractAttached
          ? t("applicationAccepted.body.2.attached")
          : t("applicationAccepted.body.2.notAttached"),
      ],
      action: { label: t("applicationAccepted.action"), url },
    }),

    applicationRefused: (firstName: string | null, reason: string, url: string): Letter => ({
      subject: t("applicationRefused.subject"),
      greeting: hello(firstName),
      lines: [
        t("applicationRefused.body.0"),
        t("applicationRefused.body.1", { reason }),
        t("applicationRefused.body.2", { phone }),
      ],
      action: seeApplication(url),
    }),

    /** Staff approved the opening: the account is open (issue 34). */
    accountOpened: (
      firstName: string | null,
      account: { iban: string; bic: string },
      url: string,
    ): Letter => ({
      subject: t("accountOpened.subject"),
      greeting: hello(firstName),
      lines: [
        t("accountOpened.body.0"),
        t("accountOpened.body.1", { iban: printedIban(account.iban), bic: account.bic }),
      ],
      action: { label: t("accountOpened.action"), url },
    }),

    /**
     * Staff refused the opening, with their reason; `refundCents`, the money the account received,
     * goes back to the account it came from.
     */
    accountRefused: (
      firstName: string | null,
      reason: string,
      refundCents: number,
      url: string,
    ): Letter => ({
      subject: t("accountRefused.subject"),
      greeting: hello(firstName),
      lines: [
        t("accountRefused.body.0"),
        t("accountRefused.body.1", { reason }),
        ...(refundCents > 0
          ? [t("accountRefused.body.2", { amount: numberFormats(locale).euros(refundCents / 100) })]
          : []),
        t("accountRefused.body.3", { phone }),
      ],
      action: { label: t("accountRefused.action"), url },
    }),

    /**
     * The acknowledgment of a withdrawal from the account agreement, on a durable medium: the
     * declaration's content and the moment it was sent (décret n° 2026-3, Code de la
     * consommation D221-5); `refundCents`, the money the account received, goes back.
     */
    agreementWithdrawn: (
      firstName: string | null,
      declaration: WithdrawalDeclaration,
      declaredAt: Date,
      refundCents: number,
      url: string,
    ): Letter => ({
      subject: t("agreementWithdrawn.subject"),
      greeting: hello(firstName),
      lines: [
        t("agreementWithdrawn.body.0", { at: at(declaredAt) }),
        t("agreementWithdrawn.body.1", {
          holder: declaration.holder,
          offer: accountOfferNames[declaration.offer],
          iban: printedIban(declaration.iban),
          signedOn: day(declaration.signedOn),
        }),
        refundCents > 0
          ? t("agreementWithdrawn.body.2", {
              amount: numberFormats(locale).euros(refundCents / 100),
              days: distanceSellingRefundDays,
            })
          : t("agreementWithdrawn.body.3"),
        notYou(),
      ],
      action: { label: t("accountRefused.action"), url },
    }),

    offerAccepted: (
      firstName: string | null,
      when: Date,
      dates: { withdrawalEndsOn: string; fundsReleaseOn: string },
      url: string,
    ): Letter => ({
      subject: t("offerAccepted.subject"),
      greeting: hello(firstName),
      lines: [
        t("offerAccepted.body.0", { at: at(when) }),
        t("offerAccepted.body.1", { withdrawalEndsOn: day(dates.withdrawalEndsOn) }),
        t("offerAccepted.body.2", { fundsReleaseOn: day(dates.fundsReleaseOn) }),
        notYou(),
      ],
      action: seeApplication(url),
    }),

    openingSigned: (
      firstName: string | null,
      when: Date,
      transfer: { iban: string; bic: string; reference: string },
      url: string,
    ): Letter => ({
      subject: t("openingSigned.subject"),
      greeting: hello(firstName),
      lines: [
        t("openingSigned.body.0", { at: at(when) }),
        t("openingSigned.body.1", { ...transfer, iban: printedIban(transfer.iban) }),
        t("openingSigned.body.2"),
        notYou(),
      ],
      action: { label: t("shared.seeOpening"), url },
    }),

    /**
     * A statement staff imported brought a credit to an account waiting for its first transfer
     * (issue 34): `matched`, it was the first transfer from the customer's own account, and the
     * opening waits for the bank's checks; `toReview`, staff look at it first, for reasons the
     * customer is not told. `payerName` is as the partner bank gave it, when it gave one.
     */
    firstTransferReceived: (
      firstName: string | null,
      transfer: { amountCents: number; payerName: string | null },
      outcome: FirstTransferNotice,
      url: string,
    ): Letter => {
      const amount = numberFormats(locale).euros(transfer.amountCents / 100);
      return {
        subject: t("firstTransferReceived.subject"),
        greeting: hello(firstName),
        lines: [
          transfer.payerName
            ? t("firstTransferReceived.body.0", { amount, payer: transfer.payerName })
            : t("firstTransferReceived.body.0.noPayer", { amount }),
          t(`firstTransferReceived.body.1.${outcome}`),
        ],
        action: { label: t("firstTransferReceived.action"), url },
      };
    },

    withdrawalConfirmed: (firstName: string | null, when: Date, url: string): Letter => ({
      subject: t("withdrawalConfirmed.subject"),
      greeting: hello(firstName),
      lines: [
        t("withdrawalConfirmed.body.0", { at: at(when) }),
        t("withdrawalConfirmed.body.1", { days: withdrawalRepaymentDays }),
        notYou(),
      ],
      action: seeApplication(url),
    }),
  };

  return { frame, letters };
}

export type Letters = ReturnType<typeof lettersIn>["letters"];
