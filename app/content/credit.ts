import type { CreditProduct } from "@domain/credit/products";
import type { LoanInput } from "@domain/credit/finance";
import { borrowerInsuranceRate } from "@domain/credit/insurance";

export interface RepresentativeExample extends LoanInput {
  /** What the example finances, as it reads in the sentence "Exemple pour …". */
  purpose: string;
}

/** The figures of DECISIONS.md; every amount shown next to them is computed by the finance module. */
export const representativeExamples: Record<CreditProduct, RepresentativeExample> = {
  pretAuto: { amount: 20_000, months: 60, annualRate: 0.042, purpose: "un prêt auto" },
  pretPersonnel: { amount: 15_000, months: 60, annualRate: 0.039, purpose: "un prêt personnel" },
  pretVoyage: { amount: 8_500, months: 60, annualRate: 0.042, purpose: "un prêt voyage" },
  pretTravaux: { amount: 35_000, months: 72, annualRate: 0.032, purpose: "un prêt travaux" },
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

export const withdrawalNotice =
  "Vous disposez d'un délai de rétractation de 14 jours calendaires à compter de la signature de votre contrat de crédit.";

export const simulationNotice =
  "Les simulations sont données à titre indicatif et n'ont pas de valeur contractuelle. Offre soumise à l'acceptation de votre dossier par Aurore Banque, prêteur.";
