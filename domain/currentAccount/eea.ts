import { electronicIban, isValidIban } from "./iban";

/**
 * The European Economic Area: the European Union's 27 member states (europa.eu, « EU countries »)
 * and Iceland, Liechtenstein and Norway (EFTA, the EEA Agreement), by their ISO 3166-1 alpha-2
 * codes; Greece is GR, as in its IBANs, not the EU's own EL. Checked on 28 November 2026; the list
 * has not changed since the United Kingdom left the Union on 31 January 2020.
 *
 * The Code monétaire et financier (R561-5-2) accepts as one measure of a distance opening a first
 * payment from an account in the customer's name at an institution established in the EU or the
 * EEA: the country of the payer's IBAN is where the account is kept. The overseas departments
 * (Guadeloupe, Martinique, Guyane, La Réunion, Mayotte) are France and their banks' IBANs are FR;
 * Monaco, San Marino, Switzerland and the United Kingdom are in SEPA but outside the EEA.
 */
export const eeaCountries = [
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
  "IS",
  "LI",
  "NO",
] as const;

export type EeaCountry = (typeof eeaCountries)[number];

const eea: ReadonlySet<string> = new Set(eeaCountries);

/** A valid IBAN of an account kept in the EEA, however it was typed. */
export function isEeaIban(iban: string): boolean {
  return isValidIban(iban) && eea.has(electronicIban(iban).slice(0, 2));
}
