import { accountOffers, type AccountOfferId } from "../accounts";
import { parisDay } from "../calendar/parisDay";
import { rule, type RuleMessage } from "../i18n/message";
import { isCountryCode } from "./countryCodes";
import { freshProofSchema } from "./freshProof";
import { runAlways, z } from "./z";

/**
 * The forms of a current account's opening at a distance (issue 34), one schema per step, checked
 * in the browser and again on the server. What they ask is what the law asks of a bank that opens
 * an account without meeting its customer (decision record 052): the identity (Code monétaire et
 * financier R561-5: names, date and place of birth, and the address, R312-2), the knowledge of the
 * customer (L561-5-1: occupation, income, purpose of the relationship), the tax residence (the
 * CRS and FATCA self-certification) and an identity document, one of the two measures of R561-5-2.
 * Choices are stable codes; their words are in the catalogs.
 */

export const accountOfferIds = Object.keys(accountOffers) as [AccountOfferId, ...AccountOfferId[]];

export const occupations = [
  "employee",
  "civilServant",
  "selfEmployed",
  "executive",
  "retired",
  "student",
  "unemployed",
  "other",
] as const;
export const monthlyIncomeBands = [
  "under1000",
  "from1000",
  "from2000",
  "from3500",
  "from6000",
] as const;
export const accountPurposes = [
  "mainAccount",
  "secondaryAccount",
  "savings",
  "receiveSalary",
] as const;
export const expectedMonthlyInflows = ["under1000", "from1000", "from3000", "from10000"] as const;
export const identityDocumentKinds = ["idCard", "passport", "residencePermit"] as const;

export type Occupation = (typeof occupations)[number];
export type MonthlyIncomeBand = (typeof monthlyIncomeBands)[number];
export type AccountPurpose = (typeof accountPurposes)[number];
export type ExpectedMonthlyInflow = (typeof expectedMonthlyInflows)[number];
export type IdentityDocumentKind = (typeof identityDocumentKinds)[number];

export const accountOpeningMessages = {
  offer: rule("openingOfferRequired"),
  birthPlace: rule("openingBirthPlaceRequired"),
  birthCountry: rule("openingBirthCountryRequired"),
  addressLine: rule("openingAddressRequired"),
  postalCode: rule("openingPostalCodeRequired"),
  frenchPostalCode: rule("openingFrenchPostalCodeInvalid"),
  city: rule("openingCityRequired"),
  country: rule("openingCountryRequired"),
  occupation: rule("openingOccupationRequired"),
  income: rule("openingIncomeRequired"),
  purpose: rule("openingPurposeRequired"),
  inflow: rule("openingInflowRequired"),
  taxCountry: rule("openingTaxCountryRequired"),
  taxNumber: rule("openingTaxNumberRequired"),
  frenchTaxNumber: rule("openingFrenchTaxNumberInvalid"),
  usPerson: rule("openingUsPersonRequired"),
  usTaxNumber: rule("openingUsTaxNumberRequired"),
  documentKind: rule("openingDocumentKindRequired"),
  documentNumber: rule("openingDocumentNumberRequired"),
  documentExpiry: rule("openingDocumentExpiryRequired"),
  documentExpired: rule("openingDocumentExpired"),
  agreement: rule("openingAgreementRequired"),
} as const;

const m = accountOpeningMessages;

/** A text field: trimmed, required, at most `max` characters. */
const text = (message: RuleMessage, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, rule("fieldTooLong", { max }));

/** One of a select's codes; until checked the form holds any string, the empty choice too. */
const choice = <T extends string>(codes: readonly [T, ...T[]], message: RuleMessage) =>
  z.string({ error: message }).pipe(z.enum(codes, { error: message }));

/** An ISO 3166-1 alpha-2 code of a country, as the country lists send it. */
const countryCode = (message: RuleMessage) =>
  z.string({ error: message }).trim().toUpperCase().refine(isCountryCode, message);

