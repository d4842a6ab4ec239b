import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { LeadField } from "./spec";
import { isLeadKind, leadForms, leadKindLabels } from "./forms";
import { formatEuros } from "../format";
import { onFirstUse } from "../onFirstUse";

// How staff read a lead, on screen and in the CSV export alike.

export interface DisplayedField {
  name: string;
  label: string;
  value: string;
}

const paris = onFirstUse(
  () =>
    new Intl.DateTimeFormat("fr-FR", {
      timeZone: "Europe/Paris",
      dateStyle: "short",
      timeStyle: "short",
    }),
);

/** `12/03/2025 14:05`, in the bank's time zone whatever the reader's machine says. */
export const formatLeadTime = (iso: string | Date) => paris().format(new Date(iso));

export const kindLabel = (kind: string) => (isLeadKind(kind) ? leadKindLabels[kind] : kind);

/** French numbers as dialled in France (`06 11 22 33 44`), others with their country code. */
export function formatPhone(value: string): string {
  const phone = parsePhoneNumberFromString(value);
  if (!phone) return value;
  return phone.country === "FR" ? phone.formatNational() : phone.formatInternational();
}

export const formatSimulation = ({ montant, duree }: { montant: number; duree: number }) =>
  `${formatEuros(montant)} sur ${duree} mois`;

function displayValue(field: LeadField, value: string): string {
  if (field.control === "select") {
    return field.options.find((option) => option.value === value)?.label ?? value;
  }
  if (field.control === "input" && field.type === "tel") return formatPhone(value);
  return value;
}

/**
 * Every filled field of a lead under the label its form showed, in the form's order. Fields the
 * form no longer has (it changed after the lead was sent) follow under their technical name.
 */
export function displayedFields(kind: string, fields: Record<string, string>): DisplayedField[] {
  const spec = isLeadKind(kind) ? leadForms[kind].fields : [];
  const known = spec.flatMap((field) => {
    const value = fields[field.name];
    return value
      ? [{ name: field.name, label: field.label, value: displayValue(field, value) }]
      : [];
  });
  const specNames = new Set(spec.map((field) => field.name));
  const others = Object.entries(fields)
    .filter(([name, value]) => value && !specNames.has(name))
    .map(([name, value]) => ({ name, label: name, value }));
  return [...known, ...others];
}
