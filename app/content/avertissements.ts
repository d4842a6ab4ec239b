import type { Translate } from "~/i18n/catalogs";
import type { Locale } from "@domain/i18n/locales";
import type { LegalDocument } from "~/components/ui/LegalArticle";
import { legalUpdateIn } from "./legal";
import { bank, shareCapitalIn } from "@domain/bank";
import { withdrawalPeriodDays } from "@domain/credit/periods";
import { replyWorkingHours } from "@domain/service";
import { phoneHref, phoneIn } from "@domain/phone";

/**
 * The help and warnings page's texts in one language, from the `avertissements` catalogs
 * (app/content/catalogs/avertissements/<language>.po). The credit section's `creditWarning` has
 * `LegalArticle` draw the warning of art. L312-5, with the French sentence in a translation.
 */
export function avertissementsContentIn(t: Translate, locale: Locale) {
  const assistance: LegalDocument = {
    hero: {
      eyebrow: t("assistance.hero.eyebrow"),
      title: t("assistance.hero.title"),
      lead: t("assistance.hero.lead"),
    },
    updated: legalUpdateIn(locale),
    sections: [
      {
        title: t("assistance.sections.0.title"),
        paragraphs: [
          t("assistance.sections.0.paragraphs.0", {
            phone: phoneIn(bank.phones.customerService, locale),
          }),
          t("assistance.sections.0.paragraphs.1", {
            bankEmail: bank.email,
            hours: replyWorkingHours,
          }),
          t("assistance.sections.0.paragraphs.2"),
        ],
        links: [
          {
            label: t("assistance.sections.0.links.0.label", {
              phone: phoneIn(bank.phones.customerService, locale),
            }),
            href: phoneHref(bank.phones.customerService),
          },
          {
            label: t("assistance.sections.0.links.1.label", { bankEmail: bank.email }),
            href: `mailto:${bank.email}`,
          },
          {
            label: t("assistance.sections.0.links.2.label"),
            href: "/login",
          },
        ],
      },
      {
        title: t("assistance.sections.1.title"),
        paragraphs: [
          t("assistance.sections.1.paragraphs.0"),
          t("assistance.sections.1.paragraphs.1", { bankName: bank.name }),
        ],
        list: [
          t("assistance.sections.1.list.0"),
          t("assistance.sections.1.list.1"),
          t("assistance.sections.1.list.2"),
          t("assistance.sections.1.list.3", {
            phone: phoneIn(bank.phones.customerService, locale),
          }),
        ],
      },
      {
        title: t("assistance.sections.2.title"),
        paragraphs: [
          t("assistance.sections.2.paragraphs.0", {
            phone: phoneIn(bank.phones.cardBlocking, locale),
          }),
          t("assistance.sections.2.paragraphs.1"),
        ],
        links: [
          {
            label: t("assistance.sections.2.links.0.label", {
              phone: phoneIn(bank.phones.cardBlocking, locale),
            }),
            href: phoneHref(bank.phones.cardBlocking),
          },
        ],
      },
      {
        title: t("assistance.sections.3.title"),
        paragraphs: [
          t("assistance.sections.3.paragraphs.0"),
          t("assistance.sections.3.paragraphs.1"),
        ],
      },
      {
        title: t("assistance.sections.4.title"),
        paragraphs: [
          t("assistance.sections.4.paragraphs.0", {
            bankEmail: bank.email,
            bankAddress: bank.address,
          }),
          t("assistance.sections.4.paragraphs.1"),
          t("assistance.sections.4.paragraphs.2", {
            bankName: bank.name,
            bankAddress: bank.address,
          }),
        ],
      },
      {
        title: t("assistance.sections.5.title"),
        creditWarning: true,
        paragraphs: [
          t("assistance.sections.5.paragraphs.0", { bankName: bank.name }),
          t("assistance.sections.5.paragraphs.1", { days: withdrawalPeriodDays }),
        ],
        list: [t("assistance.sections.5.list.0"), t("assistance.sections.5.list.1")],
      },
      {
        title: t("assistance.sections.6.title"),
        paragraphs: [
          t("assistance.sections.6.paragraphs.0"),
          t("assistance.sections.6.paragraphs.1"),
          t("assistance.sections.6.paragraphs.2"),
        ],
      },
      {
        title: t("assistance.sections.7.title"),
        paragraphs: [
          t("assistance.sections.7.paragraphs.0", {
            bankLegalName: bank.legalName,
            shareCapital: shareCapitalIn(locale),
            bankAddress: bank.address,
            bankRcs: bank.rcs,
          }),
          t("assistance.sections.7.paragraphs.1", { bankOrias: bank.orias }),
        ],
      },
    ],
  };
  return { assistance };
}

export type AvertissementsContent = ReturnType<typeof avertissementsContentIn>;
