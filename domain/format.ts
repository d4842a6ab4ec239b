/**
 * French number and date formats, written out rather than asked of `Intl`: a browser's first `Intl`
 * object loads its ICU locale data, which took 225 to 290 ms of main thread in Chromium here, at
 * the moment a pre-rendered page hydrates (decision record 015). The results are the very strings
 * `Intl` gives for fr-FR (format.test.ts compares them over thousands of values).
 */

/** fr-FR groups thousands with a narrow no-break space and puts a no-break space before € or %. */
const THOUSANDS = "\u202f";
const BEFORE_UNIT = "\u00a0";

/**
 * `value` × 10^`shift` with `minDigits` to `maxDigits` decimals. As ICU does, it rounds the number's
 * shortest decimal writing (0.015 is "0.015", so 0,02), half away from zero, and shifts a percent's
 * decimal point in that writing rather than multiplying in binary.
 */
function frenchNumber(value: number, minDigits: number, maxDigits: number, shift = 0): string {
  const written = String(Math.abs(value));
  // Below a millionth a page shows 0; above 10^21 no page shows anything.
  const plain = written.includes("e-")
    ? "0"
    : written.includes("e")
      ? Math.abs(value).toFixed(0)
      : written;
  const [wholePart = "0", decimalPart = ""] = plain.split(".");
  const digits = `${wholePart}${decimalPart.padEnd(shift, "0")}`;
  const pointAt = wholePart.length + shift;
  const kept = digits.slice(0, pointAt + maxDigits).padEnd(pointAt + maxDigits, "0");
  const roundsUp = Number(digits[pointAt + maxDigits] ?? "0") >= 5;
  const rounded = (BigInt(kept) + (roundsUp ? 1n : 0n)).toString().padStart(maxDigits + 1, "0");
  const whole = rounded.slice(0, rounded.length - maxDigits);
  let decimals = rounded.slice(rounded.length - maxDigits);
  while (decimals.length > minDigits && decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, THOUSANDS);
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped}${decimals ? `,${decimals}` : ""}`;
}

/** `370,14 €` */
export const formatEuros = (amount: number) => `${frenchNumber(amount, 2, 2)}${BEFORE_UNIT}€`;

/** `20 000 €`, for round marketing amounts. */
export const formatWholeEuros = (amount: number) => `${frenchNumber(amount, 0, 0)}${BEFORE_UNIT}€`;

/** `4,28 %` from 0.0428 */
export const formatRate = (rate: number) => `${frenchNumber(rate, 2, 2, 2)}${BEFORE_UNIT}%`;

/** `31,4 %` from 0.314: a share of income, to a tenth of a percent. */
export const formatRatio = (share: number) => `${frenchNumber(share, 1, 1, 2)}${BEFORE_UNIT}%`;

/** `20 000` or `1 250,5`: an amount as it is typed in a field, without the currency. */
export const formatNumber = (amount: number) => frenchNumber(amount, 0, 2);

const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
] as const;

/** `1er février 2026` from `2026-02-01`: French writes the first of a month as an ordinal. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const day = date.getUTCDate();
  return `${day === 1 ? "1er" : day} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

// Only pages behind a sign-in show moments: they may pay for Intl, created on first use.
let dateTime: Intl.DateTimeFormat | undefined;

/** `23 novembre 2026 à 10:42`, for moments the customer saw happen (sign-ins, devices). */
export const formatDateTime = (isoDate: string) =>
  (dateTime ??= new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short" })).format(
    new Date(isoDate),
  );
