import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { formsContentIn, type FormsContent } from "./forms";

/** The words around every form's fields in the page's language (apart from the common texts: the signup page needs only these). */
export const formsText = localized<FormsContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/forms/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    formsContentIn,
  ),
);
