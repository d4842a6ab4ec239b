import type { CreditProduct } from "@domain/credit/products";
import type { LoanInput } from "@domain/credit/finance";
import { borrowerInsuranceRate } from "@domain/credit/insurance";

/** The figures of DECISIONS.md; every amount shown next to them is computed by the finance module. */
export const representativeExamples: Record<CreditProduct, LoanInput> = {
  pretAuto: { amount: 20_000, months: 60, annualRate: 0.042 },
  pretPersonnel: { amount: 15_000, months: 60, annualRate: 0.039 },
  pretVoyage: { amount: 8_500, months: 60, annualRate: 0.042 },
  pretTravaux: { amount: 35_000, months: 72, annualRate: 0.032 },
};

/** Art. L312-5 of the Consumer Code as amended by ordonnance n° 2025-880, in force since 20 November 2026. */
export const creditWarning = "Attention ! Un crédit coûte de l'argent et doit être remboursé !";

/**
 * The optional borrower insurance (décès, invalidité, incapacité) offered with every loan: a
 * constant monthly premium of `annualRate` of the amount borrowed per year. Optional insurance is
 * not part of the TAEG; its cost is given apart (art. L312-7).
 */
export const borrowerInsuranceOffer = {
  annualRate: borrowerInsuranceRate,
  cover: "décès, invalidité et incapacité de travail",
} as const;
