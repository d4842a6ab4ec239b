import type { Translate } from "~/i18n/catalogs";
import type { Locale } from "@domain/i18n/locales";
import type { LegalDocument } from "~/components/ui/LegalArticle";
import { legalUpdateIn, siteHost } from "./legal";
import { bank } from "@domain/bank";
import { phoneIn } from "@domain/phone";

export const accessibilityEmail = "accessibilite@aurore-banque.example";

/** The accessibilite texts in one language, from the `accessibilite` catalogs (app/content/catalogs/accessibilite/<language>.po). */
export function accessibiliteContentIn(t: Translate, locale: Locale) {
  /** The status also shown in every footer; it must read the same in both places. */
  const conformityStatus: string = t("conformityStatus");

  const accessibilityStatement: LegalDocument = {
    hero: {
      eyebrow: t("accessibilityStatement.hero.eyebrow"),
      title: t("accessibilityStatement.hero.title"),
      lead: t("accessibilityStatement.hero.lead", { bankName: bank.name }),
    },
    updated: legalUpdateIn(locale),
    sections: [
      {
        title: t("accessibilityStatement.sections.0.title"),
        paragraphs: [
          t("accessibilityStatement.sections.0.paragraphs.0", { bankName: bank.name }),
          t("accessibilityStatement.sections.0.paragraphs.1", { siteHost }),
        ],
      },
      {
        title: t("accessibilityStatement.sections.1.title"),
        paragraphs: [
          t("accessibilityStatement.sections.1.paragraphs.0", { siteHost, conformityStatus }),
          t("accessibilityStatement.sections.1.paragraphs.1"),
        ],
      },
      {
        title: t("accessibilityStatement.sections.2.title"),
        paragraphs: [
          t("accessibilityStatement.sections.2.paragraphs.0"),
          t("accessibilityStatement.sections.2.paragraphs.1"),
        ],
      },
      {
        title: t("accessibilityStatement.sections.3.title"),
        paragraphs: [t("accessibilityStatement.sections.3.paragraphs.0")],
        list: [
          t("accessibilityStatement.sections.3.list.0"),
          t("accessibilityStatement.sections.3.list.1"),
          t("accessibilityStatement.sections.3.list.2"),
          t("accessibilityStatement.sections.3.list.3"),
        ],
      },
      {
        title: t("accessibilityStatement.sections.4.title"),
        paragraphs: [t("accessibilityStatement.sections.4.paragraphs.0")],
      },
      {
        title: t("accessibilityStatement.sections.5.title"),
        paragraphs: [t("accessibilityStatement.sections.5.paragraphs.0")],
      },
      {
        title: t("accessibilityStatement.sections.6.title"),
        paragraphs: [
          t("accessibilityStatement.sections.6.paragraphs.0", {
            date: legalUpdateIn(locale).label,
          }),
        ],
      },
      {
        title: t("accessibilityStatement.sections.7.title"),
        paragraphs: [t("accessibilityStatement.sections.7.paragraphs.0")],
        list: [
          t("accessibilityStatement.sections.7.list.0", { accessibilityEmail }),
          t("accessibilityStatement.sections.7.list.1", {
            bankName: bank.name,
            bankAddress: bank.address,
          }),
          t("accessibilityStatement.sections.7.list.2", {
            phone: phoneIn(bank.phones.customerService, locale),
          }),
        ],
        links: [
          {
            label: t("accessibilityStatement.sections.7.links.0.label", { accessibilityEmail }),
            href: `mailto:${accessibilityEmail}`,
          },
        ],
      },
      {
        title: t("accessibilityStatement.sections.8.title"),
        paragraphs: [t("accessibilityStatement.sections.8.paragraphs.0")],
        list: [
          t("accessibilityStatement.sections.8.list.0"),
          t("accessibilityStatement.sections.8.list.1"),
          t("accessibilityStatement.sections.8.list.2"),
        ],
        links: [
          {
            label: t("accessibilityStatement.sections.8.links.0.label"),
            href: "https://formulaire.defenseurdesdroits.fr/",
          },
        ],
      },
    ],
  };
  return { accessibilityEmail, conformityStatus, accessibilityStatement };
}

export type AccessibiliteContent = ReturnType<typeof accessibiliteContentIn>;
