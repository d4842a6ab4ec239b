import { numberFormats } from "./format";
import type { Locale } from "./i18n/locales";
import type { FrenchPhone } from "./phone";

/** The share capital, in euros: each language writes it its own way. */
const shareCapitalEuros = 10_000_000;

/** The share capital as a page in `locale` writes it: `10 000 000 €`, `€10,000,000`. */
export const shareCapitalIn = (locale: Locale) =>
  numberFormats(locale).wholeEuros(shareCapitalEuros);

/** Identity of the fictional bank; every identifier is a placeholder (see DECISIONS.md). */
export const bank = {
  name: "Aurore Banque",
  legalName: "Aurore Banque SA",
  siteUrl: "https://www.aurore-banque.example",
  address: "12 rue de la Paix, 75002 Paris",
  /**
   * The bank's lines, each once, in E.164: pages and mails write them with `formatPhone`
   * (domain/phone.ts), domestic in French and international in the other languages.
   */
  phones: {
    customerService: "+33199001234",
    /** Card blocking, open day and night. */
    cardBlocking: "+33199000000",
    insuranceClaims: "+33199004567",
    privateBanking: "+33199005678",
  } satisfies Record<string, FrenchPhone>,
  email: "contact@aurore-banque.example",
  rcs: "RCS Paris 000 000 000",
  orias: "ORIAS 00 000 000",
  /**
   * The licence a lender names in a credit contract (Code monétaire et financier, L511-10: a
   * credit institution licensed by the ACPR); the number is a placeholder like the others.
   */
  licence: "établissement de crédit agréé par l'ACPR sous le numéro 00000",
  shareCapitalEuros,
  capital: `capital social de ${shareCapitalIn("fr")}`,
  supervisor:
    "Autorité de contrôle prudentiel et de résolution (ACPR), 4 place de Budapest, 75009 Paris",
  phoneHours: "du lundi au vendredi, de 9 h à 18 h",
} as const;

/**
 * The bank's key figures, as the home and about pages state them, counted on `asOf`: when they are
 * counted again, every figure changes here with the date, and every page and language with them.
 */
export const figures = {
  /** The day the figures stand at: the site first gave them then, and no count since is known. */
  asOf: "2026-11-22",
  /** Customers: the pages say "50 000+", at least this many. */
  customers: 50_000,
  /** Credit granted since the bank was founded, in euros. */
  creditGrantedEuros: 500_000_000,
  /** The share of customers who say they are satisfied. */
  satisfiedShare: 0.95,
  /**
   * How long an adviser takes to answer a request, a loan application included, on average, in
   * hours: a measure, where `replyWorkingHours` (service.ts) is a promise.
   */
  averageAnswerHours: 48,
} as const;

/** The key figures as a page in `locale` writes them, for its messages' placeholders. */
export function figuresIn(locale: Locale) {
  const { number, percent } = numberFormats(locale);
  return {
    customers: number(figures.customers),
    /** The credit granted in millions of euros: each language writes its unit (`M€`, `€…m`). */
    millions: number(figures.creditGrantedEuros / 1_000_000),
    satisfied: percent(figures.satisfiedShare),
    hours: figures.averageAnswerHours,
  };
}
