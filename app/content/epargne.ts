import { bank } from "@domain/bank";
import { formatLongDate } from "@domain/dates";
import { numberFormats } from "@domain/format";
import type { Locale } from "@domain/i18n/locales";
import type { Translate } from "~/i18n/catalogs";
import { regulatedRates } from "./regulatedSavings";
import { findPlacement, savingsPlacements, savingsSimulator, type PlacementId } from "./savings";
import type { Card, ComparisonTable, FaqItem, Hero, PageTab } from "./types";

export type EpargneTabId = "produits" | "simulation" | "conseils";

export const epargneDefaultTab: EpargneTabId = "produits";

export interface SavingsProduct {
  id: "livretA" | "ldds" | "pel" | "assuranceVie";
  nom: string;
  /** The headline figure shown above the name. */
  accroche: string;
  description: string;
  caracteristiques: string[];
}

const livretA = findPlacement("livretA");
const ldds = findPlacement("ldds");
const fondsEuros = findPlacement("assuranceVie");
/** The smallest opening deposit of a Livret A, the simulator's smallest initial deposit. */
const minimumOpeningDeposit = savingsSimulator.initialDeposit.min;
/** A PEL's smallest yearly deposits, in euros, set by the regulations like its 4-year lock-in. */
const pelMinimumYearlyDeposit = 540;
/** The yearly allowance on life insurance gains withdrawn after 8 years, in euros (CGI, art. 125-0 A). */
const lifeInsuranceAllowance = { single: 4_600, couple: 9_200 };
/**
 * The prélèvement forfaitaire unique on a PEL's interest, as fractions: 12,8 % of income tax (CGI,
 * art. 200 A) and the social levies, 18,6 % since 1 January 2026 (CSG at 10,6 %, Code de la
 * sécurité sociale, art. L136-8, as the loi de financement de la sécurité sociale pour 2026, art.
 * 12, set it; 17,2 % before). The former rate stays only for the interest a PEL opened before 2018
 * earns free of income tax: the plans the bank opens are taxed from their first year.
 */
const pelFlatTax = { incomeTax: 0.128, socialLevies: 0.186 };

/**
 * The savings page and its simulator in one language: tabs, products' codes, the regulated rates,
 * ceilings and dates from the domain, written by its formatters, and the words from the `epargne`
 * catalogs (app/content/catalogs/epargne/<language>.po).
 */
