import type { ProcessStep } from "~/content/types";
import { Heading } from "./Heading";

export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step) => (
        <li key={step.etape} className="relative rounded-2xl bg-brand-50 p-6">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {step.etape}
          </span>
          <Heading className="mt-4">
            <span className="sr-only">Étape {step.etape} : </span>
            {step.titre}
          </Heading>
          <p className="mt-2 text-ink-700">{step.description}</p>
          {step.details && (
            <ul className="mt-3 grid list-disc gap-1 pl-5 text-sm text-ink-700">
              {step.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
