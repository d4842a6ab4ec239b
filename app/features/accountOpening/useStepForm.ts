import type { FormEvent } from "react";
import { get, type FieldError, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import type { Opening } from "@domain/currentAccount/opening";
import { useApiForm } from "~/lib/useApiForm";

/**
 * An answer step's form: checked with its shared schema, saved through its endpoint, the opening
 * answered handed to `onSaved`. `fieldOf` gives a field what the field components take (its name,
 * which a radio group's radios take from the registration, its label or legend, its error, and its
 * registration, which clears the error as soon as the field is edited); `sectionProps`, what
 * `StepSection` takes of the form.
 */
export function useStepForm<Schema extends z.ZodType<unknown, FieldValues>>({
  schema,
  defaultValues,
  labels,
  send,
  onSaved,
}: {
  schema: Schema;
  defaultValues: z.input<Schema>;
  /** Each field's label (a group's legend), by its name. */
  labels: Record<Path<z.input<Schema>>, string>;
  send: (values: z.output<Schema>) => Promise<Opening>;
  onSaved: (opening: Opening) => void;
}) {
  const { form, submit, outcome } = useApiForm({
    schema,
    defaultValues,
    send,
    onSuccess: onSaved,
  });
  // Read from the form's state during the render, as react-hook-form asks, so that the page is
  // drawn again when a message comes or goes.
  const { errors, isSubmitting } = form.formState;
  const fieldOf = (name: Path<z.input<Schema>>) => ({
    name,
    label: labels[name],
    error: (get(errors, name) as FieldError | undefined)?.message,
    registration: form.register(name, { onChange: () => form.clearErrors(name) }),
  });
  const sectionProps = {
    outcome,
    submitting: isSubmitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
  return { form, fieldOf, sectionProps };
}
