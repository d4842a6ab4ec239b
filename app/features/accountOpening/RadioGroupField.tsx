import { useId, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

export interface RadioChoice {
  value: string;
  label: string;
  /** Said after the label (an offer's terms): read as the radio's description. */
  details?: ReactNode;
}

/**
 * Choices shown at once, one to tick: native radios in a fieldset named by its legend, the hint
 * and the error wired to each radio as the fields of app/components/ui/fields.tsx wire theirs.
 * `cards` lays each choice out as a card, the whole card a target (the offers).
 */
export function RadioGroupField({
  label,
  hint,
  choices,
  registration,
  error,
  required = true,
  layout = "list",
}: {
  /** The group's legend. */
  label: string;
  hint?: string;
  choices: readonly RadioChoice[];
  registration: UseFormRegisterReturn;
  error: string | undefined;
  required?: boolean;
  layout?: "list" | "cards";
}) {
  const id = useId();
  const hintId = `${id}-aide`;
  const errorId = `${id}-erreur`;
  const cards = layout === "cards";
  return (
    // The hint describes the group; the error, each radio (read once, on the radio in focus).
    <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby={hint && hintId}>
      <legend className={cards ? "sr-only" : "mb-1 font-medium text-ink-900"}>
        {label}
        {required && !cards && (
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
      <div className={cards ? "grid gap-4 md:grid-cols-3" : "flex flex-col gap-2"}>
        {choices.map((choice) => {
          const nameId = `${id}-${choice.value}`;
          const detailsId = `${nameId}-details`;
          const described =
            [choice.details && detailsId, error && errorId].filter(Boolean).join(" ") || undefined;
          return (
            <label
              key={choice.value}
              className={
                cards
                  ? "flex cursor-pointer flex-col gap-3 rounded-2xl border-2 border-brand-100 bg-white p-5 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-[3px] has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-400"
                  : "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-brand-100 px-4 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-[3px] has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-400"
              }
            >
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  value={choice.value}
                  required={required}
                  aria-labelledby={nameId}
                  aria-describedby={described}
                  aria-invalid={error ? true : undefined}
                  className="h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-none"
                  {...registration}
                />
                <span
                  id={nameId}
                  className={cards ? "text-xl font-bold text-brand-900" : "text-ink-900"}
                >
                  {choice.label}
                </span>
              </span>
              {choice.details && <span id={detailsId}>{choice.details}</span>}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
