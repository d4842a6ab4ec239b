import type { Translate } from "~/i18n/catalogs";
import type { Locale } from "@domain/i18n/locales";
import type { LegalDocument } from "~/components/ui/LegalArticle";
import { legalUpdateIn, siteHost } from "./legal";
import { bank, shareCapitalIn } from "@domain/bank";
import type { Cta } from "./types";
import { phoneIn } from "@domain/phone";
import { distanceSellingWithdrawalDays } from "@domain/distanceSelling";
import { PASSWORD_MIN_LENGTH } from "@domain/forms/passwordLength";

/** The terms of use page's texts in one language, from the `termes` catalogs (app/content/catalogs/termes/<language>.po). */
export function termesContentIn(t: Translate, locale: Locale) {
  /** Who may open an account online (seed §9: 18+, French resident, legal capacity). */
  const eligibility = [
    t("eligibility.0"),
    t("eligibility.1"),
    t("eligibility.2"),
    t("eligibility.3"),
  ];

  const termsOfUse: LegalDocument = {
    hero: {
      eyebrow: t("termsOfUse.hero.eyebrow"),
      title: t("termsOfUse.hero.title"),
      lead: t("termsOfUse.hero.lead", { bankName: bank.name }),
    },
    updated: legalUpdateIn(locale),
    sections: [
      {
        title: t("termsOfUse.sections.0.title"),
        paragraphs: [
          t("termsOfUse.sections.0.paragraphs.0", {
            siteHost,
            bankLegalName: bank.legalName,
            shareCapital: shareCapitalIn(locale),
            bankAddress: bank.address,
            bankRcs: bank.rcs,
            bankName: bank.name,
            bankOrias: bank.orias,
          }),
          t("termsOfUse.sections.0.paragraphs.1"),
        ],
      },
      {
        title: t("termsOfUse.sections.1.title"),
        paragraphs: [
          t("termsOfUse.sections.1.paragraphs.0"),
          t("termsOfUse.sections.1.paragraphs.1", { bankName: bank.name }),
        ],
      },
      {
        title: t("termsOfUse.sections.2.title"),
        paragraphs: [t("termsOfUse.sections.2.paragraphs.0")],
        list: eligibility,
      },
      {
        title: t("termsOfUse.sections.3.title"),
        paragraphs: [
          t("termsOfUse.sections.3.paragraphs.0"),
          t("termsOfUse.sections.3.paragraphs.1", { bankName: bank.name }),
          t("termsOfUse.sections.3.paragraphs.2", { bankName: bank.name }),
        ],
      },
      {
        title: t("termsOfUse.sections.4.title"),
        paragraphs: [
          t("termsOfUse.sections.4.paragraphs.0", { min: PASSWORD_MIN_LENGTH }),
          t("termsOfUse.sections.4.paragraphs.1", {
            phone: phoneIn(bank.phones.customerService, locale),
            bankName: bank.name,
          }),
        ],
      },
      {
        title: t("termsOfUse.sections.5.title"),
        paragraphs: [
          t("termsOfUse.sections.5.paragraphs.0", { bankName: bank.name }),
          t("termsOfUse.sections.5.paragraphs.1", { bankName: bank.name }),
        ],
      },
      {
        title: t("termsOfUse.sections.6.title"),
        paragraphs: [t("termsOfUse.sections.6.paragraphs.0", { bankName: bank.name })],
      },
      {
        title: t("termsOfUse.sections.7.title"),
        paragraphs: [
          t("termsOfUse.sections.7.paragraphs.0", { days: distanceSellingWithdrawalDays }),
          t("termsOfUse.sections.7.paragraphs.1", {
            bankEmail: bank.email,
            bankAddress: bank.address,
          }),
        ],
      },
      {
        title: t("termsOfUse.sections.8.title"),
        paragraphs: [t("termsOfUse.sections.8.paragraphs.0")],
        links: [
          {
            label: t("termsOfUse.sections.8.links.0.label"),
            href: "/politiquesConfidentialite",
          },
        ],
      },
      {
        title: t("termsOfUse.sections.9.title"),
        paragraphs: [
          t("termsOfUse.sections.9.paragraphs.0"),
          t("termsOfUse.sections.9.paragraphs.1", {
            bankName: bank.name,
            bankAddress: bank.address,
          }),
        ],
        links: [
          {
            label: t("termsOfUse.sections.9.links.0.label"),
            href: "/avertissements",
          },
        ],
      },
      {
        title: t("termsOfUse.sections.10.title"),
        paragraphs: [t("termsOfUse.sections.10.paragraphs.0", { bankName: bank.name })],
      },
    ],
  };

  const termsAcceptance: { title: string; text: string; cta: Cta } = {
    title: t("termsAcceptance.title"),
    text: t("termsAcceptance.text"),
    cta: {
      label: t("termsAcceptance.cta.label"),
      to: "/signup",
    },
  };
  return { eligibility, termsOfUse, termsAcceptance };
}

export type TermesContent = ReturnType<typeof termesContentIn>;
