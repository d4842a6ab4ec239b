import type { Application } from "@domain/credit/application";
import { creditSituationSchema, type CreditSituationInput } from "@domain/forms/creditSituation";
import { z } from "@domain/forms/z";
import { numberFormats } from "@domain/format";
import type { Locale } from "@domain/i18n/locales";

/**
 * How each language writes an amount it types, once spaces and `€` are dropped: French groups
 * thousands with a space and takes a decimal comma or point (`1 850,50`, `1850.5`); English groups
 * with a comma (`1,850.50`), German and Spanish with a point (`1.850,50`), as the simulators read
 * them (`app/features/simulator/amountInput.ts`). A sign is kept, for the "negative" message.
 */
const figurePatterns: Record<Locale, RegExp> = {
  fr: /^(-?\d+)(?:[.,](\d+))?$/,
  en: /^(-?(?:\d+|\d{1,3}(?:,\d{3})+))(?:\.(\d+))?$/,
  es: /^(-?(?:\d+|\d{1,3}(?:\.\d{3})+))(?:,(\d+))?$/,
  de: /^(-?(?:\d+|\d{1,3}(?:\.\d{3})+))(?:,(\d+))?$/,
};

/**
 * An amount as a customer types it in the page's language, in the terms the shared schema
 * expects: `undefined` for an empty field (its "required" message), `NaN` for text that is no
 * amount (its "in figures" message).
 */
export function readFigure(text: string, locale: Locale = "fr"): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, "");
  if (compact === "") return undefined;
  const match = figurePatterns[locale].exec(compact);
  if (!match?.[1]) return Number.NaN;
  return Number(`${match[1].replace(/[.,]/g, "")}.${match[2] ?? "0"}`);
}

const text = z.string();

/**
 * What the Informations form holds, text in every field, read into the situation in the page's
 * language then checked by the server's own schema: the messages are the server's, next to the
 * same fields.
 */
export const situationFormSchema = (locale: Locale) =>
  z
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
      netMonthlyIncome: readFigure(form.netMonthlyIncome, locale) as number,
      coBorrowerNetMonthlyIncome: readFigure(form.coBorrowerNetMonthlyIncome, locale),
      otherCreditPayments: readFigure(form.otherCreditPayments, locale) as number,
      housing: form.housing,
      housingCost: readFigure(form.housingCost, locale) as number,
      dependants: readFigure(form.dependants, locale) as number,
    }))
    .pipe(creditSituationSchema);

export type SituationFormValues = z.input<ReturnType<typeof situationFormSchema>>;

/** The form filled with the situation given before, to change it; empty the first time. */
export function situationFormValues(
  situation: Application["situation"],
  locale: Locale = "fr",
): SituationFormValues {
  const { number } = numberFormats(locale);
  const figureText = (value: number | undefined) => (value === undefined ? "" : number(value));
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
