import { useId, useState } from "react";
import type { NumberFormats } from "@domain/format";
import type { AmountFieldText } from "~/content/simulators";
import { simulatorsContent } from "~/content/simulators.i18n";
import { useFormats } from "~/i18n/formats";
import { useLocale } from "~/i18n/locale";
import { readAmount, type AmountProblem, type Bounds } from "./amountInput";

/** The sentence saying why the simulation holds another amount than the one typed. */
export function amountProblemMessage(
  problem: AmountProblem,
  text: AmountFieldText,
  format: NumberFormats,
): string {
  switch (problem.kind) {
    case "empty":
      return text.empty;
    case "notAmount":
      return text.notAmount(format.number(15_000));
    case "belowMin":
      return text.belowMin(format.wholeEuros(problem.bound));
    case "aboveMax":
      return text.aboveMax(format.wholeEuros(problem.bound));
  }
}

interface AmountFieldProps {
  label: string;
  value: number;
  bounds: Bounds;
  /** The bounds in words, read with both controls. */
  hint: string;
  /** Why the simulation holds another amount than the one typed. */
  problem?: AmountProblem;
  /** The slider's step; without it the field is a typed amount only. */
  sliderStep?: number;
  /** The typed amount's name in the simulator's form, as sent without scripts. */
  name?: string;
  onChange: (value: number, problem?: AmountProblem) => void;
}

/**
 * A slider paired with a typed amount. The text is the customer's while they type, so that
 * "5" on the way to "50 000" is not replaced by the minimum; the simulation meanwhile uses the
 * clamped value, and the field shows it once the customer leaves it.
 */
export function AmountField({
  label,
  value,
  bounds,
  hint,
  problem,
  sliderStep,
  name,
  onChange,
}: AmountFieldProps) {
  const id = useId();
  const text = simulatorsContent.use().amountFieldText;
  const format = useFormats();
  const locale = useLocale();
  // English writes the euro sign before the amount: the sign moves, the input stays first.
  const currencyFirst = format.wholeEuros(0).startsWith("€");
  const [draft, setDraft] = useState<string>();
  const labelId = `${id}-libelle`;
  const hintId = `${id}-bornes`;
  const messageId = `${id}-message`;

  const type = (typed: string) => {
    setDraft(typed);
    const reading = readAmount(typed, bounds, locale);
    onChange(reading.value ?? value, reading.problem);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label id={labelId} htmlFor={`${id}-saisie`} className="font-medium text-ink-900">
        {label}
      </label>
      <p id={hintId} className="text-sm text-ink-500">
        {hint}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {sliderStep !== undefined && (
          <input
            type="range"
            min={bounds.min}
            max={bounds.max}
            step={sliderStep}
            value={value}
            onChange={(event) => {
              setDraft(undefined);
              onChange(Number(event.target.value));
            }}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            aria-valuetext={format.wholeEuros(value)}
            className="h-11 min-w-48 flex-1 accent-brand-700"
          />
        )}
        <div className={`flex w-40 items-center gap-2 ${currencyFirst ? "flex-row-reverse" : ""}`}>
          <input
            id={`${id}-saisie`}
            name={name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft ?? format.number(value)}
            onChange={(event) => type(event.target.value)}
            onBlur={() => setDraft(undefined)}
            aria-describedby={`${hintId} ${messageId}`}
            className="field-input text-right tabular-nums"
          />
          <span aria-hidden="true" className="font-medium text-ink-700">
            €
          </span>
        </div>
      </div>
      <p id={messageId} aria-live="polite" className="text-sm font-medium text-warning-700">
        {problem && amountProblemMessage(problem, text, format)}
      </p>
    </div>
  );
}
