import { bank } from "../../../domain/bank";
import { phoneIn } from "../../../domain/phone";
import type { Outcome } from "../../../domain/credit/solvencyAssessment";
import { formatLongDate } from "../../../domain/dates";
import type * as french from "./fr";
import type { RequestedDocument } from "./fr";

/** The customer service line, as the reader dials it from abroad. */
const phone = phoneIn(bank.phones.customerService, "en");

const hello = (firstName: string | null) => (firstName ? `Dear ${firstName},` : "Hello,");

const notYou = `If you did not do this, please call our customer service team straight away on ${phone}.`;

const dateTime = (date: Date) =>
  `${new Intl.DateTimeFormat("en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Paris",
  }).format(date)} (Paris time)`;

const seeApplication = (url: string) => ({ label: "View my application", url });

const outcomes: Record<Outcome, string> = {
  favorable: "favourable",
  a_etudier: "to be reviewed",
  defavorable: "unfavourable",
};

const documentNames = ({ product, code }: RequestedDocument): string =>
  ({
    identity: "a valid proof of identity",
    proofOfAddress: "a proof of address dated within the last 3 months",
    payslips: "your last 3 payslips",
    quoteOrInvoice:
      product === "pretTravaux"
        ? "the detailed quotes for the works"
        : "the invoice or quote for the vehicle",
    taxNotice: "your latest tax assessment notice (avis d'imposition)",
  })[code];

export const frame: typeof french.frame = {
  team: `The ${bank.name} team`,
  contact: `${bank.legalName}, ${bank.address}, France. Customer service: ${phone}, Monday to Friday, 9 am to 6 pm (Paris time).`,
  buttonFallback: "If the button does not work, copy this link into your browser:",
  colon: ":",
};

export const letters: typeof french.letters = {
  emailVerification: (firstName, url) => ({
    subject: "Please confirm your email address",
    greeting: hello(firstName),
    lines: [
      "Welcome to Aurore Banque. To confirm that this address is yours, please open the link below. It is valid for 48 hours.",
    ],
    action: { label: "Confirm my email address", url },
    after: ["If you have not opened an account with Aurore Banque, please ignore this email."],
  }),

  passwordReset: (firstName, url) => ({
    subject: "Resetting your password",
    greeting: hello(firstName),
    lines: [
      "You asked to choose a new password for your customer area. This link is valid for 30 minutes and can only be used once.",
    ],
    action: { label: "Choose a new password", url },
    after: [
      "If you did not ask for this, please ignore this email: your current password is still valid.",
    ],
  }),

  passwordChanged: (firstName, at, forgotUrl) => ({
    subject: "Your password has been changed",
    greeting: hello(firstName),
    lines: [
      `The password for your customer area was changed on ${dateTime(at)}. For your security, you have been logged out of every open session.`,
      notYou,
    ],
    action: { label: "Reset my password", url: forgotUrl },
  }),

  twoFactorEnabled: (firstName, at) => ({
    subject: "Two-step verification turned on",
    greeting: hello(firstName),
    lines: [
      `Two-step verification was turned on for your customer area on ${dateTime(at)}. From now on, each time you log in you will be asked for a code from your authenticator app.`,
      notYou,
    ],
  }),

  twoFactorDisabled: (firstName, at) => ({
    subject: "Two-step verification turned off",
    greeting: hello(firstName),
    lines: [
      `Two-step verification was turned off for your customer area on ${dateTime(at)}. Your password alone is now enough to log in.`,
      notYou,
    ],
  }),

  newsletterConfirmation: (url) => ({
    subject: "Please confirm your newsletter subscription",
    greeting: "Hello,",
    lines: [
      "You asked to receive the Aurore Banque newsletter. To confirm that this address is yours, please open the link below. It is valid for 48 hours and can only be used once.",
    ],
    action: { label: "Confirm my subscription", url },
    after: ["If you did not ask for this, please ignore this email: you will not be subscribed."],
  }),

  newsletterWelcome: (unsubscribeUrl) => ({
    subject: "Welcome to the Aurore Banque newsletter",
    greeting: "Hello,",
    lines: [
      "Your subscription to the Aurore Banque newsletter is confirmed: every month you will receive our tips and our new offers.",
      "You can unsubscribe at any time, in one click, with the link included in each of our emails.",
    ],
    action: { label: "Unsubscribe", url: unsubscribeUrl },
  }),

  applicationReceived: (firstName, outcome, url) => ({
    subject: "We have received your loan application",
    greeting: hello(firstName),
    lines: [
      "We have received the information for your loan application.",
      `Our indicative answer is: ${outcomes[outcome]}. It is not a credit offer and remains subject to a full review of your application.`,
      outcome === "defavorable"
        ? "As it stands, your application cannot receive a favourable answer. Your online application shows you, where there is one, an amount or a term that could."
        : "Next step: send us your supporting documents from your application so that we can review it.",
    ],
    action: seeApplication(url),
  }),

  documentRequested: (firstName, document, note, url) => ({
    subject: "A supporting document is needed for your loan application",
    greeting: hello(firstName),
    lines: [
      `To continue reviewing your loan application, your adviser needs ${documentNames(document)}.`,
      `Your adviser's message (in French): “${note}”`,
      "Please add it from your application, then send your application again.",
    ],
    action: seeApplication(url),
  }),

  applicationAccepted: (firstName, offerValidUntil, url, contractAttached) => ({
    subject: "There is an answer to your loan application",
    greeting: hello(firstName),
    lines: [
      "Having reviewed your application, we are pleased to approve your loan.",
      `Your loan offer is waiting for you in your application. It is valid until ${formatLongDate(offerValidUntil, "en")} inclusive: please read it, then accept it online before that date if it suits you.`,
      contractAttached
        ? "The credit agreement offer, with its repayment schedule and its withdrawal slip, is attached to this message as a PDF (in French); it can also be downloaded from your application and from “My documents” in your customer area. Please save it: it is the document you will sign."
        : "The credit agreement offer, with its repayment schedule and its withdrawal slip, can be downloaded there as a PDF (in French): please save it, it is the document you will sign. It is not attached to this message because your email address is not confirmed yet.",
    ],
    action: { label: "View my offer", url },
  }),

  applicationRefused: (firstName, reason, url) => ({
    subject: "There is an answer to your loan application",
    greeting: hello(firstName),
    lines: [
      "Having reviewed your application, we are unable to approve your loan.",
      `Reason (in French): ${reason}`,
      `To talk it over with an adviser, please call our customer service team on ${phone}, Monday to Friday, 9 am to 6 pm (Paris time).`,
    ],
    action: seeApplication(url),
  }),

  offerAccepted: (firstName, at, dates, url) => ({
    subject: "You have accepted your loan offer",
    greeting: hello(firstName),
    lines: [
      `You accepted your loan offer on ${dateTime(at)}.`,
      `You may withdraw without giving any reason until ${formatLongDate(dates.withdrawalEndsOn, "en")} inclusive, from your application, with the “Withdraw” button.`,
      `The funds can be paid to you on ${formatLongDate(dates.fundsReleaseOn, "en")} at the earliest.`,
      notYou,
    ],
    action: seeApplication(url),
  }),

  withdrawalConfirmed: (firstName, at, url) => ({
    subject: "Your withdrawal has been recorded",
    greeting: hello(firstName),
    lines: [
      `Your withdrawal was recorded on ${dateTime(at)}: your loan agreement ends, at no cost to you.`,
      "If the funds have already been paid to you, repay the capital and the interest accrued since they were paid no later than 30 days after your withdrawal.",
      notYou,
    ],
    action: seeApplication(url),
  }),
};
