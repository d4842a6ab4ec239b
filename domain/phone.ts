import type { Locale } from "./i18n/locales";

/** A French number in E.164: « +33 » and the nine digits after the domestic « 0 ». */
export type FrenchPhone = `+33${string}`;

/**
 * Geographic (01 to 05), mobile (06, 07) and 09 numbers, written in pairs. Special-rate 08 numbers
 * are grouped otherwise (« 0 800 12 34 56 »): the bank has none, and they are refused rather than
 * written wrong.
 */
const frenchE164 = /^\+33([1-79])(\d{8})$/;

function digitsOf(phone: FrenchPhone): { first: string; pairs: string } {
  const match = frenchE164.exec(phone);
  if (!match?.[1] || !match[2])
    throw new Error(`Not a French number in E.164 written in pairs: ${phone}`);
  return { first: match[1], pairs: match[2].replace(/(\d{2})(?=\d)/g, "$1 ") };
}

/** Domestic (« 01 99 00 12 34 ») or international (« +33 1 99 00 12 34 »). */
export type PhoneForm = "national" | "international";

/**
 * A French number as libphonenumber-js writes it, written out rather than asked of the library:
 * the footer shows a number on every page, and the library's code and metadata would add 9.5 KB
 * (compressed, with France's metadata alone) to 29 KB to each one's JavaScript (decision record
 * 037). phone.test.ts compares the results with libphonenumber-js.
 */
export function formatPhone(phone: FrenchPhone, form: PhoneForm): string {
  const { first, pairs } = digitsOf(phone);
  return form === "national" ? `0${first} ${pairs}` : `+33 ${first} ${pairs}`;
}

/**
 * A French number as the readers of a page in `locale` dial it: domestic in French, international
 * in the other languages, whose readers may call from abroad, where a number starting with 0
 * reaches no one.
 */
export const phoneIn = (phone: FrenchPhone, locale: Locale): string =>
  formatPhone(phone, locale === "fr" ? "national" : "international");

/** The `tel:` link of a number (RFC 3966: the global number, E.164, whatever the page's language). */
export function phoneHref(phone: FrenchPhone): string {
  digitsOf(phone);
  return `tel:${phone}`;
}
