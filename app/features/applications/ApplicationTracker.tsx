import { StepTracker } from "~/components/ui/StepTracker";
import { applicationText } from "~/content/application.i18n";
import type { ApplicationState } from "@domain/credit/application";
import { applicationTracker } from "@domain/credit/workflow";

/**
 * The seed's four steps of a loan application (Simulation, Informations, Documents, Signature)
 * with their real state, each written out (`Terminé`, `En cours`, `À venir`).
 */
export function ApplicationTracker({
  state,
  label,
}: {
  state: ApplicationState;
  /** Names the list; several applications on one page each need their own. */
  label?: string;
}) {
  const { trackerText: text } = applicationText.use();
  const steps = applicationTracker(state).map((step) => ({
    ...step,
    label: text.steps[step.label],
  }));
  return <StepTracker label={label ?? text.label} steps={steps} words={text.words} />;
}
