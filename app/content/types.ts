import type { LeadKind } from "@domain/leads/forms";

/** Shapes shared by every page's content module: pages only lay these out. */

export interface Cta {
  label: string;
  to: string;
}

export interface Hero {
  eyebrow: string;
  title: string;
  lead: string;
  cta?: Cta;
  /** Short reassurance points shown under the call to action. */
  highlights?: string[];
}

/** A "from" rate of a credit offer: the TAEG, shown larger, then the borrowing rate. */
export interface StartingRate {
  taeg: string;
  borrowingRate: string;
}

export interface Card {
  title: string;
  text: string;
  bullets?: string[];
  /** A small label above the title: a trend, a public. Never a credit rate: see `startingRate`. */
  badge?: string;
  startingRate?: StartingRate;
}

export interface Offer {
  id: string;
  nom: string;
  description: string;
  prix: string;
  avantages: string[];
  public: string;
  featured?: boolean;
}

export interface ProcessStep {
  etape: number;
  titre: string;
  description: string;
  details?: string[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  context: string;
}

export interface ComparisonTable {
  caption: string;
  columns: string[];
  rows: { label: string; values: string[] }[];
}

/** The bounds of an amount a simulator asks for, with the slider's step and the default. */
export interface AmountRange {
  /** Euros. */
  min: number;
  max: number;
  step: number;
  defaultValue: number;
}

/** The words around a lead form on its page; its fields are the domain's `leadForms[kind]`. */
export interface LeadFormCopy {
  kind: LeadKind;
  title: string;
  intro?: string;
  submitLabel: string;
}

/** A piece of a sentence: words, or words linking to a page of the site. */
export type LabelPart = string | { text: string; to: `/${string}` };

/** A tab of a page: its anchor and its name. */
export interface PageTab<Id extends string> {
  id: Id;
  label: string;
}
