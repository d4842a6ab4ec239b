import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { creditMentionsContentIn, type CreditMentionsContent } from "./creditMentions";

/** The credit mentions in the page's language. */
export const creditMentionsText = localized<CreditMentionsContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/creditMentions/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    creditMentionsContentIn,
  ),
);
