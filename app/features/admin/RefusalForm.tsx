import { useEffect, useRef, useState } from "react";
import {
  refusalFormSchema,
  type RefusalForm as RefusalValues,
} from "@domain/forms/creditApplication";
import { TextAreaField } from "~/components/ui/fields";
import { FormAlert } from "~/components/ui/FormAlert";
import { ApiClientError } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";

/**
 * A refusal in the back office, of a loan application or an account opening: the reason first
 * (written to the customer), then an explicit confirmation that shows it, for a refusal is final.
 */
export function RefusalForm<Answer extends object>({
  label,
  hint,
  confirmation,
  send,
  onRefused,
  onCancel,
}: {
  /** The form's name, as its button says it: « Refuser la demande ». */
  label: string;
  /** Where the customer reads the reason. */
  hint: string;
  /** The question before the reason is sent, ending with a colon: the reason follows. */
  confirmation: string;
  send: (values: RefusalValues) => Promise<Answer>;
  onRefused: (answer: Answer) => Promise<void>;
  onCancel: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const { form, field, submit, outcome, focusFirstError } = useApiForm({
    schema: refusalFormSchema,
    defaultValues: { reason: "" },
    send: async (values) => {
      try {
        return await send(values);
      } catch (error) {
        // The server's word on the reason is to be fixed in the field, editable again.
        if (error instanceof ApiClientError && error.fields.reason) setConfirming(false);
        throw error;
      }
    },
    onSuccess: (answer) => onRefused(answer),
  });
  useEffect(() => {
    if (confirming) question.current?.focus();
    else form.setFocus("reason");
  }, [confirming, form]);
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={confirming ? submit : form.handleSubmit(() => setConfirming(true), focusFirstError)}
      aria-label={label}
      className="grid gap-4"
    >
      {confirming ? null : (
        <TextAreaField
          name="reason"
          label="Motif du refus"
          hint={hint}
          rows={4}
          maxLength={1000}
          required
          registration={field("reason")}
          error={errors.reason?.message}
        />
      )}
      {confirming ? (
        <div className="grid gap-3 rounded-lg border-l-4 border-danger-700 bg-red-50 p-4">
          <p ref={question} tabIndex={-1} className="font-semibold outline-none">
            {confirmation}
          </p>
          <blockquote className="border-l-2 border-danger-700 pl-3 break-words whitespace-pre-line">
            {form.getValues("reason")}
          </blockquote>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? "Enregistrement…" : "Confirmer le refus"}
            </button>
            <button
              type="button"
              className="btn btn-outline bg-white"
              onClick={() => setConfirming(false)}
            >
              Modifier le motif
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary">
            Continuer
          </button>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Annuler
          </button>
        </div>
      )}
      <FormAlert message={outcome?.kind === "failed" ? outcome.message : undefined} />
    </form>
  );
}
