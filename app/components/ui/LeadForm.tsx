import { FormCard } from "./FormCard";
import { SelectField, TextAreaField, TextField, type SelectOption } from "./fields";

interface LeadFieldBase {
  /** camelCase English name sent to the lead API. */
  name: string;
  label: string;
  required?: boolean;
}

export type LeadField =
  | (LeadFieldBase & {
      control: "input";
      type: "text" | "email" | "tel" | "number";
      autoComplete?: string;
      wide?: boolean;
    })
  | (LeadFieldBase & { control: "select"; options: readonly SelectOption[] })
  | (LeadFieldBase & { control: "textarea"; rows: number });

/** A lead form described as data, so its fields can be checked by tests and reused by the server. */
export interface LeadFormSpec {
  /** The lead kind of the API (`POST /api/leads/:kind`). */
  kind: string;
  title: string;
  intro?: string;
  submitLabel: string;
  fields: readonly LeadField[];
}

function LeadFieldView({ field }: { field: LeadField }) {
  switch (field.control) {
    case "input":
      return (
        <TextField
          name={field.name}
          label={field.label}
          type={field.type}
          required={field.required}
          autoComplete={field.autoComplete}
          wide={field.wide}
        />
      );
    case "select":
      return (
        <SelectField
          name={field.name}
          label={field.label}
          options={field.options}
          required={field.required}
        />
      );
    case "textarea":
      return (
        <TextAreaField
          name={field.name}
          label={field.label}
          rows={field.rows}
          required={field.required}
        />
      );
  }
}

export function LeadForm({ form }: { form: LeadFormSpec }) {
  return (
    <FormCard kind={form.kind} title={form.title} intro={form.intro} submitLabel={form.submitLabel}>
      {form.fields.map((field) => (
        <LeadFieldView key={field.name} field={field} />
      ))}
    </FormCard>
  );
}
