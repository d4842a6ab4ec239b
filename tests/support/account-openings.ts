import type { z } from "@domain/forms/z";
import type {
  identityDocumentStepSchema,
  identityStepSchema,
  knowYourCustomerStepSchema,
  taxResidenceStepSchema,
} from "@domain/forms/accountOpening";

/** Claire Martin's answers to an account opening's steps, each valid as sent. */
export const openingIdentityBody = {
  birthPlace: "Lyon",
  birthCountry: "FR",
  addressLine: "12 rue de la Paix",
  postalCode: "75002",
  city: "Paris",
  country: "FR",
} satisfies z.input<typeof identityStepSchema>;

export const openingKnowYourCustomerBody = {
  occupation: "employee",
  monthlyIncome: "from2000",
  purpose: "mainAccount",
  expectedMonthlyInflow: "from1000",
} satisfies z.input<typeof knowYourCustomerStepSchema>;

export const openingTaxResidenceBody = {
  taxCountry: "FR",
  taxNumber: "1234567890123",
  usPerson: false,
} satisfies z.input<typeof taxResidenceStepSchema>;

/** A document valid for years after any test's day. */
export const openingIdentityDocumentBody = {
  documentKind: "idCard",
  documentNumber: "X4RT12AB3",
  documentExpiresOn: "2035-06-30",
} satisfies z.input<typeof identityDocumentStepSchema>;