export const offerStepSchema = z.object({ offer: choice(accountOfferIds, m.offer) });

export const identityStepSchema = z
  .object({
    birthPlace: text(m.birthPlace),
    birthCountry: countryCode(m.birthCountry),
    addressLine: text(m.addressLine, 140),
    addressComplement: z
      .string()
      .trim()
      .max(140, rule("fieldTooLong", { max: 140 }))
      .optional(),
    postalCode: text(m.postalCode, 12),
    city: text(m.city),
    country: countryCode(m.country),
  })
  .refine((data) => data.country !== "FR" || /^\d{5}$/.test(data.postalCode ?? ""), {
    path: ["postalCode"],
    message: m.frenchPostalCode,
    ...runAlways,
  });

export const knowYourCustomerStepSchema = z.object({
  occupation: choice(occupations, m.occupation),
  monthlyIncome: choice(monthlyIncomeBands, m.income),
  purpose: choice(accountPurposes, m.purpose),
  expectedMonthlyInflow: choice(expectedMonthlyInflows, m.inflow),
});

/**
 * The French tax number (« numéro fiscal ») has 13 digits, the first 0, 1, 2 or 3; a US person
 * gives their TIN (FATCA): nine digits, with or without the dashes of an SSN or an EIN.
 */
const frenchTaxNumber = /^[0-3]\d{12}$/;
const usTaxNumber = /^\d{3}-?\d{2}-?\d{4}$|^\d{2}-?\d{7}$/;

export const taxResidenceStepSchema = z
  .object({
    taxCountry: countryCode(m.taxCountry),
    taxNumber: text(m.taxNumber, 30).transform((value) => value.replace(/\s/g, "")),
    usPerson: z.boolean({ error: m.usPerson }),
    usTaxNumber: z.string().trim().optional(),
  })
  .refine((data) => data.taxCountry !== "FR" || frenchTaxNumber.test(data.taxNumber ?? ""), {
    path: ["taxNumber"],
    message: m.frenchTaxNumber,
    ...runAlways,
  })
  .refine((data) => data.usPerson !== true || usTaxNumber.test(data.usTaxNumber ?? ""), {
    path: ["usTaxNumber"],
    message: m.usTaxNumber,
    ...runAlways,
  });

/** `YYYY-MM-DD`, a real day of the calendar. */
const isDay = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === value;
};

/**
 * The identity document's details; its two faces are uploaded apart. An expired document proves
 * nothing (R561-5: « en cours de validité »): `today` gives the bank's day in Paris at each check,
 * so that a server running past midnight judges by the new day.
 */
export const identityDocumentStepSchemaOn = (today: () => string) =>
  z.object({
    documentKind: choice(identityDocumentKinds, m.documentKind),
    documentNumber: text(m.documentNumber, 20)
      .transform((value) => value.replace(/\s/g, "").toUpperCase())
      .refine((value) => /^[A-Z0-9]{6,20}$/.test(value), m.documentNumber),
    documentExpiresOn: z
      .string({ error: m.documentExpiry })
      .trim()
      .refine(isDay, m.documentExpiry)
      .refine((value) => !isDay(value) || value >= today(), m.documentExpired),
  });

export const identityDocumentStepSchema = identityDocumentStepSchemaOn(() => parisDay(new Date()));

export type OfferStep = z.output<typeof offerStepSchema>;
export type IdentityStep = z.output<typeof identityStepSchema>;
export type KnowYourCustomerStep = z.output<typeof knowYourCustomerStepSchema>;
export type TaxResidenceStep = z.output<typeof taxResidenceStepSchema>;
export type IdentityDocumentStep = z.output<typeof identityDocumentStepSchema>;

/**
 * The signature of the agreement: a fresh password or passkey, and the box saying the customer
 * read the agreement and the fee information document they downloaded.
 */
export const openingSignatureSchema = freshProofSchema(m.agreement);
export type OpeningSignatureForm = z.input<typeof openingSignatureSchema>;
