import { Link } from "react-router";
import { Prominent } from "~/components/ui/CreditFigures";
import { Heading } from "~/components/ui/Heading";
import { formatEuros, formatRate } from "@domain/format";
import { useLoanSimulation } from "./LoanSimulationProvider";

/**
 * The request tab's way in: the online application with the loan the customer has simulated, or
 * the page's default loan before any simulation (the pre-rendered page has none of the
 * customer's, and the link works before the scripts run). The advisor's call-back form follows it.
 */
export function RequestedLoan() {
  const { simulated, result, simulation, search, applicationPath } = useLoanSimulation();
  return (
    <section className="mb-8 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
      <Heading>Faire ma demande en ligne</Heading>
      <p className="mt-2 text-ink-700">
        Décrivez votre situation et obtenez aussitôt une réponse de principe, puis envoyez vos
        justificatifs et signez votre offre en ligne. Vous vous connectez ou ouvrez votre compte en
        chemin : votre simulation vous suit.
      </p>
      <div className="mt-4 rounded-lg bg-brand-50 p-4">
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
            . Elle accompagne votre demande, en ligne comme auprès d'un conseiller.{" "}
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
      <Link to={applicationPath} className="btn btn-accent mt-6">
        Faire ma demande en ligne
      </Link>
    </section>
  );
}
