import type { ApplicationState } from "@domain/credit/application";
import { outcomeLabel, type Outcome } from "@domain/credit/solvencyAssessment";
import { applicationStateLabels } from "@domain/credit/workflow";

const badge = "inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap";

// Each pair is AA on its background (app.css palette), as the leads' badges. Gold marks what waits
// for staff; the text says the state, the colour only repeats it.
const stateColours: Record<ApplicationState, string> = {
  informations: "bg-brand-100 text-brand-900",
  documents: "bg-brand-100 text-brand-900",
  submitted: "bg-gold-100 text-gold-800",
  document_requested: "bg-brand-100 text-brand-900",
  accepted: "bg-accent-50 text-success-700",
  signed: "bg-accent-50 text-success-700",
  refused: "bg-red-50 text-danger-700",
  withdrawn: "bg-red-50 text-danger-700",
};

const outcomeColours: Record<Outcome, string> = {
  favorable: "bg-accent-50 text-success-700",
  a_etudier: "bg-gold-100 text-gold-800",
  defavorable: "bg-red-50 text-danger-700",
};

export function ApplicationStateBadge({ state }: { state: ApplicationState }) {
  return <span className={`${badge} ${stateColours[state]}`}>{applicationStateLabels[state]}</span>;
}

/** The indicative answer, or that there is none yet (the situation is not given). */
export function OutcomeBadge({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return <span className="text-ink-700">Pas encore</span>;
  return <span className={`${badge} ${outcomeColours[outcome]}`}>{outcomeLabel(outcome)}</span>;
}
