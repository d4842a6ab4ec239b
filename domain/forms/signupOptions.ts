/** Choices of the signup wizard: values on the wire are codes, labels are the seed's French texts. */

export const genders = [
  { value: "male", label: "Homme" },
  { value: "female", label: "Femme" },
  { value: "other", label: "Autre" },
  { value: "prefer_not_say", label: "Je préfère ne pas dire" },
] as const;

/** ISO 3166-1 alpha-2 codes, in the seed's order. */
export const countries = [
  { value: "FR", label: "France" },
  { value: "BE", label: "Belgique" },
  { value: "CH", label: "Suisse" },
  { value: "CA", label: "Canada" },
  { value: "LU", label: "Luxembourg" },
  { value: "MC", label: "Monaco" },
  { value: "DE", label: "Allemagne" },
  { value: "ES", label: "Espagne" },
  { value: "IT", label: "Italie" },
  { value: "PT", label: "Portugal" },
  { value: "GB", label: "Royaume-Uni" },
  { value: "US", label: "États-Unis" },
] as const;

/** ISO 4217 codes with the seed's names. */
export const currencies = [
  { value: "EUR", label: "Euro" },
  { value: "USD", label: "Dollar US" },
  { value: "GBP", label: "Livre Sterling" },
  { value: "CHF", label: "Franc Suisse" },
  { value: "CAD", label: "Dollar Canadien" },
  { value: "XOF", label: "Franc CFA" },
] as const;

export type Gender = (typeof genders)[number]["value"];
export type CountryCode = (typeof countries)[number]["value"];
export type CurrencyCode = (typeof currencies)[number]["value"];

type Option = { readonly value: string; readonly label: string };
const labelOf = (options: readonly Option[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The code itself when it is one of the listed countries, for libraries that want a known code. */
export const countryCode = (value: string): CountryCode | undefined =>
  countries.find((country) => country.value === value)?.value;

export const countryLabel = (value: string) => labelOf(countries, value);
