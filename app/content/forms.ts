import type { Translate } from "~/i18n/catalogs";

/**
 * The words around every form's fields in one language: in the frame's catalogs
 * (app/content/catalogs/site/<language>.po), which every page loads, rather than a catalog of their
 * own, a request more on each page with a form for five messages.
 */
export function formsContentIn(t: Translate) {
  /** Around every form's fields: the legend of required fields, a select's empty choice, sending. */
  const formText = {
    requiredBefore: t("formText.requiredBefore"),
    requiredAfter: t("formText.requiredAfter"),
    asterisk: t("formText.asterisk"),
    choose: t("formText.choose"),
    sending: t("formText.sending"),
  };

  return { formText };
}

export type FormsContent = ReturnType<typeof formsContentIn>;
