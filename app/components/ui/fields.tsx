import { useId, useState, type ChangeEvent, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { formsText } from "~/content/forms.i18n";
import type { SiteMessageKey } from "@domain/i18n/messages";
import type { SelectOption } from "@domain/leads/spec";
import { useSiteMessages } from "~/i18n/SiteMessage";

/** Above a form's fields: what the asterisk of a required field means. */
export function RequiredFieldsLegend() {
  const { formText } = formsText.use();
  return (
    <p className="text-sm text-ink-500 sm:col-span-2">
      {formText.requiredBefore}
      <span aria-hidden="true">*</span>
      <span className="sr-only">{formText.asterisk}</span>
      {formText.requiredAfter}
    </p>
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
  /** What react-hook-form's `register` returns, for forms that validate in the browser. */
  registration?: UseFormRegisterReturn;
  /** What the rules say of the field left empty: see `FieldMessage`. */
  missing?: SiteMessageKey;
}

interface MissingTextProps {
  /** The message's element. */
  id: string;
  name: SiteMessageKey;
}

/**
 * What the rules say of a field left empty. It is shown only before the page's scripts run, so the
 * server draws it from the catalog, and the browser keeps what the server drew (read back as React
 * takes the page over) rather than download the catalog for it: the signup page's scripts are at
 * their 130 KiB budget.
 */
const MissingText = import.meta.env.SSR
  ? function MissingText({ name }: MissingTextProps) {
      return useSiteMessages()(name);
    }
  : function MissingText({ id }: MissingTextProps) {
      // Only the server's element has the text: one that showed an error until now holds that.
      const [drawn] = useState(() => {
        const element = document.getElementById(id);
        return element?.hasAttribute("data-missing") ? (element.textContent ?? "") : "";
      });
      return drawn;
    };

/**
 * The field's message: its error, or, while it has none, what the rules say of it left empty,
 * drawn hidden. A form sent with the field empty before the page's scripts run shows that one at
 * once (server/scripts-on-presence.ts), and React draws its own error in the same element.
 */
function FieldMessage({
  id,
  error,
  missing,
  className,
}: {
  id: string;
  error: string | undefined;
  missing: SiteMessageKey | undefined;
  className: string;
}) {
  if (error) {
    return (
      <p id={id} className={className}>
        {error}
      </p>
    );
  }
  if (!missing) return null;
  return (
    <p id={id} className={className} hidden data-missing="">
      <MissingText id={id} name={missing} />
    </p>
  );
}

/** The attributes every control of a field carries: its id, name and accessible state. */
interface ControlProps extends Partial<Omit<UseFormRegisterReturn, "name">> {
  id: string;
  name: string;
  required: boolean | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

interface FieldShellProps extends BaseFieldProps {
  children: (control: ControlProps) => ReactNode;
}

/** Label, required marker, hint and error wired to the control the same way for every field. */
function FieldShell({
  name,
  label,
  required,
  error,
  hint,
  wide = false,
  registration,
  missing,
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
      {children({
        id: inputId,
        name,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: "field-input",
        ...registration,
      })}
      <FieldMessage
        id={errorId}
        error={error}
        missing={missing}
        className="text-sm font-medium text-danger-700"
      />
    </div>
  );
}

interface TextFieldProps extends BaseFieldProps {
  type?: "text" | "email" | "tel" | "number" | "date" | "datetime-local" | "month" | "password";
  autoComplete?: string;
  maxLength?: number;
  inputMode?: "numeric" | "decimal" | "tel" | "email";
  defaultValue?: string;
  min?: number;
  max?: number;
}

/** The password a signed-in person types again before a sensitive change (a new factor). */
export function CurrentPasswordField({
  label,
  registration,
  error,
}: {
  /** Worded by the page: the public pages that use these fields do not carry the account's texts. */
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <TextField
      name="password"
      label={label}
      type="password"
      autoComplete="current-password"
      required
      registration={registration}
      error={error}
    />
  );
}

export function TextField({
  name,
  label,
  required,
  error,
  hint,
  wide,
  registration,
  missing,
  type = "text",
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldShell
      name={name}
      label={label}
      required={required}
      error={error}
      hint={hint}
      wide={wide}
      registration={registration}
      missing={missing}
    >
      {(control) => <input {...control} type={type} {...inputProps} />}
    </FieldShell>
  );
}

interface SelectFieldProps extends BaseFieldProps {
  options: readonly SelectOption[];
  /** The first, empty choice; `false` when the field always has a value (a default currency). */
  placeholder?: string | false;
  /** A choice the page reacts to at once, such as a simulator's: the field is then controlled. */
  value?: string;
  onValueChange?: (value: string) => void;
}

/** A select's first, empty choice: the page's own words, or « Sélectionnez » in its language. */
function EmptyChoice({ label }: { label: string | undefined }) {
  const { formText } = formsText.use();
  return (
    <option value="" disabled>
      {label ?? formText.choose}
    </option>
  );
}

export function SelectField({
  options,
  placeholder,
  value,
  onValueChange,
  ...field
}: SelectFieldProps) {
  const state =
    value === undefined
      ? // The empty choice shows until one is made, before the scripts run too (a browser would
        // otherwise show the first real option, as if it were chosen).
        { defaultValue: placeholder === false ? undefined : "" }
      : {
          value,
          onChange: (event: ChangeEvent<HTMLSelectElement>) => onValueChange?.(event.target.value),
        };
  return (
    <FieldShell {...field}>
      {(control) => (
        <select {...control} {...state}>
          {placeholder !== false && <EmptyChoice label={placeholder} />}
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

/** A multi-line field, always as wide as the form. */
export function TextAreaField({ rows = 4, maxLength = 2000, ...field }: TextAreaFieldProps) {
  return (
    <FieldShell {...field} wide>
      {(control) => <textarea {...control} rows={rows} maxLength={maxLength} />}
    </FieldShell>
  );
}

interface CheckboxFieldProps {
  label: ReactNode;
  error?: string;
  required?: boolean;
  registration: UseFormRegisterReturn;
  missing?: SiteMessageKey;
}

/** A box to tick, its label beside it and its error under it. */
export function CheckboxField({
  label,
  error,
  required,
  registration,
  missing,
}: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-erreur`;
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          {...registration}
        />
        <label htmlFor={id} className="text-ink-900">
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-danger-700">
              *
            </span>
          )}
        </label>
      </div>
      <FieldMessage
        id={errorId}
        error={error}
        missing={missing}
        className="mt-1 text-sm font-medium text-danger-700"
      />
    </div>
  );
}
