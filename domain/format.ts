const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
const wholeEuros = new Intl.NumberFormat("fr-FR", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
});
const percent = new Intl.NumberFormat("fr-FR", {
  style: "percent",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `370,14 €` */
export const formatEuros = (amount: number) => euros.format(amount);

/** `20 000 €`, for round marketing amounts. */
export const formatWholeEuros = (amount: number) => wholeEuros.format(amount);

/** `4,28 %` from 0.0428 */
export const formatRate = (rate: number) => percent.format(rate);

const ratio = new Intl.NumberFormat("fr-FR", {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** `31,4 %` from 0.314: a share of income, to a tenth of a percent. */
export const formatRatio = (share: number) => ratio.format(share);

const plainNumber = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });

/** `20 000` or `1 250,5`: an amount as it is typed in a field, without the currency. */
export const formatNumber = (amount: number) => plainNumber.format(amount);

const longDate = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** `1er février 2026` from `2026-02-01`: French writes the first of a month as an ordinal. */
export const formatLongDate = (isoDate: string) =>
  longDate.format(new Date(`${isoDate}T00:00:00Z`)).replace(/^1 /, "1er ");

const dateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short" });

/** `23 novembre 2026 à 10:42`, for moments the customer saw happen (sign-ins, devices). */
export const formatDateTime = (isoDate: string) => dateTime.format(new Date(isoDate));
