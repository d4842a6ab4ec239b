import { bank } from "../../domain/bank";
import { outcomeLabel, type Outcome } from "../../domain/credit/solvencyAssessment";
import { formatLongDate } from "../../domain/dates";

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? "",
  );

interface Paragraphs {
  greeting: string;
  /** Plain sentences; each becomes a paragraph in both parts. */
  lines: string[];
  action?: { label: string; url: string };
  after?: string[];
}

const signature = [
  "L'équipe Aurore Banque",
  `${bank.legalName}, ${bank.address}. Service clients : ${bank.phone}, ${bank.phoneHours}.`,
];

/** One message, two parts: plain text for every mail program, HTML with the same words. */
function compose(subject: string, { greeting, lines, action, after = [] }: Paragraphs) {
  const text = [
    greeting,
    ...lines,
    ...(action ? [`${action.label} :\n${action.url}`] : []),
    ...after,
    signature.join("\n"),
  ].join("\n\n");
  const paragraph = (line: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(line)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1e3a8a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#475569">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>`
    : "";
  const html = `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:bold;letter-spacing:2px;color:#1e3a8a">AURORE BANQUE</p>
${[greeting, ...lines].map(paragraph).join("\n")}
${button}
${after.map(paragraph).join("\n")}
<p style="margin:24px 0 0;font-size:13px;color:#475569">${signature.map(escapeHtml).join("<br>")}</p>
</div></body></html>`;
  return { subject, text, html };
}

const hello = (firstName: string | null) => (firstName ? `Bonjour ${firstName},` : "Bonjour,");

const notYou = `Si vous n'êtes pas à l'origine de cette opération, appelez sans attendre notre service clients au ${bank.phone}.`;

const frenchDateTime = (date: Date) =>
  new Intl.DateTimeFormat("fr-FR", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Paris",
  }).format(date);

/** The page of one application, where every mail about it leads (the customer signs in there). */
export const applicationPath = (id: string) => `/demandePret?id=${encodeURIComponent(id)}`;

const seeApplication = (url: string) => ({ label: "Voir ma demande", url });

