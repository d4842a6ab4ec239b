import { useId, type ReactNode } from "react";

interface FieldShellProps {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  wide?: boolean;
  children: (ids: { inputId: string; describedBy: string | undefined }) => ReactNode;
}

/** Label, required marker, hint and error wired to the control the same way for every field. */
function FieldShell({
  label,
  required = false,
  error,
  hint,
  wide = false,
  children,
}: FieldShellProps) {
  const inputId = useId();
  const hintId = `${inputId}-aide`;
  const errorId = `${inputId}-erreur`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${wide ? "sm:col-span-2" : ""}`}>
      <label htmlFor={inputId} className="font-medium text-ink-900">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
      {children({ inputId, describedBy })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface BaseFieldProps {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
}

interface TextFieldProps extends BaseFieldProps {
  type?: "text" | "email" | "tel" | "number" | "date" | "password";
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "tel" | "email";
  defaultValue?: string;
  min?: number;
  max?: number;
}

export function TextField({
  name,
  label,
  required,
  error,
  hint,
  wide,
  type = "text",
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint} wide={wide}>
      {({ inputId, describedBy }) => (
        <input
          id={inputId}
          name={name}
          type={type}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="field-input"
          {...inputProps}
        />
      )}
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends BaseFieldProps {
  options: readonly SelectOption[];
  placeholder?: string;
}

export function SelectField({
  name,
  label,
  required,
  error,
  hint,
  wide,
  options,
  placeholder = "Sélectionnez",
}: SelectFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint} wide={wide}>
      {({ inputId, describedBy }) => (
        <select
          id={inputId}
          name={name}
          required={required}
          defaultValue=""
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="field-input"
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

interface TextAreaFieldProps extends BaseFieldProps {
  rows?: number;
  maxLength?: number;
}

export function TextAreaField({
  name,
  label,
  required,
  error,
  hint,
  rows = 4,
  maxLength = 2000,
}: TextAreaFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint} wide>
      {({ inputId, describedBy }) => (
        <textarea
          id={inputId}
          name={name}
          rows={rows}
          maxLength={maxLength}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="field-input"
        />
      )}
    </FieldShell>
  );
}
