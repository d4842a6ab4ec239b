import { bank } from "../../../domain/bank";
import { phoneIn } from "../../../domain/phone";
import { documentChecklists, type DocumentCode } from "../../../domain/credit/documents";
import type { CreditProduct } from "../../../domain/credit/products";
import { outcomeLabel, type Outcome } from "../../../domain/credit/solvencyAssessment";
import { formatLongDate } from "../../../domain/dates";

/** The customer service line, as the reader dials it. */
const phone = phoneIn(bank.phones.customerService, "fr");

/** One mail's words: the frame (templates.ts) adds the brand, the signature and the HTML. */
export interface Letter {
  subject: string;
  greeting: string;
  /** Plain sentences; each becomes a paragraph in both parts. */
  lines: string[];
  action?: { label: string; url: string };
  after?: string[];
}

const hello = (firstName: string | null) => (firstName ? `Bonjour ${firstName},` : "Bonjour,");

const notYou = `Si vous n'êtes pas à l'origine de cette opération, appelez sans attendre notre service clients au ${phone}.`;

const dateTime = (date: Date) =>
  new Intl.DateTimeFormat("fr-FR", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Paris",
  }).format(date);

const seeApplication = (url: string) => ({ label: "Voir ma demande", url });

/**
 * The mails in French, the reference: every other language's letters have the same shape
 * (letters/en.ts…). A customer's mails are written in the language they last signed up or signed
 * in from; a subscriber's, in the language of the page they subscribed from.
 */
export const frame = {
  team: `L'équipe ${bank.name}`,
  contact: `${bank.legalName}, ${bank.address}. Service clients : ${phone}, ${bank.phoneHours}.`,
  buttonFallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
  /** Between an action and its link in the plain-text part: French puts a space before. */
  colon: " :",
};

/** A document of a loan's checklist as a customer reads it: the label its page shows. */
export interface RequestedDocument {
  product: CreditProduct;
  code: DocumentCode;
}

const documentName = ({ product, code }: RequestedDocument) =>
  documentChecklists[product].find((item) => item.code === code)?.label ?? "Justificatif";

