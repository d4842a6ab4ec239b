import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { applicationContentIn, type ApplicationContent } from "./application";

/** The online credit application's texts, and the client area's list of applications, in the page's language. */
export const applicationText = localized<ApplicationContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/application/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    applicationContentIn,
  ),
);
