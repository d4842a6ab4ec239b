import type { Translate } from "~/i18n/catalogs";
import { accountStartingPrice } from "@domain/accounts";
import { bank, figures } from "@domain/bank";
import { creditProducts, loanAmounts, type CreditProduct } from "@domain/credit/products";
import { durationRange } from "@domain/credit/offers";
import { numberFormats } from "@domain/format";
import type { Locale } from "@domain/i18n/locales";
import { publicPaths } from "@domain/pages";

/** What a search engine and a browser tab show of a page. */
export interface PageText {
  title: string;
  description: string;
}

/** The catalog ids of a page's texts: its French path without the slash. */
const idOf = (path: string) =>
  path === "/" ? "home" : path === "/404" ? "notFound" : path.slice(1);

const isCreditProduct = (name: string): name is CreditProduct =>
  (creditProducts as readonly string[]).includes(name);

/**
 * The titles and descriptions of every page, from the `meta` catalogs: read on the server only
 * (the pages' loaders, app/lib/meta.server.ts), so they may be as long as search engines allow
 * without weighing on any page's scripts. The bank's name comes from its data, a loan's amounts and
 * durations from its offer, the other figures a description states from the domain.
 */
export function metaContentIn(t: Translate, locale: Locale) {
  const euros = numberFormats(locale).wholeEuros;
  /** What a page's description states besides the bank's name and a loan's offer. */
  const pageFigures: Record<string, Record<string, unknown>> = {
    compteCourant: { price: euros(accountStartingPrice) },
    pretPersonnel: { hours: figures.averageAnswerHours, fees: euros(0) },
  };
  const valuesOf = (id: string) => {
    const values = { bankName: bank.name, ...pageFigures[id] };
    if (!isCreditProduct(id)) return values;
    const { min, max } = loanAmounts[id];
    const { shortest, longest } = durationRange(id);
    return { ...values, minAmount: euros(min), maxAmount: euros(max), shortest, longest };
  };
  const pages: Record<string, PageText> = Object.fromEntries(
    [...publicPaths, "/404"].map((path) => {
      const id = idOf(path);
      return [path, { title: t(`${id}.title`), description: t(`${id}.description`, valuesOf(id)) }];
    }),
  );
  return { pages };
}
