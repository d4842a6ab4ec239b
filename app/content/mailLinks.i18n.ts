import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { mailLinksContentIn, type MailLinksContent } from "./mailLinks";

/** The texts of the pages a mail's link opens, in the page's language. */
export const mailLinksText = localized<MailLinksContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/mailLinks/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    mailLinksContentIn,
  ),
);
