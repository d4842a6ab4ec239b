import type { Translate } from "~/i18n/catalogs";

/**
 * The frame the sign-in pages share with signup (what the customer can count on), from the
 * `authLayout` catalogs: apart from the login's words, which the signup page does not load.
 */
export function authLayoutContentIn(t: Translate) {
  const authLayoutText = {
    asideLabel: t("authLayoutText.asideLabel"),
    asideTitle: t("authLayoutText.asideTitle"),
    reassurances: [
      t("authLayoutText.reassurances.0"),
      t("authLayoutText.reassurances.1"),
      t("authLayoutText.reassurances.2"),
    ],
  };

  return { authLayoutText };
}

export type AuthLayoutContent = ReturnType<typeof authLayoutContentIn>;
