import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { leadFormsContentIn, type LeadFormsContent } from "./leadForms";

/** The lead forms' field labels and choices in the page's language. */
export const leadFormsText = localized<LeadFormsContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/leadForms/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    leadFormsContentIn,
  ),
);
