import { CreditWarning, InsuranceCost } from "~/components/ui/CreditFigures";
import { simulatorsContent } from "~/content/simulators.i18n";
import { useFormats } from "~/i18n/formats";
import { Link } from "~/i18n/Link";
import { useLoanSimulation } from "./LoanSimulationProvider";
import { ResultCard, ResultFigure } from "./ResultCard";

/**
 * The figures of the simulation as they change. The TAEG is the most visible rate, as the Consumer
 * Code requires (art. L312-8), and with the instalment and the total due in a larger type than
 * every other figure; the monthly payment is the one live region, to keep screen readers from
 * reading every figure at each keystroke. The request starts the online application with this
 * loan; the advisor's call-back stays one link away.
 */
export function LoanResults() {
  const { result, simulation, search, applicationPath, resumePath } = useLoanSimulation();
  const text = simulatorsContent.use().loanResultsText;
  const format = useFormats();
  const { summary, financed, annualRate, insurance } = result;
  const last = summary.schedule.at(-1)?.payment ?? summary.monthlyPayment;
  return (
    <ResultCard>
      <p className="text-brand-100">{text.monthlyPayment}</p>
      <output data-mention="instalment" className="block text-4xl font-extrabold tabular-nums">
        {format.euros(summary.monthlyPayment)}
        <span className="text-lg font-semibold">{text.perMonth}</span>
      </output>
      <p className="mt-1 text-sm text-brand-100">
        {last === summary.monthlyPayment
          ? text.during(simulation.months)
          : text.duringThenLast({ months: simulation.months - 1, last: format.euros(last) })}
        {text.withoutInsurance}
      </p>
      <p className="mt-1 text-brand-100">
        {text.withInsurance(format.euros(insurance.monthlyPaymentWithInsurance))}
      </p>
      <p data-mention="taeg" className="mt-5 text-2xl font-bold text-gold-400">
        {text.taeg(format.rate(summary.taeg))}
      </p>
      <dl className="mt-4">
        <ResultFigure term={text.borrowingRate}>{format.rate(annualRate)}</ResultFigure>
        <ResultFigure term={text.financed}>{format.euros(financed)}</ResultFigure>
        <ResultFigure term={text.totalCost}>{format.euros(summary.totalInterest)}</ResultFigure>
        <ResultFigure term={text.totalDue} mention="total-due">
          {format.euros(summary.totalDue)}
        </ResultFigure>
      </dl>
      <p className="mt-3 text-sm text-brand-100">{text.noFees}</p>
      <InsuranceCost insurance={insurance} months={simulation.months} tone="dark" />
      <CreditWarning className="mt-5" tone="dark" />
      <Link to={resumePath ?? applicationPath} className="btn btn-accent mt-6 w-full">
        {resumePath ? text.resume : text.apply}
      </Link>
      <p className="mt-3 text-center text-sm text-brand-100">
        {text.callBackQuestion}{" "}
        <Link
          to={{ search, hash: "#demande" }}
          className="font-semibold text-white underline underline-offset-2"
        >
          {text.callBack}
        </Link>
      </p>
    </ResultCard>
  );
}
