import { Link } from "react-router";
import { Prominent } from "~/components/ui/CreditFigures";
import { formatEuros, formatRate } from "@domain/format";
import { useLoanSimulation } from "./LoanSimulationProvider";

/**
 * Above a request form: the loan the customer has simulated, which the address carries to the
 * form, or a way to simulate one. The pre-rendered page has no simulation of the customer's.
 */
export function RequestedLoan() {
  const { simulated, result, simulation, search } = useLoanSimulation();
  return (
    <div className="mb-6 rounded-lg bg-brand-50 p-4">
      <p className="font-semibold text-brand-900">Votre simulation</p>
      {simulated ? (
        <p className="mt-1 text-ink-700">
          {formatEuros(result.financed)} sur {simulation.months} mois :{" "}
          <Prominent mention="instalment">
            mensualité de {formatEuros(result.summary.monthlyPayment)}
          </Prominent>{" "}
          hors assurance facultative ({formatEuros(result.insurance.monthlyPaymentWithInsurance)}{" "}
          avec l'assurance),{" "}
          <Prominent mention="taeg">TAEG fixe de {formatRate(result.summary.taeg)}</Prominent>,{" "}
          <Prominent mention="total-due">
            montant total dû {formatEuros(result.summary.totalDue)}
          </Prominent>
          . Elle accompagne votre demande.{" "}
          <Link to={{ search, hash: "#simulation" }} className="link">
            Modifier ma simulation
          </Link>
        </p>
      ) : (
        <p className="mt-1 text-ink-700">
          Estimez vos mensualités avant de faire votre demande : le montant et la durée choisis
          l'accompagneront.{" "}
          <Link to="#simulation" className="link">
            Simuler mon prêt
          </Link>
        </p>
      )}
    </div>
  );
}
