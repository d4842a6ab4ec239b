import {
  creditWarning,
  representativeExamples,
  simulationNotice,
  withdrawalNotice,
  type CreditProduct,
} from "~/content/credit";
import { summarizeLoan } from "~/lib/finance";
import { formatEuros, formatRate, formatWholeEuros } from "~/lib/format";
import { Heading } from "./Heading";

/** The mentions the Consumer Code requires wherever a credit offer is shown (art. L312-5 to L312-8). */
export function CreditNotice({ product }: { product: CreditProduct }) {
  const example = representativeExamples[product];
  const summary = summarizeLoan(example);
  return (
    <section
      className="my-12 rounded-2xl border-2 border-brand-200 bg-white p-6 sm:p-8"
      aria-labelledby={`exemple-${product}`}
    >
      <p className="rounded-lg bg-gold-100 p-4 text-lg font-bold text-brand-900">{creditWarning}</p>
      <div id={`exemple-${product}`} className="mt-6">
        <Heading>Exemple représentatif</Heading>
      </div>
      <p className="mt-3 text-ink-700">
        Exemple pour {example.purpose} de {formatWholeEuros(example.amount)} sur {example.months}{" "}
        mois au taux débiteur fixe de {formatRate(example.annualRate)} :{" "}
        <strong className="text-xl text-brand-900">TAEG fixe de {formatRate(summary.taeg)}</strong>,{" "}
        {example.months - 1} mensualités de {formatEuros(summary.monthlyPayment)} et une dernière de{" "}
        {formatEuros(summary.schedule.at(-1)?.payment ?? summary.monthlyPayment)}, hors assurance
        facultative. Montant total dû : {formatEuros(summary.totalDue)}. Coût total du crédit :{" "}
        {formatEuros(summary.totalInterest)}. Aucun frais de dossier.
      </p>
      <p className="mt-3 text-ink-700">{withdrawalNotice}</p>
      <p className="mt-3 text-sm text-ink-500">{simulationNotice}</p>
    </section>
  );
}
