import { numberFormats } from "./format";
import type { Locale } from "./i18n/locales";

/** French counts bytes in octets (`Ko`, `Mo`), the others in bytes. */
const sizeUnits: Record<Locale, { kilo: string; mega: string }> = {
  fr: { kilo: "Ko", mega: "Mo" },
  en: { kilo: "KB", mega: "MB" },
  es: { kilo: "KB", mega: "MB" },
  de: { kilo: "KB", mega: "MB" },
};

const NBSP = "\u00a0";

/** The size written by `formatFileSize`, kilobytes or megabytes to a tenth. */
const writeSize = (value: number, unit: "kilo" | "mega", locale: Locale) =>
  `${unit === "kilo" ? String(value) : numberFormats(locale).number(value)}${NBSP}${sizeUnits[locale][unit]}`;

/**
 * A file's size as readers of `locale` write it: `120 Ko`, `2,4 Mo`, `2.4 MB` (1 Ko = 1 024
 * octets, as file managers and the upload limits count), never `0 Ko` for a small file.
 */
export function formatFileSize(bytes: number, locale: Locale = "fr"): string {
  const kilo = bytes / 1024;
  if (kilo < 1024) return writeSize(Math.max(1, Math.round(kilo)), "kilo", locale);
  return writeSize(Math.round((kilo / 1024) * 10) / 10, "mega", locale);
}

const frenchSize = /^(\d+)(?:,(\d))?\u00a0(Ko|Mo)$/;

/**
 * A size a French message was written with (`45,1 Mo`), as `locale` writes it (`45.1 MB`), or
 * `undefined` for anything else: the API's messages are worded in French and translated as they
 * leave (domain/i18n/translate.ts).
 */
export function translateFileSize(french: string, locale: Locale): string | undefined {
  const match = frenchSize.exec(french);
  if (!match) return undefined;
  const value = Number(`${match[1] ?? "0"}.${match[2] ?? "0"}`);
  return writeSize(value, match[3] === "Ko" ? "kilo" : "mega", locale);
}
