import type { Translate } from "~/i18n/catalogs";

/** The words around every form's fields in one language, from the `forms` catalogs (app/content/catalogs/forms/<language>.po). */
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
