import { messages as de } from "~/content/catalogs/shell/de";
import { messages as en } from "~/content/catalogs/shell/en";
import { messages as es } from "~/content/catalogs/shell/es";
import { messages as fr } from "~/content/catalogs/shell/fr";
import { shellContentIn, type ShellText } from "~/content/shell";
import type { Locale } from "@domain/i18n/locales";
import { translatorOf } from "./catalogs";

/**
 * The frame's words in the four languages, imported with the frame: they are drawn where nothing
 * may be awaited (the wait of a client-rendered page, an error), so no language is loaded apart.
 */
export const shellText: Record<Locale, ShellText> = {
  fr: shellContentIn(translatorOf("fr", fr)),
  en: shellContentIn(translatorOf("en", en)),
  es: shellContentIn(translatorOf("es", es)),
  de: shellContentIn(translatorOf("de", de)),
};
