import { saveIdentityDocument } from "@domain/api/accountOpening";
import type { Opening } from "@domain/currentAccount/opening";
import { identityDocumentKinds } from "@domain/forms/accountOpening";
import { TextField } from "~/components/ui/fields";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";
import { RadioGroupField } from "./RadioGroupField";
import { StepSection, type StepProps } from "./StepSection";
import {
  choicesOf,
  identityDocumentFormSchema,
  identityDocumentFormValues,
  type IdentityDocumentFormValues,
} from "./stepForms";

/**
 * The identity document's kind, number and expiry (an expired one is refused). Its photos are
 * asked at the next stage: the page says so under the form.
 */
export function IdentityDocumentStep({
  opening,
  onSaved,
  headingRef,
}: StepProps & { opening: Opening; onSaved: (opening: Opening) => void }) {
  const { identityDocumentStepText: text } = accountOpeningText.use();
  const { labels } = text;
  const { form, submit, outcome } = useApiForm({
    schema: identityDocumentFormSchema,
    defaultValues: identityDocumentFormValues(opening),
    send: (body) => callApi(saveIdentityDocument, { body }),
    onSuccess: onSaved,
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof IdentityDocumentFormValues) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  return (
    <StepSection
      step="identityDocument"
      title={text.title}
      intro={text.intro}
      headingRef={headingRef}
      outcome={outcome}
      submitting={isSubmitting}
      onSubmit={(event) => void submit(event)}
      note={<p className="rounded-lg bg-brand-50 p-4 text-ink-700">{text.photosLater}</p>}
    >
      <RadioGroupField
        legend={labels.documentKind}
        choices={choicesOf(identityDocumentKinds, text.kinds)}
        error={errors.documentKind?.message}
        registration={field("documentKind")}
      />
      <TextField
        name="documentNumber"
        label={labels.documentNumber}
        hint={text.documentNumberHint}
        required
        maxLength={20}
        error={errors.documentNumber?.message}
        registration={field("documentNumber")}
      />
      <TextField
        name="documentExpiresOn"
        label={labels.documentExpiresOn}
        type="date"
        required
        error={errors.documentExpiresOn?.message}
        registration={field("documentExpiresOn")}
      />
    </StepSection>
  );
}
