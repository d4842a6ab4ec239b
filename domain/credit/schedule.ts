/**
 * The amortisation schedule of an offer, as the contract prints it (domain/credit/contract.ts), and
 * the same schedule as a document of its own for the client area's « Mes documents »: one function
 * draws the lines of both, from the price the offer was issued at, so that they agree to the cent.
 */
import { formatLongDate } from "../dates";
import { formatEuros, formatRate } from "../format";
import { creditTypes } from "./fipen";
import type { LoanPrice } from "./pricing";
import type { CreditProduct } from "./products";

/** One line of the schedule, as printed: euros formatted, the premium when insured. */
export interface ContractScheduleLine {
  month: string;
  payment: string;
  interest: string;
  principal: string;
  /** With the insurance: the premium and what is taken from the account that month. */
  premium?: string;
  total?: string;
  remaining: string;
}

export interface ContractSchedule {
  title: string;
  note: string;
  headers: ContractScheduleLine;
  lines: readonly ContractScheduleLine[];
}

/** A schedule of `price` (one row a month), the insurance's columns when it was chosen. */
export function scheduleOf(
  title: string,
  { insurance: insured }: { insurance: boolean },
  price: LoanPrice,
): ContractSchedule {
  const premium = price.insurance.monthlyPremium;
  // Both are cents: the sum is rounded to undo the float's error, as the application's total is.
  const withPremium = (payment: number) => Math.round((payment + premium) * 100) / 100;
  return {
    title,
    note: insured
      ? "Une ligne par mensualité : la part des intérêts, la part du capital, la prime d'assurance, ce qui est prélevé et le capital restant dû après paiement."
      : "Une ligne par mensualité : la part des intérêts, la part du capital et le capital restant dû après paiement.",
    headers: {
      month: "Échéance",
      payment: "Mensualité",
      interest: "Intérêts",
      principal: "Capital",
      ...(insured && { premium: "Assurance", total: "Prélevé" }),
      remaining: "Capital restant dû",
    },
    lines: price.summary.schedule.map((row) => ({
      month: String(row.month),
      payment: formatEuros(row.payment),
      interest: formatEuros(row.interest),
      principal: formatEuros(row.principal),
      ...(insured && {
        premium: formatEuros(premium),
        total: formatEuros(withPremium(row.payment)),
      }),
      remaining: formatEuros(row.remaining),
    })),
  };
}

/** The offer a schedule belongs to: its reference and loan, not its borrower. */
export interface ScheduleOffer {
  /** The application's id: the contract's reference. */
  id: string;
  product: CreditProduct;
  amount: number;
  months: number;
  insurance: boolean;
}

export interface ScheduleDocument {
  title: string;
  subtitle: string;
  /** Which offer it comes from, and that the offer prevails. */
  summary: string;
  schedule: ContractSchedule;
}

/**
 * The schedule of an issued offer as a document of its own, in French as the contract is. It is
 * drawn again from the offer's frozen figures whenever asked for; the contract, kept as issued,
 * holds the same table and is what binds.
 */
export function buildScheduleDocument(
  offer: ScheduleOffer,
  price: LoanPrice,
  { issuedOn }: { issuedOn: string },
): ScheduleDocument {
  const type = creditTypes[offer.product];
  return {
    title: "Tableau d'amortissement",
    subtitle: `${type.name} de ${formatEuros(offer.amount)} sur ${offer.months} mois, au taux débiteur fixe de ${formatRate(price.annualRate)} par an (TAEG fixe ${formatRate(price.summary.taeg)}), ${offer.insurance ? "avec" : "sans"} l'assurance emprunteur facultative`,
    summary: `Tableau de l'offre de contrat de crédit référence ${offer.id}, émise le ${formatLongDate(issuedOn)}. Il reprend celui de l'offre, qui seule fait foi.`,
    schedule: scheduleOf("Échéances", offer, price),
  };
}
