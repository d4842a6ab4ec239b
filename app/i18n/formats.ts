import { numberFormats, type NumberFormats } from "@domain/format";
import { useLocale } from "./locale";

/** Amounts and rates written the way the page's language writes them (always in euros). */
export const useFormats = (): NumberFormats => numberFormats(useLocale());
