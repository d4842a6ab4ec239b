export type StepStatus = "done" | "current" | "upcoming";

export interface TrackerStep {
  label: string;
  status: StepStatus;
}

/** How a tracker reads out each step: its number for screen readers, and its state written out. */
export interface TrackerWords {
  step: (number: number) => string;
  status: Record<StepStatus, string>;
}

const statusClasses: Record<StepStatus, { item: string; number: string }> = {
  done: { item: "border-accent-700 bg-accent-50", number: "bg-accent-700 text-white" },
  current: { item: "border-gold-400 bg-white", number: "bg-brand-700 text-white" },
  upcoming: { item: "border-brand-100 bg-white", number: "border-2 border-ink-500 text-ink-700" },
};

/** Progress of a request: the status is written out, colour only repeats it. */
export function StepTracker({
  label,
  steps,
  words,
}: {
  label: string;
  steps: TrackerStep[];
  words: TrackerWords;
}) {
  return (
    <ol aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step.label}
          aria-current={step.status === "current" ? "step" : undefined}
          className={`flex items-center gap-4 rounded-2xl border-2 p-4 ${statusClasses[step.status].item}`}
        >
          <span
            aria-hidden="true"
            className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full font-bold ${statusClasses[step.status].number}`}
          >
            {index + 1}
          </span>
          <span>
            <span className="block font-semibold text-brand-900">
              <span className="sr-only">{words.step(index + 1)}</span>
              {step.label}
            </span>
            <span className="text-sm text-ink-700">
              <span className="sr-only">, </span>
              {words.status[step.status]}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
