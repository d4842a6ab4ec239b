import { borrowerInsuranceOffer, representativeExamples } from "~/content/credit";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import type { CreditProduct } from "@domain/credit/products";
import { borrowerInsurance, summarizeLoan } from "@domain/credit/finance";
import { useFormats } from "~/i18n/formats";
import { CreditWarning, InsuranceCost, MentionSentence } from "./CreditFigures";
import { Heading } from "./Heading";

/** The mentions the Consumer Code requires wherever a credit offer is shown (art. L312-5 to L312-8). */
export function CreditNotice({ product }: { product: CreditProduct }) {
  const { creditMentions } = creditMentionsText.use();
  const format = useFormats();
  const example = representativeExamples[product];
  const summary = summarizeLoan(example);
  const insurance = borrowerInsurance(example, borrowerInsuranceOffer.annualRate);
  const last = summary.schedule.at(-1)?.payment ?? summary.monthlyPayment;
  const sentence = creditMentions.example({
    product,
    amount: format.wholeEuros(example.amount),
    months: example.months,
    rate: format.rate(example.annualRate),
    taeg: format.rate(summary.taeg),
    monthly: format.euros(summary.monthlyPayment),
    last: format.euros(last),
    totalDue: format.euros(summary.totalDue),
    totalCost: format.euros(summary.totalInterest),
  });
  return (
    <section
      className="my-12 rounded-2xl border-2 border-brand-200 bg-white p-6 sm:p-8"
      aria-labelledby={`exemple-${product}`}
    >
      <CreditWarning />
      <div id={`exemple-${product}`} className="mt-6">
        <Heading>{creditMentions.exampleHeading}</Heading>
      </div>
      <p className="mt-3 text-ink-700">
        <MentionSentence segments={sentence} className="text-brand-900" />
      </p>
      <InsuranceCost insurance={insurance} months={example.months} />
      <p className="mt-3 text-ink-700">{creditMentions.withdrawal}</p>
      <p className="mt-3 text-sm text-ink-500">{creditMentions.simulation}</p>
    </section>
  );
}
