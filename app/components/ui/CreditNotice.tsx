import {
  borrowerInsuranceOffer,
  representativeExamples,
  simulationNotice,
  withdrawalNotice,
} from "~/content/credit";
import type { CreditProduct } from "@domain/credit/products";
import { borrowerInsurance, summarizeLoan } from "@domain/credit/finance";
import { formatEuros, formatRate, formatWholeEuros } from "@domain/format";
import { CreditWarning, InsuranceCost, Prominent } from "./CreditFigures";
import { Heading } from "./Heading";

/** The mentions the Consumer Code requires wherever a credit offer is shown (art. L312-5 to L312-8). */
export function CreditNotice({ product }: { product: CreditProduct }) {
  const example = representativeExamples[product];
  const summary = summarizeLoan(example);
  const insurance = borrowerInsurance(example, borrowerInsuranceOffer.annualRate);
  const last = summary.schedule.at(-1)?.payment ?? summary.monthlyPayment;
  return (
    <section
      className="my-12 rounded-2xl border-2 border-brand-200 bg-white p-6 sm:p-8"
      aria-labelledby={`exemple-${product}`}
    >
      <CreditWarning />
      <div id={`exemple-${product}`} className="mt-6">
        <Heading>Exemple représentatif</Heading>
      </div>
      <p className="mt-3 text-ink-700">
        Exemple pour {example.purpose} de {formatWholeEuros(example.amount)} sur {example.months}{" "}
        mois au taux débiteur fixe de {formatRate(example.annualRate)} :{" "}
        <Prominent mention="taeg" className="text-brand-900">
          TAEG fixe de {formatRate(summary.taeg)}
        </Prominent>
        ,{" "}
        <Prominent mention="instalment" className="text-brand-900">
          {example.months - 1} mensualités de {formatEuros(summary.monthlyPayment)} et une dernière
          de {formatEuros(last)}
        </Prominent>{" "}
        hors assurance facultative.{" "}
        <Prominent mention="total-due" className="text-brand-900">
          Montant total dû : {formatEuros(summary.totalDue)}
        </Prominent>
        . Coût total du crédit : {formatEuros(summary.totalInterest)}. Aucun frais de dossier.
      </p>
      <InsuranceCost insurance={insurance} months={example.months} />
      <p className="mt-3 text-ink-700">{withdrawalNotice}</p>
      <p className="mt-3 text-sm text-ink-500">{simulationNotice}</p>
    </section>
  );
}
