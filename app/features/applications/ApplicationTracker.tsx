import { StepTracker } from "~/components/ui/StepTracker";
import type { ApplicationState } from "@domain/credit/application";
import { applicationTracker } from "@domain/credit/workflow";

/**
 * The seed's four steps of a loan application (Simulation, Informations, Documents, Signature)
 * with their real state, each written out (`Terminé`, `En cours`, `À venir`).
 */
export function ApplicationTracker({
  state,
  label = "Avancement de votre demande",
}: {
  state: ApplicationState;
  /** Names the list; several applications on one page each need their own. */
  label?: string;
}) {
  return <StepTracker label={label} steps={applicationTracker(state)} />;
}
