import type { ReactNode } from "react";
import { borrowerInsuranceOffer, creditWarning } from "~/content/credit";
import type { InsuranceSummary } from "@domain/credit/finance";
import { formatEuros, formatRate } from "@domain/format";

/**
 * The mentions that art. L312-8 of the Consumer Code wants in a larger type than any other figure
 * about the financing. `data-mention` names them so that the browser tests can measure them.
 */
export type ProminentMention = "warning" | "taeg" | "instalment" | "total-due";

/** Tailwind `text-xl` (20 px): every other financing figure stays at 16 px or less. */
const prominentType = "text-xl font-bold";

export function Prominent({
  mention,
  children,
  className = "",
}: {
  mention: Exclude<ProminentMention, "warning">;
  children: ReactNode;
  className?: string;
}) {
  return (
    <strong data-mention={mention} className={`${prominentType} ${className}`}>
      {children}
    </strong>
  );
}

/** The warning of art. L312-5, on every page and block that advertises a credit. */
export function CreditWarning({ className = "" }: { className?: string }) {
  return (
    <p
      data-mention="warning"
      className={`rounded-lg bg-gold-100 p-4 text-brand-900 ${prominentType} ${className}`}
    >
      {creditWarning}
    </p>
  );
}

/**
 * The cost of the optional borrower insurance as art. L312-7 asks for it: TAEA, cost per month and
 * over the loan, in euros, and the fact that it is optional. `tone` follows the block's background.
 */
export function InsuranceCost({
  insurance,
  months,
  tone = "light",
}: {
  insurance: InsuranceSummary;
  months: number;
  tone?: "light" | "dark";
}) {
  const text = tone === "dark" ? "text-brand-100" : "text-ink-700";
  return (
    <p className={`mt-3 text-sm ${text}`}>
      Assurance emprunteur facultative ({borrowerInsuranceOffer.cover}), au taux de{" "}
      {formatRate(borrowerInsuranceOffer.annualRate)} par an du montant emprunté :{" "}
      {formatEuros(insurance.monthlyPremium)} par mois, soit une mensualité de{" "}
      {formatEuros(insurance.monthlyPaymentWithInsurance)} avec l'assurance. Coût total de
      l'assurance sur {months} mois : {formatEuros(insurance.totalCost)}. Taux annuel effectif de
      l'assurance (TAEA) : {formatRate(insurance.taea)}. Cette assurance n'est pas obligatoire pour
      obtenir le prêt et n'est pas comprise dans le TAEG.
    </p>
  );
}
