import type { Application } from "@domain/credit/application";
import { creditSituationSchema, type CreditSituationInput } from "@domain/forms/creditSituation";
import { z } from "@domain/forms/z";
import { formatNumber } from "@domain/format";

/**
 * An amount as a French customer types it (`1 850,50`, `1850.5`, `1 850 €`), in the terms the
 * shared schema expects: `undefined` for an empty field (its "required" message), `NaN` for text
 * that is no amount (its "in figures" message). A sign is kept, for the "negative" message.
 */
export function readFigure(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, "");
  if (compact === "") return undefined;
  return /^-?\d+(?:[.,]\d+)?$/.test(compact) ? Number(compact.replace(",", ".")) : Number.NaN;
}

const text = z.string();

/**
 * What the Informations form holds, text in every field, read into the situation then checked by
 * the server's own schema: the messages are the server's, next to the same fields.
 */
export const situationFormSchema = z
  .object({
    employmentStatus: text,
    employedSince: text,
    netMonthlyIncome: text,
    coBorrowerNetMonthlyIncome: text,
    otherCreditPayments: text,
    housing: text,
    housingCost: text,
    dependants: text,
  })
  .transform((form): CreditSituationInput => ({
    employmentStatus: form.employmentStatus,
    employedSince: form.employedSince,
    // The schema reads `undefined` as a missing figure: the casts keep that meaning.
    netMonthlyIncome: readFigure(form.netMonthlyIncome) as number,
    coBorrowerNetMonthlyIncome: readFigure(form.coBorrowerNetMonthlyIncome),
    otherCreditPayments: readFigure(form.otherCreditPayments) as number,
    housing: form.housing,
    housingCost: readFigure(form.housingCost) as number,
    dependants: readFigure(form.dependants) as number,
  }))
  .pipe(creditSituationSchema);

export type SituationFormValues = z.input<typeof situationFormSchema>;

const figureText = (value: number | undefined) => (value === undefined ? "" : formatNumber(value));

/** The form filled with the situation given before, to change it; empty the first time. */
export function situationFormValues(situation: Application["situation"]): SituationFormValues {
  return {
    employmentStatus: situation?.employmentStatus ?? "",
    employedSince: situation?.employedSince ?? "",
    netMonthlyIncome: figureText(situation?.netMonthlyIncome),
    coBorrowerNetMonthlyIncome: figureText(situation?.coBorrowerNetMonthlyIncome),
    otherCreditPayments: figureText(situation?.otherCreditPayments),
    housing: situation?.housing ?? "",
    housingCost: figureText(situation?.housingCost),
    dependants: figureText(situation?.dependants),
  };
}
