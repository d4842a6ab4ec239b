import { useMemo } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { callApi } from "~/lib/api";
import { PageFormName } from "~/lib/pageForms";
import { useApiForm } from "~/lib/useApiForm";
import { FormCard } from "./FormCard";
import { Honeypot } from "./Honeypot";
import { SelectField, TextAreaField, TextField } from "./fields";
import { leadForms, type LeadKind } from "@domain/leads/forms";
import { simulationInAddress } from "@domain/leads/simulation";
import { leadFormAnchor } from "@domain/navigation/pageForms";
import { leadFormsText } from "~/content/leadForms.i18n";
import type { LeadField, LeadFormSpec } from "@domain/leads/spec";
import type { LeadFormCopy } from "~/content/types";

interface LeadFieldViewProps {
  kind: LeadKind;
  field: LeadField;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

function LeadFieldView({ kind, field, registration, error }: LeadFieldViewProps) {
  const { leadFieldLabels, leadChoiceLabels } = leadFormsText.use();
  const label = leadFieldLabels[kind][field.name] ?? field.label;
  switch (field.control) {
    case "input":
      return (
        <TextField
          name={field.name}
          label={label}
          type={field.type}
          required={field.required}
          registration={registration}
          error={error}
          autoComplete={field.autoComplete}
          wide={field.wide}
        />
      );
    case "select":
      return (
        <SelectField
          name={field.name}
          label={label}
          options={field.options.map(({ value }) => ({
            value,
            label: leadChoiceLabels[field.name]?.[value] ?? value,
          }))}
          required={field.required}
          registration={registration}
          error={error}
        />
      );
    case "textarea":
      return (
        <TextAreaField
          name={field.name}
          label={label}
          rows={field.rows}
          required={field.required}
          registration={registration}
          error={error}
        />
      );
  }
}

export function LeadForm({ copy }: { copy: LeadFormCopy }) {
  const form: LeadFormSpec = leadForms[copy.kind];
  // The phone-number rules weigh more than the rest of the page's code: load them on first use.
  const schema = useMemo(
    () => () => import("@domain/leads/schema").then(({ leadSchema }) => leadSchema(form)),
    [form],
  );
  const defaultValues = useMemo(
    () => Object.fromEntries([...form.fields.map((field) => [field.name, ""]), ["website", ""]]),
    [form],
  );
  const {
    form: state,
    field,
    submit,
    outcome,
    prepare,
  } = useApiForm({
    schema,
    defaultValues,
    send: async (values) => {
      // Loaded with the schema, on the first submission: the declaration brings zod.
      const { sendLead } = await import("@domain/api/leads");
      return callApi(sendLead, {
        params: { kind: copy.kind },
        body: {
          ...values,
          page: window.location.pathname,
          ...simulationInAddress(new URLSearchParams(window.location.search), form.loanAmount),
        },
      });
    },
    pageForm: "lead",
  });
  // The field names come from the form's description, so TypeScript only knows them as strings.
  const registerField = field as (name: string) => UseFormRegisterReturn;
  const errors = state.formState.errors as Partial<Record<string, { message?: string }>>;
  return (
    <FormCard
      id={leadFormAnchor}
      title={copy.title}
      intro={copy.intro}
      submitLabel={copy.submitLabel}
      onSubmit={submit}
      onFocus={prepare}
      submitting={state.formState.isSubmitting}
      outcome={outcome}
    >
      <PageFormName form="lead" />
      <input type="hidden" name="kind" value={copy.kind} />
      {form.fields.map((leadField) => (
        <LeadFieldView
          key={leadField.name}
          kind={copy.kind}
          field={leadField}
          registration={registerField(leadField.name)}
          error={errors[leadField.name]?.message}
        />
      ))}
      <Honeypot registration={registerField("website")} />
    </FormCard>
  );
}
