import type { AccountOfferId } from "@domain/accounts";
import type { Opening } from "@domain/currentAccount/opening";
import {
  identityDocumentStepSchema,
  identityStepSchema,
  knowYourCustomerStepSchema,
  offerStepSchema,
  taxResidenceStepSchema,
  type TaxResidenceStep,
} from "@domain/forms/accountOpening";
import { z } from "@domain/forms/z";

/**
 * What each step's form holds, text in every field as the page's fields give it, and its values
 * from the answers saved before (to change them) or empty the first time. The forms check with the
 * steps' shared schemas, so their messages are the server's, next to the same fields.
 */

/** The domain's codes, in their order, each worded in the page's language. */
export const choicesOf = <Code extends string>(
  codes: readonly Code[],
  labels: Record<Code, string>,
) => codes.map((value) => ({ value, label: labels[value] }));

export const offerFormSchema = offerStepSchema;
export type OfferFormValues = z.input<typeof offerFormSchema>;

/** The offer saved, or the one chosen on the current account page, or none yet. */
export const offerFormValues = (
  opening: Pick<Opening, "offer">,
  preselected: AccountOfferId | undefined,
): OfferFormValues => ({ offer: opening.offer ?? preselected ?? "" });

export const identityFormSchema = identityStepSchema;
export type IdentityFormValues = Required<z.input<typeof identityFormSchema>>;

/** The identity saved; the first time, the country of residence the customer signed up with. */
export const identityFormValues = (
  opening: Pick<Opening, "identity">,
  signupCountry: string | undefined,
): IdentityFormValues => {
  const saved = opening.identity;
  return {
    birthPlace: saved?.birthPlace ?? "",
    birthCountry: saved?.birthCountry ?? "",
    addressLine: saved?.addressLine ?? "",
    addressComplement: saved?.addressComplement ?? "",
    postalCode: saved?.postalCode ?? "",
    city: saved?.city ?? "",
    country: saved?.country ?? signupCountry ?? "",
  };
};

export const knowYourCustomerFormSchema = knowYourCustomerStepSchema;
export type KnowYourCustomerFormValues = z.input<typeof knowYourCustomerFormSchema>;

export const knowYourCustomerFormValues = (
  opening: Pick<Opening, "knowYourCustomer">,
): KnowYourCustomerFormValues => ({
  occupation: opening.knowYourCustomer?.occupation ?? "",
  monthlyIncome: opening.knowYourCustomer?.monthlyIncome ?? "",
  purpose: opening.knowYourCustomer?.purpose ?? "",
  expectedMonthlyInflow: opening.knowYourCustomer?.expectedMonthlyInflow ?? "",
});

/** The « US person » question's two answers, as its radios send them. */
export const usPersonAnswers = { yes: "oui", no: "non" } as const;

/**
 * The tax residence as its fields hold it: the « US person » question is two radios, none ticked
 * until the customer answers, and the US tax number is sent only with a yes (a number typed, then
 * the answer changed to no, is not kept).
 */
export const taxResidenceFormSchema = z
  .object({
    taxCountry: z.string(),
    taxNumber: z.string(),
    usPerson: z.string(),
    usTaxNumber: z.string(),
  })
  .transform((form) => {
    const usPerson =
      form.usPerson === usPersonAnswers.yes
        ? true
        : form.usPerson === usPersonAnswers.no
          ? false
          : undefined;
    return {
      taxCountry: form.taxCountry,
      taxNumber: form.taxNumber,
      // The schema reads `undefined` as the question not answered: the cast keeps that meaning.
      usPerson: usPerson as boolean,
      ...(usPerson === true && { usTaxNumber: form.usTaxNumber }),
    };
  })
  .pipe(taxResidenceStepSchema);
export type TaxResidenceFormValues = z.input<typeof taxResidenceFormSchema>;

const usPersonText = (usPerson: TaxResidenceStep["usPerson"] | undefined) =>
  usPerson === undefined ? "" : usPerson ? usPersonAnswers.yes : usPersonAnswers.no;

/** The tax residence saved; the first time, the country of residence given at the step before. */
export const taxResidenceFormValues = (
  opening: Pick<Opening, "taxResidence" | "identity">,
): TaxResidenceFormValues => {
  const saved = opening.taxResidence;
  return {
    taxCountry: saved?.taxCountry ?? opening.identity?.country ?? "",
    taxNumber: saved?.taxNumber ?? "",
    usPerson: usPersonText(saved?.usPerson),
    usTaxNumber: saved?.usTaxNumber ?? "",
  };
};

export const identityDocumentFormSchema = identityDocumentStepSchema;
export type IdentityDocumentFormValues = z.input<typeof identityDocumentFormSchema>;

export const identityDocumentFormValues = (
  opening: Pick<Opening, "identityDocument">,
): IdentityDocumentFormValues => ({
  documentKind: opening.identityDocument?.documentKind ?? "",
  documentNumber: opening.identityDocument?.documentNumber ?? "",
  documentExpiresOn: opening.identityDocument?.documentExpiresOn ?? "",
});