export const letters = {
  emailVerification: (firstName: string | null, url: string): Letter => ({
    subject: "Confirmez votre adresse email",
    greeting: hello(firstName),
    lines: [
      "Bienvenue chez Aurore Banque. Pour confirmer que cette adresse est bien la vôtre, ouvrez le lien ci-dessous. Il est valable 48 heures.",
    ],
    action: { label: "Confirmer mon adresse email", url },
    after: ["Si vous n'avez pas ouvert de compte chez Aurore Banque, ignorez ce message."],
  }),

  passwordReset: (firstName: string | null, url: string): Letter => ({
    subject: "Réinitialisation de votre mot de passe",
    greeting: hello(firstName),
    lines: [
      "Vous avez demandé à choisir un nouveau mot de passe pour votre espace client. Ce lien est valable 30 minutes et ne peut servir qu'une fois.",
    ],
    action: { label: "Choisir un nouveau mot de passe", url },
    after: [
      "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe actuel reste valable.",
    ],
  }),

  passwordChanged: (firstName: string | null, at: Date, forgotUrl: string): Letter => ({
    subject: "Votre mot de passe a été modifié",
    greeting: hello(firstName),
    lines: [
      `Le mot de passe de votre espace client a été modifié le ${dateTime(at)}. Pour votre sécurité, toutes vos sessions ouvertes ont été fermées.`,
      notYou,
    ],
    action: { label: "Réinitialiser mon mot de passe", url: forgotUrl },
  }),

  twoFactorEnabled: (firstName: string | null, at: Date): Letter => ({
    subject: "Double authentification activée",
    greeting: hello(firstName),
    lines: [
      `La double authentification a été activée sur votre espace client le ${dateTime(at)}. Chaque connexion vous demandera désormais un code de votre application d'authentification.`,
      notYou,
    ],
  }),

  twoFactorDisabled: (firstName: string | null, at: Date): Letter => ({
    subject: "Double authentification désactivée",
    greeting: hello(firstName),
    lines: [
      `La double authentification a été désactivée sur votre espace client le ${dateTime(at)}. Votre mot de passe suffit désormais pour vous connecter.`,
      notYou,
    ],
  }),

  newsletterConfirmation: (url: string): Letter => ({
    subject: "Confirmez votre inscription à la newsletter",
    greeting: "Bonjour,",
    lines: [
      "Vous avez demandé à recevoir la newsletter d'Aurore Banque. Pour confirmer que cette adresse est bien la vôtre, ouvrez le lien ci-dessous. Il est valable 48 heures et ne sert qu'une fois.",
    ],
    action: { label: "Confirmer mon inscription", url },
    after: ["Si vous n'avez rien demandé, ignorez ce message : vous ne serez pas inscrit."],
  }),

  newsletterWelcome: (unsubscribeUrl: string): Letter => ({
    subject: "Bienvenue dans la newsletter Aurore Banque",
    greeting: "Bonjour,",
    lines: [
      "Votre inscription à la newsletter d'Aurore Banque est confirmée : vous recevrez chaque mois nos conseils et nos nouvelles offres.",
      "Vous pouvez vous désinscrire à tout moment, en un clic, avec le lien présent dans chacun de nos messages.",
    ],
    action: { label: "Me désinscrire", url: unsubscribeUrl },
  }),

  applicationReceived: (firstName: string | null, outcome: Outcome, url: string): Letter => ({
    subject: "Votre demande de prêt est bien reçue",
    greeting: hello(firstName),
    lines: [
      "Nous avons bien reçu les informations de votre demande de prêt.",
      `Notre réponse de principe est : ${outcomeLabel(outcome)}. Elle est indicative : elle ne constitue pas une offre de crédit et reste soumise à l'étude complète de votre dossier.`,
      // An unfavourable answer asks for nothing: the application says what could pass instead.
      outcome === "defavorable"
        ? "Telle qu'elle est formulée, votre demande ne peut pas recevoir de réponse favorable. Votre demande en ligne vous indique, quand il y en a, un montant ou une durée qui le pourrait."
        : "Prochaine étape : envoyez vos justificatifs depuis votre demande pour que nous puissions l'étudier.",
    ],
    action: seeApplication(url),
  }),

  documentRequested: (
    firstName: string | null,
    document: RequestedDocument,
    note: string,
    url: string,
  ): Letter => ({
    subject: "Un justificatif est demandé pour votre demande de prêt",
    greeting: hello(firstName),
    lines: [
      `Pour poursuivre l'étude de votre demande de prêt, votre conseiller a besoin du justificatif suivant : ${documentName(document)}.`,
      `Son message : « ${note} »`,
      "Ajoutez-le depuis votre demande, puis envoyez-la de nouveau.",
    ],
    action: seeApplication(url),
  }),

  /**
   * `contractAttached`: the contract goes only to a confirmed address (decision 035); otherwise the
   * mail says where it is and why it is not joined.
   */
  applicationAccepted: (
    firstName: string | null,
    offerValidUntil: string,
    url: string,
    contractAttached: boolean,
  ): Letter => ({
    subject: "Votre demande de prêt a reçu une réponse",
    greeting: hello(firstName),
    lines: [
      "Après étude de votre dossier, nous avons le plaisir d'accepter votre demande de prêt.",
      `Votre offre de prêt vous attend dans votre demande. Elle est valable jusqu'au ${formatLongDate(offerValidUntil)} inclus : lisez-la, puis acceptez-la en ligne avant cette date si elle vous convient.`,
      contractAttached
        ? "L'offre de contrat de crédit, avec son tableau d'amortissement et son bordereau de rétractation, est jointe à ce message en PDF ; elle reste à télécharger depuis votre demande et dans « Mes documents » de votre espace client. Enregistrez-la : c'est le document que vous signerez."
        : "L'offre de contrat de crédit, avec son tableau d'amortissement et son bordereau de rétractation, y est à télécharger en PDF : enregistrez-la, c'est le document que vous signerez. Elle n'est pas jointe à ce message, car votre adresse email n'est pas encore confirmée.",
    ],
    action: { label: "Voir mon offre", url },
  }),

  applicationRefused: (firstName: string | null, reason: string, url: string): Letter => ({
    subject: "Votre demande de prêt a reçu une réponse",
    greeting: hello(firstName),
    lines: [
      "Après étude de votre dossier, nous ne pouvons pas donner une suite favorable à votre demande de prêt.",
      `Motif : ${reason}`,
      `Pour en parler avec un conseiller, appelez notre service clients au ${phone}, ${bank.phoneHours}.`,
    ],
    action: seeApplication(url),
  }),

  offerAccepted: (
    firstName: string | null,
    at: Date,
    dates: { withdrawalEndsOn: string; fundsReleaseOn: string },
    url: string,
  ): Letter => ({
    subject: "Vous avez accepté votre offre de prêt",
    greeting: hello(firstName),
    lines: [
      `Vous avez accepté votre offre de prêt le ${dateTime(at)}.`,
      `Vous pouvez vous rétracter sans avoir à vous justifier jusqu'au ${formatLongDate(dates.withdrawalEndsOn)} inclus, depuis votre demande, avec le bouton « Me rétracter ».`,
      `Les fonds pourront vous être versés au plus tôt le ${formatLongDate(dates.fundsReleaseOn)}.`,
      notYou,
    ],
    action: seeApplication(url),
  }),

  withdrawalConfirmed: (firstName: string | null, at: Date, url: string): Letter => ({
    subject: "Votre rétractation est enregistrée",
    greeting: hello(firstName),
    lines: [
      `Votre rétractation a été enregistrée le ${dateTime(at)} : votre contrat de prêt prend fin, sans frais pour vous.`,
      "Si les fonds vous ont déjà été versés, remboursez le capital et les intérêts courus depuis leur versement au plus tard 30 jours après votre rétractation.",
      notYou,
    ],
    action: seeApplication(url),
  }),
};
