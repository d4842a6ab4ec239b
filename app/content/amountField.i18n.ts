import { localized } from "~/i18n/localized";

/** The simulators' amount fields' words in the page's language. */
export const amountFieldContent = localized<typeof import("./amountField")>({
  fr: () => import("./amountField"),
  en: () => import("./amountField.en"),
  es: () => import("./amountField.es"),
  de: () => import("./amountField.de"),
});
