import { useId } from "react";

interface DurationFieldProps {
  legend: string;
  durations: readonly number[];
  value: number;
  /** `24 mois`, `5 ans`. */
  format: (duration: number) => string;
  onChange: (duration: number) => void;
  /** The choice's name in the simulator's form, as sent without scripts. */
  name?: string;
}

/** The offered durations as native radio buttons drawn as pills: arrow keys move between them. */
export function DurationField({
  legend,
  durations,
  value,
  format,
  onChange,
  name,
}: DurationFieldProps) {
  const group = useId();
  return (
    <fieldset>
      <legend className="font-medium text-ink-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {durations.map((duration) => (
          <label
            key={duration}
            className="flex min-h-11 cursor-pointer items-center rounded-full border border-brand-200 px-4 font-semibold text-brand-900 hover:bg-brand-50 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-[3px] has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-400"
          >
            <input
              type="radio"
              name={name ?? group}
              value={duration}
              checked={duration === value}
              onChange={() => onChange(duration)}
              className="sr-only"
            />
            {format(duration)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
