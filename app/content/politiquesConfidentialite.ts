import type { Translate } from "~/i18n/catalogs";
import type { Locale } from "@domain/i18n/locales";
import type { LegalDocument } from "~/components/ui/LegalArticle";
import { dataProtectionOfficer, legalUpdateIn } from "./legal";
import { bank, shareCapitalIn } from "@domain/bank";
import { inHours, inMinutes, sessionLifetimes } from "@domain/lifetimes";
import { LEAD_RETENTION_YEARS, REFUSED_APPLICATION_RETENTION_MONTHS } from "@domain/retention";

export interface RetentionPeriod {
  id:
    | "prospects"
    | "clients"
    | "connectionLogs"
    | "creditApplications"
    | "signedLoans"
    | "supportingDocuments";
  data: string;
  period: string;
  startsFrom: string;
}

/** The privacy policy's texts in one language, from the `politiquesConfidentialite` catalogs (app/content/catalogs/politiquesConfidentialite/<language>.po). */
export function politiquesConfidentialiteContentIn(t: Translate, locale: Locale) {
  /** How long each kind of data is kept before it is deleted or anonymised. */
  const retentionPeriods: RetentionPeriod[] = [
    {
      id: "prospects",
      data: t("retentionPeriods.0.data"),
      period: t("retentionPeriods.0.period", { years: LEAD_RETENTION_YEARS }),
      startsFrom: t("retentionPeriods.0.startsFrom"),
    },
    {
      id: "clients",
      data: t("retentionPeriods.1.data"),
      period: t("retentionPeriods.1.period"),
      startsFrom: t("retentionPeriods.1.startsFrom"),
    },
    {
      id: "connectionLogs",
      data: t("retentionPeriods.2.data"),
      period: t("retentionPeriods.2.period"),
      startsFrom: t("retentionPeriods.2.startsFrom"),
    },
    {
      id: "creditApplications",
      data: t("retentionPeriods.3.data"),
      period: t("retentionPeriods.3.period", { months: REFUSED_APPLICATION_RETENTION_MONTHS }),
      startsFrom: t("retentionPeriods.3.startsFrom"),
    },
    {
      id: "signedLoans",
      data: t("retentionPeriods.4.data"),
      period: t("retentionPeriods.4.period"),
      startsFrom: t("retentionPeriods.4.startsFrom"),
    },
    {
      id: "supportingDocuments",
      data: t("retentionPeriods.5.data"),
      period: t("retentionPeriods.5.period"),
      startsFrom: t("retentionPeriods.5.startsFrom"),
    },
  ];

  const privacyPolicy: LegalDocument = {
    hero: {
      eyebrow: t("privacyPolicy.hero.eyebrow"),
      title: t("privacyPolicy.hero.title"),
      lead: t("privacyPolicy.hero.lead", { bankName: bank.name }),
    },
    updated: legalUpdateIn(locale),
    sections: [
      {
        title: t("privacyPolicy.sections.0.title"),
        paragraphs: [
          t("privacyPolicy.sections.0.paragraphs.0", {
            bankLegalName: bank.legalName,
            shareCapital: shareCapitalIn(locale),
            bankAddress: bank.address,
            bankRcs: bank.rcs,
          }),
          t("privacyPolicy.sections.0.paragraphs.1", {
            dataProtectionOfficerEmail: dataProtectionOfficer.email,
            bankName: bank.name,
            bankAddress: bank.address,
          }),
        ],
        links: [
          {
            label: t("privacyPolicy.sections.0.links.0.label", {
              dataProtectionOfficerEmail: dataProtectionOfficer.email,
            }),
            href: `mailto:${dataProtectionOfficer.email}`,
          },
        ],
      },
      {
        title: t("privacyPolicy.sections.1.title"),
        paragraphs: [t("privacyPolicy.sections.1.paragraphs.0")],
        list: [
          t("privacyPolicy.sections.1.list.0"),
          t("privacyPolicy.sections.1.list.1"),
          t("privacyPolicy.sections.1.list.2"),
          t("privacyPolicy.sections.1.list.3"),
        ],
      },
      {
        title: t("privacyPolicy.sections.2.title"),
        paragraphs: [t("privacyPolicy.sections.2.paragraphs.0")],
        list: [
          t("privacyPolicy.sections.2.list.0"),
          t("privacyPolicy.sections.2.list.1"),
          t("privacyPolicy.sections.2.list.2"),
          t("privacyPolicy.sections.2.list.3"),
        ],
      },
      {
        title: t("privacyPolicy.sections.3.title"),
        paragraphs: [t("privacyPolicy.sections.3.paragraphs.0", { bankName: bank.name })],
        list: [
          t("privacyPolicy.sections.3.list.0"),
          t("privacyPolicy.sections.3.list.1"),
          t("privacyPolicy.sections.3.list.2"),
        ],
      },
      {
        title: t("privacyPolicy.sections.4.title"),
        paragraphs: [t("privacyPolicy.sections.4.paragraphs.0")],
        list: retentionPeriods.map(({ data, period, startsFrom }) =>
          t("privacyPolicy.sections.4.list.item", { data, period, startsFrom }),
        ),
      },
      {
        title: t("privacyPolicy.sections.5.title"),
        paragraphs: [t("privacyPolicy.sections.5.paragraphs.0")],
        list: [
          t("privacyPolicy.sections.5.list.0"),
          t("privacyPolicy.sections.5.list.1"),
          t("privacyPolicy.sections.5.list.2"),
          t("privacyPolicy.sections.5.list.3"),
          t("privacyPolicy.sections.5.list.4"),
          t("privacyPolicy.sections.5.list.5"),
          t("privacyPolicy.sections.5.list.6"),
        ],
      },
      {
        title: t("privacyPolicy.sections.6.title"),
        paragraphs: [
          t("privacyPolicy.sections.6.paragraphs.0", {
            dataProtectionOfficerEmail: dataProtectionOfficer.email,
          }),
          t("privacyPolicy.sections.6.paragraphs.1"),
        ],
        links: [
          {
            label: t("privacyPolicy.sections.6.links.0.label", {
              dataProtectionOfficerEmail: dataProtectionOfficer.email,
            }),
            href: `mailto:${dataProtectionOfficer.email}`,
          },
        ],
      },
      {
        title: t("privacyPolicy.sections.7.title"),
        paragraphs: [t("privacyPolicy.sections.7.paragraphs.0")],
        links: [
          {
            label: t("privacyPolicy.sections.7.links.0.label"),
            href: "https://www.cnil.fr/fr/plaintes",
          },
        ],
      },
      {
        title: t("privacyPolicy.sections.8.title"),
        paragraphs: [
          t("privacyPolicy.sections.8.paragraphs.0", {
            idleMinutes: inMinutes(sessionLifetimes.idleMs),
            maxHours: inHours(sessionLifetimes.maxMs),
          }),
          t("privacyPolicy.sections.8.paragraphs.1"),
        ],
      },
      {
        title: t("privacyPolicy.sections.9.title"),
        paragraphs: [t("privacyPolicy.sections.9.paragraphs.0")],
      },
      {
        title: t("privacyPolicy.sections.10.title"),
        paragraphs: [t("privacyPolicy.sections.10.paragraphs.0")],
      },
      {
        title: t("privacyPolicy.sections.11.title"),
        paragraphs: [t("privacyPolicy.sections.11.paragraphs.0")],
      },
    ],
  };
  return { retentionPeriods, privacyPolicy };
}

export type PolitiquesConfidentialiteContent = ReturnType<
  typeof politiquesConfidentialiteContentIn
>;
