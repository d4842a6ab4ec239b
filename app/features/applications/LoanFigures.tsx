import type { ReactNode } from "react";
import { CreditWarning, InsuranceCost, Prominent } from "~/components/ui/CreditFigures";
import { creditProductLabels } from "@domain/credit/products";
import { formatEuros, formatRate } from "@domain/format";
import { loanSimulators, optionLabel } from "./loanProducts";
import type { LoanFiguresData } from "./loanFigures";

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-500">{term}</dt>
      <dd className="font-medium text-ink-900">{children}</dd>
    </div>
  );
}

/**
 * A loan's figures with the mentions the Consumer Code wants: the TAEG, the instalment and the
 * total due larger than any other figure (art. L312-8), the optional insurance's cost (art.
 * L312-7) and the warning (art. L312-5).
 */
export function LoanFigures({ loan }: { loan: LoanFiguresData }) {
  const simulator = loanSimulators[loan.product];
  return (
    <>
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <Figure term="Prêt">{creditProductLabels[loan.product]}</Figure>
        <Figure term={simulator.rateChoice.label}>{optionLabel(loan.product, loan.option)}</Figure>
        <Figure term="Montant emprunté">{formatEuros(loan.amount)}</Figure>
        <Figure term="Durée">{loan.months} mois</Figure>
        <Figure term="Taux débiteur fixe">{formatRate(loan.annualRate)}</Figure>
        <Figure term="Mensualité hors assurance">
          <Prominent mention="instalment">{formatEuros(loan.monthlyPayment)} par mois</Prominent>
        </Figure>
        <Figure term="Taux annuel effectif global (TAEG) fixe">
          <Prominent mention="taeg">{formatRate(loan.taeg)}</Prominent>
        </Figure>
        <Figure term="Montant total dû, hors assurance">
          <Prominent mention="total-due">{formatEuros(loan.totalDue)}</Prominent>
        </Figure>
        <Figure term="Assurance emprunteur facultative">
          {loan.insurance
            ? `Choisie : ${formatEuros(loan.insuranceCost.monthlyPremium)} par mois, soit ${formatEuros(loan.monthlyCommitment)} par mois avec la mensualité`
            : "Non choisie"}
        </Figure>
      </dl>
      <p className="mt-3 text-sm text-ink-700">Sans frais de dossier.</p>
      <InsuranceCost insurance={loan.insuranceCost} months={loan.months} />
      <CreditWarning className="mt-5" />
    </>
  );
}
