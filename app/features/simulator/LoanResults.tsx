import { Link } from "react-router";
import { CreditWarning, InsuranceCost } from "~/components/ui/CreditFigures";
import { formatEuros, formatRate } from "@domain/format";
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
  const { result, simulation, search, applicationPath } = useLoanSimulation();
  const { summary, financed, annualRate, insurance } = result;
  const last = summary.schedule.at(-1)?.payment ?? summary.monthlyPayment;
  return (
    <ResultCard>
      <p className="text-brand-100">Votre mensualité</p>
      <output data-mention="instalment" className="block text-4xl font-extrabold tabular-nums">
        {formatEuros(summary.monthlyPayment)}
        <span className="text-lg font-semibold"> par mois</span>
      </output>
      <p className="mt-1 text-sm text-brand-100">
        {last === summary.monthlyPayment
          ? `pendant ${simulation.months} mois`
          : `pendant ${simulation.months - 1} mois, puis une dernière de ${formatEuros(last)}`}
        , hors assurance facultative
      </p>
      <p className="mt-1 text-brand-100">
        Avec l'assurance facultative : {formatEuros(insurance.monthlyPaymentWithInsurance)} par mois
      </p>
      <p data-mention="taeg" className="mt-5 text-2xl font-bold text-gold-400">
        TAEG fixe {formatRate(summary.taeg)}
      </p>
      <dl className="mt-4">
        <ResultFigure term="Taux débiteur fixe">{formatRate(annualRate)}</ResultFigure>
        <ResultFigure term="Montant financé">{formatEuros(financed)}</ResultFigure>
        <ResultFigure term="Coût total du crédit">
          {formatEuros(summary.totalInterest)}
        </ResultFigure>
        <ResultFigure term="Montant total dû" mention="total-due">
          {formatEuros(summary.totalDue)}
        </ResultFigure>
      </dl>
      <p className="mt-3 text-sm text-brand-100">
        Hors assurance facultative, sans frais de dossier.
      </p>
      <InsuranceCost insurance={insurance} months={simulation.months} tone="dark" />
      <CreditWarning className="mt-5" />
      <Link to={applicationPath} className="btn btn-accent mt-6 w-full">
        Faire ma demande
      </Link>
      <p className="mt-3 text-center text-sm text-brand-100">
        Vous préférez être rappelé ?{" "}
        <Link
          to={{ search, hash: "#demande" }}
          className="font-semibold text-white underline underline-offset-2"
        >
          Être rappelé par un conseiller
        </Link>
      </p>
    </ResultCard>
  );
}
