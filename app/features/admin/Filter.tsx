import { useId, type ReactNode } from "react";
import { useSubmit } from "react-router";
import { filledParams } from "./links";

/** A compact label, control and error, wired for screen readers. */
export function Filter({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (control: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
    className: string;
  }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-erreur`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        className: "field-input",
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A back-office filter form: the URL keeps what it sends (empty fields left out), so a filtered
 * list can be shared or reloaded.
 */
export function FilterForm({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  const submit = useSubmit();
  return (
    <form
      role="search"
      aria-label={label}
      className={`grid gap-4 rounded-xl border border-brand-100 bg-white p-4 ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(filledParams(new FormData(event.currentTarget)), {
          method: "get",
          action: "/admin",
        });
      }}
    >
      {children}
    </form>
  );
}

/** A choice among labelled values, or none (`allLabel`: « Tous », « Toutes »). */
export function SelectFilter({
  label,
  name,
  value,
  error,
  allLabel,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  error: string | undefined;
  allLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Filter label={label} error={error}>
      {(control) => (
        <select {...control} name={name} defaultValue={value ?? ""}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Filter>
  );
}
