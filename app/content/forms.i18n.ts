import { siteText } from "./site.i18n";

/** The words around every form's fields in the page's language: loaded with the frame's. */
export const formsText = siteText;