export const mails = {
  emailVerification: (firstName: string | null, url: string) =>
    compose("Confirmez votre adresse email", {
      greeting: hello(firstName),
      lines: [
        "Bienvenue chez Aurore Banque. Pour confirmer que cette adresse est bien la vôtre, ouvrez le lien ci-dessous. Il est valable 48 heures.",
      ],
      action: { label: "Confirmer mon adresse email", url },
      after: ["Si vous n'avez pas ouvert de compte chez Aurore Banque, ignorez ce message."],
    }),

  passwordReset: (firstName: string | null, url: string) =>
    compose("Réinitialisation de votre mot de passe", {
      greeting: hello(firstName),
      lines: [
        "Vous avez demandé à choisir un nouveau mot de passe pour votre espace client. Ce lien est valable 30 minutes et ne peut servir qu'une fois.",
      ],
      action: { label: "Choisir un nouveau mot de passe", url },
      after: [
        "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe actuel reste valable.",
      ],
    }),

  passwordChanged: (firstName: string | null, at: Date, forgotUrl: string) =>
    compose("Votre mot de passe a été modifié", {
      greeting: hello(firstName),
      lines: [
        `Le mot de passe de votre espace client a été modifié le ${frenchDateTime(at)}. Pour votre sécurité, toutes vos sessions ouvertes ont été fermées.`,
        notYou,
      ],
      action: { label: "Réinitialiser mon mot de passe", url: forgotUrl },
    }),

  twoFactorEnabled: (firstName: string | null, at: Date) =>
    compose("Double authentification activée", {
      greeting: hello(firstName),
      lines: [
        `La double authentification a été activée sur votre espace client le ${frenchDateTime(at)}. Chaque connexion vous demandera désormais un code de votre application d'authentification.`,
        notYou,
      ],
    }),

  twoFactorDisabled: (firstName: string | null, at: Date) =>
    compose("Double authentification désactivée", {
      greeting: hello(firstName),
      lines: [
        `La double authentification a été désactivée sur votre espace client le ${frenchDateTime(at)}. Votre mot de passe suffit désormais pour vous connecter.`,
        notYou,
      ],
    }),

  /** Double opt-in: a subscription from the public form counts only once this link is opened. */
  newsletterConfirmation: (url: string) =>
    compose("Confirmez votre inscription à la newsletter", {
      greeting: "Bonjour,",
      lines: [
        "Vous avez demandé à recevoir la newsletter d'Aurore Banque. Pour confirmer que cette adresse est bien la vôtre, ouvrez le lien ci-dessous. Il est valable 48 heures et ne sert qu'une fois.",
      ],
      action: { label: "Confirmer mon inscription", url },
      after: ["Si vous n'avez rien demandé, ignorez ce message : vous ne serez pas inscrit."],
    }),

  newsletterWelcome: (unsubscribeUrl: string): MailMessage => ({
    ...compose("Bienvenue dans la newsletter Aurore Banque", {
      greeting: "Bonjour,",
      lines: [
        "Votre inscription à la newsletter d'Aurore Banque est confirmée : vous recevrez chaque mois nos conseils et nos nouvelles offres.",
        "Vous pouvez vous désinscrire à tout moment, en un clic, avec le lien présent dans chacun de nos messages.",
      ],
      action: { label: "Me désinscrire", url: unsubscribeUrl },
    }),
    // Mail programs show their own "unsubscribe" button from this header (RFC 2369).
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>` },
  }),
  /**
   * The Informations step is done: the indicative answer is told, as indicative, in the body only
   * (a subject shows in notifications and mailbox lists).
   */
  applicationReceived: (firstName: string | null, outcome: Outcome, url: string) =>
    compose("Votre demande de prêt est bien reçue", {
      greeting: hello(firstName),
      lines: [
        "Nous avons bien reçu les informations de votre demande de prêt.",
        `Notre réponse de principe est : ${outcomeLabel(outcome)}. Elle est indicative : elle ne constitue pas une offre de crédit et reste soumise à l'étude complète de votre dossier.`,
        "Prochaine étape : envoyez vos justificatifs depuis votre demande pour que nous puissions l'étudier.",
      ],
      action: seeApplication(url),
    }),

  documentRequested: (firstName: string | null, document: string, note: string, url: string) =>
    compose("Un justificatif est demandé pour votre demande de prêt", {
      greeting: hello(firstName),
      lines: [
        `Pour poursuivre l'étude de votre demande de prêt, votre conseiller a besoin du justificatif suivant : ${document}.`,
        `Son message : « ${note} »`,
        "Ajoutez-le depuis votre demande, puis envoyez-la de nouveau.",
      ],
      action: seeApplication(url),
    }),

  /** The decision itself stays out of the subject, whichever it is. */
  applicationAccepted: (firstName: string | null, offerValidUntil: string, url: string) =>
    compose("Votre demande de prêt a reçu une réponse", {
      greeting: hello(firstName),
      lines: [
        "Après étude de votre dossier, nous avons le plaisir d'accepter votre demande de prêt.",
        `Votre offre de prêt vous attend dans votre demande. Elle est valable jusqu'au ${formatLongDate(offerValidUntil)} inclus : lisez-la, puis acceptez-la en ligne avant cette date si elle vous convient.`,
      ],
      action: { label: "Voir mon offre", url },
    }),

  applicationRefused: (firstName: string | null, reason: string, url: string) =>
    compose("Votre demande de prêt a reçu une réponse", {
      greeting: hello(firstName),
      lines: [
        "Après étude de votre dossier, nous ne pouvons pas donner une suite favorable à votre demande de prêt.",
        `Motif : ${reason}`,
        `Pour en parler avec un conseiller, appelez notre service clients au ${bank.phone}, ${bank.phoneHours}.`,
      ],
      action: seeApplication(url),
    }),

  offerAccepted: (
    firstName: string | null,
    at: Date,
    dates: { withdrawalEndsOn: string; fundsReleaseOn: string },
    url: string,
  ) =>
    compose("Vous avez accepté votre offre de prêt", {
      greeting: hello(firstName),
      lines: [
        `Vous avez accepté votre offre de prêt le ${frenchDateTime(at)}.`,
        `Vous pouvez vous rétracter sans avoir à vous justifier jusqu'au ${formatLongDate(dates.withdrawalEndsOn)} inclus, depuis votre demande, avec le bouton « Me rétracter ».`,
        `Les fonds pourront vous être versés au plus tôt le ${formatLongDate(dates.fundsReleaseOn)}.`,
        notYou,
      ],
      action: seeApplication(url),
    }),

  /** Art. L312-21: funds already paid out are repaid with the interest due, within 30 days. */
  withdrawalConfirmed: (firstName: string | null, at: Date, url: string) =>
    compose("Votre rétractation est enregistrée", {
      greeting: hello(firstName),
      lines: [
        `Votre rétractation a été enregistrée le ${frenchDateTime(at)} : votre contrat de prêt prend fin, sans frais pour vous.`,
        "Si les fonds vous ont déjà été versés, remboursez le capital et les intérêts courus depuis leur versement au plus tard 30 jours après votre rétractation.",
        notYou,
      ],
      action: seeApplication(url),
    }),
} satisfies Record<string, (...args: never[]) => MailMessage>;
