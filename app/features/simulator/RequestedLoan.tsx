import { MentionSentence } from "~/components/ui/CreditFigures";
import { Heading } from "~/components/ui/Heading";
import { simulatorsContent } from "~/content/simulators.i18n";
import { useFormats } from "~/i18n/formats";
import { Link } from "~/i18n/Link";
import { useLoanSimulation } from "./LoanSimulationProvider";

/**
 * The request tab's way in: the online application with the loan the customer has simulated, or
 * the page's default loan before any simulation (the pre-rendered page has none of the
 * customer's, and the link works before the scripts run). The advisor's call-back form follows it.
 */
export function RequestedLoan() {
  const { simulated, result, simulation, search, applicationPath, resumePath } =
    useLoanSimulation();
  const text = simulatorsContent.use().requestedLoanText;
  const format = useFormats();
  return (
    <section className="mb-8 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
      <Heading>{text.title}</Heading>
      <p className="mt-2 text-ink-700">{text.intro}</p>
      <div className="mt-4 rounded-lg bg-brand-50 p-4">
        <p className="font-semibold text-brand-900">{text.simulationTitle}</p>
        {simulated ? (
          <p className="mt-1 text-ink-700">
            <MentionSentence
              segments={text.simulated({
                financed: format.euros(result.financed),
                months: simulation.months,
                monthly: format.euros(result.summary.monthlyPayment),
                withInsurance: format.euros(result.insurance.monthlyPaymentWithInsurance),
                taeg: format.rate(result.summary.taeg),
                totalDue: format.euros(result.summary.totalDue),
              })}
            />
            <Link to={{ search, hash: "#simulation" }} className="link">
              {text.change}
            </Link>
          </p>
        ) : (
          <p className="mt-1 text-ink-700">
            {text.notYet}
            <Link to="#simulation" className="link">
              {text.simulate}
            </Link>
          </p>
        )}
      </div>
      <Link to={resumePath ?? applicationPath} className="btn btn-accent mt-6">
        {resumePath ? text.resume : text.apply}
      </Link>
    </section>
  );
}
