import { bank } from "@domain/bank";

/** The newsletter box of the marketing pages. */
export const newsletterBox = {
  title: "Restez informé",
  intro: `Recevez chaque mois nos conseils financiers, nos nouvelles offres et l'actualité d'${bank.name}. Nous vous envoyons d'abord un lien pour confirmer votre adresse ; vous pouvez vous désabonner à tout moment.`,
  emailLabel: "Adresse email",
  submitLabel: "S'abonner",
  sendingLabel: "Envoi…",
};

/** Blocks shared by many pages: contacts, the data notice under forms. */
export const contactsText = {
  heading: "Nous contacter",
  byPhone: "Par téléphone",
  phoneHours: `${bank.phoneHours}, prix d'un appel local`,
  byEmail: "Par email",
  emailDelay: "Réponse sous 48 h ouvrées",
  office: "Notre siège",
  officeVisits: "Sur rendez-vous uniquement",
};

export const dataNotice = {
  text: "Vos données servent uniquement à répondre à votre demande et sont conservées 3 ans.",
  link: "En savoir plus sur vos données",
};

/** The label of the field only bots fill in (never seen, never reached by the keyboard). */
export const honeypotLabel: string = "Laissez ce champ vide";

/** Around a legal text: its date and, on a translation, which version is binding. */
export const legalArticleText = {
  updated: "Dernière mise à jour :",
  frenchPrevails: undefined as string | undefined,
  frenchVersion: undefined as string | undefined,
};
