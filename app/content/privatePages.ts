import type { Translate } from "~/i18n/catalogs";

/** The pages drawn in the browser after signing in or from a mailed link. */
export const privatePages = [
  "espaceClient",
  "demandePret",
  "ouvrirCompte",
  "desinscription",
  "confirmationNewsletter",
  "nouveauMotDePasse",
  "verificationEmail",
] as const;

export type PrivatePage = (typeof privatePages)[number];

/** Their titles, from the `privatePages` catalogs: a browser tab is all they show of themselves. */
export const privatePagesContentIn = (t: Translate) =>
  Object.fromEntries(privatePages.map((page) => [page, t(`${page}.title`)])) as Record<
    PrivatePage,
    string
  >;
