import type { LeadFormSpec } from "@domain/leads/spec";
import type { LoanOffer, RateBand } from "@domain/credit/offers";

/** The seed's sample results, inconsistent with its own rates (DECISIONS.md): no page may show them. */
export const seedSampleFigures = [345, 20_700, 285, 162, 9_720, 320, 23_040];

/** Numbers as a reader sees them: "20 700 €", "20700", "3,20 %" (3.2) or 0.032. */
const numberPattern = /\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+(?:[.,]\d+)?/g;

/** Every seed sample figure written anywhere in the data or the text (serialised to JSON). */
export function seedSampleFiguresIn(data: unknown): number[] {
  const text = typeof data === "string" ? data : JSON.stringify(data);
  const numbers = (text.match(numberPattern) ?? []).map((token) =>
    Number(token.replace(/[ \u00a0\u202f]/g, "").replace(",", ".")),
  );
  return seedSampleFigures.filter((figure) => numbers.includes(figure));
}

export function fieldNames(form: LeadFormSpec, required: boolean): string[] {
  return form.fields
    .filter((field) => Boolean(field.required) === required)
    .map((field) => field.name);
}

/** Every borrowing rate an offer's grid holds, once each, in increasing order. */
export function allRates(offer: LoanOffer): number[] {
  const rates = Object.values<readonly RateBand[]>(offer.rates).flatMap((bands) =>
    bands.map((band) => band.rate),
  );
  return [...new Set(rates)].sort((a, b) => a - b);
}
