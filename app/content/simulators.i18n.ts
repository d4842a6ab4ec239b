import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { simulatorsContentIn, type SimulatorsContent } from "./simulators";

/**
 * The simulators' words in the page's language: the amount fields of the savings and loan
 * simulators, and the credit pages' results and request tab (one file: a script fewer on pages
 * near the JavaScript budget).
 */
export const simulatorsContent = localized<SimulatorsContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/simulators/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    simulatorsContentIn,
  ),
);
