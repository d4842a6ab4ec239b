import { bank } from "@domain/bank";

export { newsletterBox } from "./newsletter";

/** Blocks shared by many pages: contacts, the data notice under forms. */
export const contactsText = {
  heading: "Nous contacter",
  byPhone: "Par téléphone",
  phone: bank.phone as string,
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
