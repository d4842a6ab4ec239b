export type StepStatus = "done" | "current" | "upcoming";

export interface TrackerStep {
  label: string;
  status: StepStatus;
}

const statusText: Record<StepStatus, string> = {
  done: "Terminé",
  current: "En cours",
  upcoming: "À venir",
};

const statusClasses: Record<StepStatus, { item: string; number: string }> = {
  done: { item: "border-accent-700 bg-accent-50", number: "bg-accent-700 text-white" },
  current: { item: "border-gold-400 bg-white", number: "bg-brand-700 text-white" },
  upcoming: { item: "border-brand-100 bg-white", number: "border-2 border-ink-500 text-ink-700" },
};

/** Progress of a request: the status is written out, colour only repeats it. */
export function StepTracker({ label, steps }: { label: string; steps: TrackerStep[] }) {
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
              <span className="sr-only">Étape {index + 1} : </span>
              {step.label}
            </span>
            <span className="text-sm text-ink-700">
              <span className="sr-only">, </span>
              {statusText[step.status]}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
