import type { ReactNode } from "react";
import { simulatorsContent } from "~/content/simulators.i18n";

/**
 * A simulator's fields as a form sent by GET to its own page: without scripts the button sends
 * them, and the server draws the page with their figures (decision 022); with scripts every change
 * recalculates at once, and the button is not shown.
 */
export function SimulatorForm({ anchor, children }: { anchor: string; children: ReactNode }) {
  const { calculate } = simulatorsContent.use().simulationFormText;
  return (
    <form
      method="get"
      action={`#${anchor}`}
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-6"
    >
      {children}
      <button type="submit" data-without-scripts="" className="btn btn-primary self-start">
        {calculate}
      </button>
    </form>
  );
}
