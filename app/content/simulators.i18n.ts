import { localized } from "~/i18n/localized";

/**
 * The simulators' words in the page's language: the amount fields of the savings and loan
 * simulators, and the credit pages' results and request tab (one file: a script fewer on pages
 * near the JavaScript budget).
 */
export const simulatorsContent = localized<typeof import("./simulators")>({
  fr: () => import("./simulators"),
  en: () => import("./simulators.en"),
  es: () => import("./simulators.es"),
  de: () => import("./simulators.de"),
});