export function epargneContentIn(t: Translate, locale: Locale) {
  const {
    percent: formatPercent,
    rate: formatRate,
    wholeEuros: formatWholeEuros,
  } = numberFormats(locale);

  const epargneHero: Hero = {
    eyebrow: t("epargneHero.eyebrow"),
    title: t("epargneHero.title"),
    lead: t("epargneHero.lead"),
    cta: {
      label: t("epargneHero.cta.label"),
      to: "/signup",
    },
    highlights: [
      t("epargneHero.highlights.0"),
      t("epargneHero.highlights.1"),
      t("epargneHero.highlights.2"),
    ],
  };
  /** The tabs in their order: the ids are the page's anchors, the same in every language. */
  const epargneTabs: readonly PageTab<EpargneTabId>[] = [
    {
      id: "produits",
      label: t("epargneTabs.0.label"),
    },
    {
      id: "simulation",
      label: t("epargneTabs.1.label"),
    },
    {
      id: "conseils",
      label: t("epargneTabs.2.label"),
    },
  ];

  const placementNames: Record<PlacementId, string> = {
    livretA: t("placementNames.livretA"),
    ldds: t("placementNames.ldds"),
    assuranceVie: t("placementNames.assuranceVie"),
    pea: t("placementNames.pea"),
  };
  /** How the table and the simulator name a placement's rate: its date, or that it is an assumption. */
  const rateNatures: Record<PlacementId, string> = {
    livretA: t("rateNatures.livretA", {
      since: formatLongDate(regulatedRates.livretA.since, locale),
    }),
    ldds: t("rateNatures.ldds", { since: formatLongDate(regulatedRates.ldds.since, locale) }),
    assuranceVie: t("rateNatures.assuranceVie"),
    pea: t("rateNatures.pea"),
  };

  const capitalLossWarning: string = t("capitalLossWarning");

  const savingsSimulationNotice: string = t("savingsSimulationNotice");

  const savingsRatesTable: ComparisonTable = {
    caption: t("savingsRatesTable.caption"),
    columns: savingsPlacements.map((item) => placementNames[item.id]),
    rows: [
      {
        label: t("savingsRatesTable.rows.0.label"),
        values: savingsPlacements.map((item) => formatRate(item.annualRate)),
      },
      {
        label: t("savingsRatesTable.rows.1.label"),
        values: savingsPlacements.map((item) => rateNatures[item.id]),
      },
      {
        label: t("savingsRatesTable.rows.2.label"),
        values: savingsPlacements.map((item) =>
          item.ceiling ? formatWholeEuros(item.ceiling) : t("savingsRatesTable.noCeiling"),
        ),
      },
      {
        label: t("savingsRatesTable.rows.3.label"),
        values: savingsPlacements.map((item) =>
          item.capitalAtRisk
            ? t("savingsRatesTable.capitalAtRisk")
            : t("savingsRatesTable.capitalGuaranteed"),
        ),
      },
    ],
  };

  const savingsProducts: SavingsProduct[] = [
    {
      id: "livretA",
      nom: t("savingsProducts.0.nom"),
      accroche: t("savingsProducts.0.accroche", {
        rate: formatRate(livretA.annualRate),
        since: formatLongDate(regulatedRates.livretA.since, locale),
      }),
      description: t("savingsProducts.0.description"),
      caracteristiques: [
        t("savingsProducts.0.caracteristiques.0", {
          deposit: formatWholeEuros(minimumOpeningDeposit),
        }),
        t("savingsProducts.0.caracteristiques.1", {
          ceiling: formatWholeEuros(livretA.ceiling ?? 0),
        }),
        t("savingsProducts.0.caracteristiques.2"),
        t("savingsProducts.0.caracteristiques.3"),
      ],
    },
    {
      id: "ldds",
      nom: t("savingsProducts.1.nom"),
      accroche: t("savingsProducts.1.accroche", {
        rate: formatRate(ldds.annualRate),
        since: formatLongDate(regulatedRates.ldds.since, locale),
      }),
      description: t("savingsProducts.1.description"),
      caracteristiques: [
        t("savingsProducts.1.caracteristiques.0", { ceiling: formatWholeEuros(ldds.ceiling ?? 0) }),
        t("savingsProducts.1.caracteristiques.1"),
        t("savingsProducts.1.caracteristiques.2"),
      ],
    },
    {
      id: "pel",
      nom: t("savingsProducts.2.nom"),
      accroche: t("savingsProducts.2.accroche"),
      description: t("savingsProducts.2.description"),
      caracteristiques: [
        t("savingsProducts.2.caracteristiques.0", {
          deposit: formatWholeEuros(pelMinimumYearlyDeposit),
        }),
        t("savingsProducts.2.caracteristiques.1"),
        t("savingsProducts.2.caracteristiques.2"),
      ],
    },
    {
      id: "assuranceVie",
      nom: t("savingsProducts.3.nom"),
      accroche: t("savingsProducts.3.accroche", { rate: formatRate(fondsEuros.annualRate) }),
      description: t("savingsProducts.3.description"),
      caracteristiques: [
        t("savingsProducts.3.caracteristiques.0"),
        t("savingsProducts.3.caracteristiques.1"),
        t("savingsProducts.3.caracteristiques.2"),
        t("savingsProducts.3.caracteristiques.3"),
      ],
    },
  ];

  const ratesNotice = t("ratesNotice", {
    since: formatLongDate(regulatedRates.livretA.since, locale),
    capitalLossWarning,
  });

  const savingsAdvice: Card[] = [
    {
      title: t("savingsAdvice.0.title"),
      text: t("savingsAdvice.0.text"),
    },
    {
      title: t("savingsAdvice.1.title"),
      text: t("savingsAdvice.1.text"),
    },
    {
      title: t("savingsAdvice.2.title"),
      text: t("savingsAdvice.2.text"),
    },
    {
      title: t("savingsAdvice.3.title"),
      text: t("savingsAdvice.3.text"),
    },
  ];

  const savingsFaq: FaqItem[] = [
    {
      question: t("savingsFaq.0.question"),
      answer: t("savingsFaq.0.answer", {
        livretACeiling: formatWholeEuros(regulatedRates.livretA.ceiling),
        lddsCeiling: formatWholeEuros(regulatedRates.ldds.ceiling),
      }),
    },
    {
      question: t("savingsFaq.1.question"),
      answer: t("savingsFaq.1.answer", {
        flatTax: formatPercent(pelFlatTax.incomeTax + pelFlatTax.socialLevies),
      }),
    },
    {
      question: t("savingsFaq.2.question"),
      answer: t("savingsFaq.2.answer"),
    },
    {
      question: t("savingsFaq.3.question"),
      answer: t("savingsFaq.3.answer", { deposit: formatWholeEuros(pelMinimumYearlyDeposit) }),
    },
    {
      question: t("savingsFaq.4.question"),
      answer: t("savingsFaq.4.answer", {
        singleAllowance: formatWholeEuros(lifeInsuranceAllowance.single),
        coupleAllowance: formatWholeEuros(lifeInsuranceAllowance.couple),
      }),
    },
    {
      question: t("savingsFaq.5.question"),
      answer: t("savingsFaq.5.answer", { bankName: bank.name }),
    },
  ];
  /** The page's headings around its content. */
  const epargneText = {
    tabsLabel: t("epargneText.tabsLabel"),
    productsTitle: t("epargneText.productsTitle"),
    ratesTitle: t("epargneText.ratesTitle"),
    ratesIntro: t("epargneText.ratesIntro"),
    adviceTitle: t("epargneText.adviceTitle"),
    faqTitle: t("epargneText.faqTitle"),
  };
  /** The simulation tab: its fields, its result and what a ceiling changed. */
  const savingsSimulatorText = {
    title: t("savingsSimulatorText.title"),
    intro: t("savingsSimulatorText.intro"),
    initialDeposit: t("savingsSimulatorText.initialDeposit"),
    monthlyDeposit: t("savingsSimulatorText.monthlyDeposit"),
    durationLegend: t("savingsSimulatorText.durationLegend"),
    years: (count: number) => t("savingsSimulatorText.years", { count }),
    placement: t("savingsSimulatorText.placement"),
    capitalAfterYears: (count: number) => t("savingsSimulatorText.capitalAfterYears", { count }),
    totalDeposits: t("savingsSimulatorText.totalDeposits"),
    interest: t("savingsSimulatorText.interest"),
    regulatedRate: t("savingsSimulatorText.regulatedRate"),
    assumedRate: t("savingsSimulatorText.assumedRate"),
    depositsSeries: t("savingsSimulatorText.depositsSeries"),
    interestSeries: t("savingsSimulatorText.interestSeries"),
    axisLabel: t("savingsSimulatorText.axisLabel"),
    caption: (figures: { years: number; deposits: string; interest: string; capital: string }) =>
      t("savingsSimulatorText.caption", figures),
    /** The initial deposit alone is over the placement's ceiling. */
    ceilingOnInitial: (placement: { name: string; ceiling: string }) =>
      t("savingsSimulatorText.ceilingOnInitial", placement),
    /**
     * The monthly deposits reach the ceiling in the given year of the simulation. The year's last
     * digits let a language write its ordinal with `select` (English 1st, 11th, 21st): ICU's
     * `selectordinal` would make an `Intl.PluralRules` as the page hydrates (decision record 015).
     */
    ceilingReached: (placement: { name: string; ceiling: string; year: number }) =>
      t("savingsSimulatorText.ceilingReached", {
        ...placement,
        lastDigit: placement.year % 10,
        lastTwoDigits: placement.year % 100,
      }),
  };
  return {
    epargneHero,
    epargneTabs,
    epargneDefaultTab,
    placementNames,
    rateNatures,
    capitalLossWarning,
    savingsSimulationNotice,
    savingsRatesTable,
    savingsProducts,
    ratesNotice,
    savingsAdvice,
    savingsFaq,
    epargneText,
    savingsSimulatorText,
  };
}

export type EpargneContent = ReturnType<typeof epargneContentIn>;
