import type { AccountOfferId } from "@domain/accounts";
import { saveOffer } from "@domain/api/accountOpening";
import type { Opening } from "@domain/currentAccount/opening";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { callApi } from "~/lib/api";
import { RadioGroupField } from "./RadioGroupField";
import { StepSection, type StepProps } from "./StepSection";
import { offerFormSchema, offerFormValues } from "./stepForms";
import { useStepForm } from "./useStepForm";

/** The first step: one of the three offers, each card with its price, overdraft and fees. */
export function OfferStep({
  opening,
  preselected,
  onSaved,
  headingRef,
}: StepProps & {
  opening: Opening;
  preselected: AccountOfferId | undefined;
  onSaved: (opening: Opening) => void;
}) {
  const { offerStepText: text } = accountOpeningText.use();
  const { fieldOf, sectionProps } = useStepForm({
    schema: offerFormSchema,
    defaultValues: offerFormValues(opening, preselected),
    labels: { offer: text.legend },
    send: (body) => callApi(saveOffer, { body }),
    onSaved,
  });
  return (
    <StepSection
      step="offer"
      title={text.title}
      intro={text.intro}
      headingRef={headingRef}
      {...sectionProps}
      requiredLegend={false}
    >
      <RadioGroupField
        {...fieldOf("offer")}
        layout="cards"
        choices={text.offers.map((offer) => ({
          value: offer.id,
          label: offer.name,
          details: (
            <>
              <span className="block text-lg font-semibold text-brand-900">{offer.price}</span>
              <span className="mt-2 block text-ink-700">{offer.overdraft}</span>
              <span className="mt-1 block text-ink-700">{offer.foreignFee}</span>
            </>
          ),
        }))}
      />
    </StepSection>
  );
}
