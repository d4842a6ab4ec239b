import { bank } from "@domain/bank";
import { withdrawalPeriodDays } from "@domain/credit/periods";
import type { CreditProduct } from "@domain/credit/products";
import type { Locale } from "@domain/i18n/locales";
import type { ProminentMention } from "~/components/ui/CreditFigures";
import type { Translate } from "~/i18n/catalogs";

/** A sentence of mentions: plain text, and the figures the law wants larger (art. L312-8). */
export type MentionSegment =
  string | { mention: Exclude<ProminentMention, "warning">; text: string };

/** The representative example's figures, already written in the page's language. */
export interface ExampleFigures {
  product: CreditProduct;
  amount: string;
  months: number;
  rate: string;
  taeg: string;
  monthly: string;
  last: string;
  totalDue: string;
  totalCost: string;
}

export interface InsuranceFigures {
  rate: string;
  premium: string;
  withInsurance: string;
  months: number;
  totalCost: string;
  taea: string;
}

/**
 * The credit mentions, from the `creditMentions` catalogs (app/content/catalogs/creditMentions/
 * <language>.po): the Consumer Code's wording in French, the reference (art. L312-5 to L312-8).
 * Other languages translate them and keep the French warning beside their own.
 */
export function creditMentionsContentIn(t: Translate, locale: Locale) {
  const purposes: Record<CreditProduct, string> = {
    pretAuto: t("creditMentions.purposes.pretAuto"),
    pretPersonnel: t("creditMentions.purposes.pretPersonnel"),
    pretVoyage: t("creditMentions.purposes.pretVoyage"),
    pretTravaux: t("creditMentions.purposes.pretTravaux"),
  };
  const creditMentions = {
    warning: t("creditMentions.warning"),
    /** Under a translated warning: the French one the law requires, and which version prevails. */
    frenchPrevails: locale === "fr" ? undefined : t("creditMentions.frenchPrevails"),
    exampleHeading: t("creditMentions.exampleHeading"),
    example: (figures: ExampleFigures): MentionSegment[] => [
      t("creditMentions.example.loan", { ...figures, purpose: purposes[figures.product] }),
      { mention: "taeg", text: t("creditMentions.example.taeg", { taeg: figures.taeg }) },
      ", ",
      {
        mention: "instalment",
        text: t("creditMentions.example.instalments", {
          ...figures,
          instalments: figures.months - 1,
        }),
      },
      t("creditMentions.example.withoutInsurance"),
      {
        mention: "total-due",
        text: t("creditMentions.example.totalDue", { totalDue: figures.totalDue }),
      },
      t("creditMentions.example.totalCost", { totalCost: figures.totalCost }),
    ],
    insurance: (figures: InsuranceFigures) => t("creditMentions.insurance", { ...figures }),
    withdrawal: t("creditMentions.withdrawal", { days: withdrawalPeriodDays }),
    simulation: t("creditMentions.simulation", { bankName: bank.name }),
    eligibilityTitle: t("creditMentions.eligibilityTitle"),
    eligibilityIntro: t("creditMentions.eligibilityIntro", { bankName: bank.name }),
    eligibility: [
      t("creditMentions.eligibility.0"),
      t("creditMentions.eligibility.1"),
      t("creditMentions.eligibility.2"),
    ],
  };
  return { creditMentions };
}

export type CreditMentionsContent = ReturnType<typeof creditMentionsContentIn>;
