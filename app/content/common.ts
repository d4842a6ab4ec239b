import type { Translate } from "~/i18n/catalogs";
import type { Locale } from "@domain/i18n/locales";
import { bank } from "@domain/bank";
import { LEAD_RETENTION_YEARS } from "@domain/retention";
import { replyWorkingHours } from "@domain/service";

/** The texts of the blocks many pages share, in one language, from the `common` catalogs (app/content/catalogs/common/<language>.po). */
export function commonContentIn(t: Translate, locale: Locale) {
  /** The newsletter box of the marketing pages. */
  const newsletterBox = {
    title: t("newsletterBox.title"),
    intro: t("newsletterBox.intro", { bankName: bank.name }),
    emailLabel: t("newsletterBox.emailLabel"),
    submitLabel: t("newsletterBox.submitLabel"),
    sendingLabel: t("newsletterBox.sendingLabel"),
  };

  /** Blocks shared by many pages: contacts, the data notice under forms. */
  const contactsText = {
    heading: t("contactsText.heading"),
    byPhone: t("contactsText.byPhone"),
    phoneHours: t("contactsText.phoneHours"),
    byEmail: t("contactsText.byEmail"),
    emailDelay: t("contactsText.emailDelay", { hours: replyWorkingHours }),
    office: t("contactsText.office"),
    officeVisits: t("contactsText.officeVisits"),
  };

  const dataNotice = {
    text: t("dataNotice.text", { years: LEAD_RETENTION_YEARS }),
    link: t("dataNotice.link"),
  };

  /** The label of the field only bots fill in (never seen, never reached by the keyboard). */
  const honeypotLabel: string = t("honeypotLabel");

  /**
   * Around a legal text: its date and, on a translation, which version is binding and a link to
   * it; the French page, which is that version, draws neither.
   */
  const translated = locale !== "fr";
  const legalArticleText = {
    updated: t("legalArticleText.updated"),
    frenchPrevails: translated ? t("legalArticleText.frenchPrevails") : undefined,
    frenchVersion: translated ? t("legalArticleText.frenchVersion") : undefined,
  };

  return { newsletterBox, contactsText, dataNotice, honeypotLabel, legalArticleText };
}

export type CommonContent = ReturnType<typeof commonContentIn>;
