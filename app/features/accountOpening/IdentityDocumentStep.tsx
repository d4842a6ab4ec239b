import { saveIdentityDocument } from "@domain/api/accountOpening";
import type { Opening } from "@domain/currentAccount/opening";
import { identityDocumentKinds } from "@domain/forms/accountOpening";
import { TextField } from "~/components/ui/fields";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { callApi } from "~/lib/api";
import { RadioGroupField } from "./RadioGroupField";
import { StepSection, type StepProps } from "./StepSection";
import { choicesOf, identityDocumentFormSchema, identityDocumentFormValues } from "./stepForms";
import { useStepForm } from "./useStepForm";

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
  const { fieldOf, sectionProps } = useStepForm({
    schema: identityDocumentFormSchema,
    defaultValues: identityDocumentFormValues(opening),
    labels: text.labels,
    send: (body) => callApi(saveIdentityDocument, { body }),
    onSaved,
  });

  return (
    <StepSection
      step="identityDocument"
      title={text.title}
      intro={text.intro}
      headingRef={headingRef}
      {...sectionProps}
      note={<p className="rounded-lg bg-brand-50 p-4 text-ink-700">{text.photosLater}</p>}
    >
      <RadioGroupField
        {...fieldOf("documentKind")}
        choices={choicesOf(identityDocumentKinds, text.kinds)}
      />
      <TextField
        {...fieldOf("documentNumber")}
        hint={text.documentNumberHint}
        required
        maxLength={20}
      />
      <TextField {...fieldOf("documentExpiresOn")} type="date" required />
    </StepSection>
  );
}
