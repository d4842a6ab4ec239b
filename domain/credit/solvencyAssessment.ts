import { formatEuros, formatRatio } from "../format";
import { formatLongDate } from "../dates";
import type { CreditSituation } from "../forms/creditSituation";
import { countryLabel } from "../forms/signupOptions";
import { borrowerInsurance, monthlyPayment } from "./finance";
import { borrowerInsuranceRate } from "./insurance";
import type { CreditProduct } from "./products";
import type { SolvencyThresholds } from "./solvencyThresholds";
import { onFirstUse } from "../onFirstUse";

/**
 * The criteria of the indicative answer (docs/decisions/010): eligibility (age, residence), debt
 * ratio and income left to live on, each judged against the dated thresholds with its figures
 * written out in plain French, conditional, for the customer and for staff.
 */

export const outcomes = [
  { value: "favorable", label: "Favorable" },
  { value: "a_etudier", label: "À étudier" },
  { value: "defavorable", label: "Défavorable" },
] as const;

export type Outcome = (typeof outcomes)[number]["value"];

export const outcomeLabel = (outcome: Outcome) =>
  outcomes.find((item) => item.value === outcome)?.label ?? outcome;

export interface RequestedLoan {
  product: CreditProduct;
  /** Euros. */
  amount: number;
  months: number;
  /** Borrowing rate of the product's grid for this duration, as a fraction. */
  annualRate: number;
  /** The optional borrower insurance is chosen: its premium is part of the instalment. */
  insurance: boolean;
}

export interface Borrower {
  /** `YYYY-MM-DD` */
  birthDate: string;
  /** ISO 3166-1 alpha-2 code. */
  countryOfResidence: string;
}

export type Criterion = "age" | "ageAtEnd" | "residence" | "debtRatio" | "remainingIncome";

export interface Reason {
  criterion: Criterion;
  verdict: Outcome;
  /** One sentence with its figures, conditional: "Votre taux d'endettement serait de 31,4 %…". */
  text: string;
}

export interface AnswerFigures {
  /** The new loan's monthly instalment, the insurance premium included when it is chosen. */
  newInstalment: number;
  /** Every monthly credit payment: the new instalment, other credits, and a mortgage. */
  creditPayments: number;
  /** The borrower's net monthly income plus the co-borrower's. */
  householdIncome: number;
  /** `creditPayments / householdIncome`, to a tenth of a percent: 0.314 for 31,4 %. */
  debtRatio: number;
  /** Income left each month after housing and credit payments (reste à vivre); may be negative. */
  remainingIncome: number;
  minimumRemainingIncome: number;
  /** Adults (the borrower and a co-borrower) and dependants. */
  householdSize: number;
  /** Age on the day of the answer. */
  age: number;
  /** Estimated day of the last instalment, `YYYY-MM-DD`: `months` after the answer. */
  lastInstalment: string;
  ageAtLastInstalment: number;
}

// ——— Dates, as UTC day numbers so that no time zone shifts a birthday ———

interface Day {
  year: number;
  month: number;
  day: number;
}

function parseDay(iso: string): Day {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Invalid date: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const dayNumber = ({ year, month, day }: Day) => Date.UTC(year, month - 1, day);
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Someone born on 29 February has their birthday on 1 March in other years, as in the signup rule. */
const birthday = (birth: Day, age: number) => dayNumber({ ...birth, year: birth.year + age });

function ageOn(birth: Day, time: number): number {
  const age = new Date(time).getUTCFullYear() - birth.year;
  return birthday(birth, age) > time ? age - 1 : age;
}

/** The same day `months` later, or the last day of that month when it is shorter. */
function addMonths(start: Day, months: number): number {
  const lastDay = new Date(Date.UTC(start.year, start.month - 1 + months + 1, 0)).getUTCDate();
  return Date.UTC(start.year, start.month - 1 + months, Math.min(start.day, lastDay));
}

// ——— Figures, in cents ———

const toCents = (euros: number) => Math.round(euros * 100);
const toEuros = (cents: number) => cents / 100;

/** Whole percents as in a policy (`33 %`), a tenth when there is one. */
const policyPercent = onFirstUse(
  () => new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 1 }),
);

/** What the borrower would pay each month for the new loan: the instalment, plus the premium if insured. */
export function newInstalmentOf(loan: RequestedLoan): number {
  const input = { amount: loan.amount, months: loan.months, annualRate: loan.annualRate };
  return loan.insurance
    ? borrowerInsurance(input, borrowerInsuranceRate).monthlyPaymentWithInsurance
    : monthlyPayment(input);
}

/** Worst first: sorting reasons by it puts the decisive ones at the top. */
export const severity: Readonly<Record<Outcome, number>> = {
  defavorable: 0,
  a_etudier: 1,
  favorable: 2,
};

export interface Assessment {
  outcome: Outcome;
  reasons: Reason[];
  figures: AnswerFigures;
}

/**
 * Every criterion for this loan on `today` (`YYYY-MM-DD`); the outcome is the worst verdict. The
 * same function judges the loan asked for and every loan suggested instead.
 */
export function assessSolvency(
  situation: CreditSituation,
  loan: RequestedLoan,
  borrower: Borrower,
  today: string,
  thresholds: SolvencyThresholds,
): Assessment {
  const reasons: Reason[] = [];
  const { minimum, maximumAtEnd } = thresholds.age;

  const birth = parseDay(borrower.birthDate);
  const day = parseDay(today);
  const now = dayNumber(day);
  const age = ageOn(birth, now);
  reasons.push(
    age >= minimum
      ? { criterion: "age", verdict: "favorable", text: `Vous avez ${age} ans.` }
      : {
          criterion: "age",
          verdict: "defavorable",
          text: `Il faut avoir ${minimum} ans pour emprunter : vous les aurez le ${formatLongDate(isoOf(birthday(birth, minimum)))}.`,
        },
  );

  const end = addMonths(day, loan.months);
  const ageAtEnd = ageOn(birth, end);
  const endText = `Votre dernière mensualité serait payée vers le ${formatLongDate(isoOf(end))}`;
  reasons.push(
    end < birthday(birth, maximumAtEnd)
      ? {
          criterion: "ageAtEnd",
          verdict: "favorable",
          text: `${endText}, avant vos ${maximumAtEnd} ans.`,
        }
      : {
          criterion: "ageAtEnd",
          verdict: "defavorable",
          text: `${endText}, à ${ageAtEnd} ans : nos crédits doivent être remboursés avant vos ${maximumAtEnd} ans.`,
        },
  );

  reasons.push(
    thresholds.residence.includes(borrower.countryOfResidence)
      ? { criterion: "residence", verdict: "favorable", text: "Vous résidez en France." }
      : {
          criterion: "residence",
          verdict: "defavorable",
          text: `Nos crédits sont réservés aux personnes qui résident en France ; votre pays de résidence est : ${countryLabel(borrower.countryOfResidence)}.`,
        },
  );

  const coBorrower = situation.coBorrowerNetMonthlyIncome;
  const incomeCents = toCents(situation.netMonthlyIncome) + toCents(coBorrower ?? 0);
  if (!(incomeCents > 0)) throw new RangeError("A household income must be above 0");
  const instalmentCents = toCents(newInstalmentOf(loan));
  const otherCents = toCents(situation.otherCreditPayments);
  const housingCents = toCents(situation.housingCost);
  // A mortgage is a credit payment; a rent or an owner's charges are not, but all are housing.
  const mortgageCents = situation.housing === "proprietaire_credit" ? housingCents : 0;
  const creditCents = instalmentCents + otherCents + mortgageCents;

  // On cents the division is correctly rounded: exactly 33,05 % becomes 33,1 %, as the customer
  // reads it, and the verdict follows the figure shown.
  const ratioPerMille = Math.round((creditCents * 1000) / incomeCents);
  const favorableMax = Math.round(thresholds.debtRatio.favorableMax * 1000);
  const studyMax = Math.round(thresholds.debtRatio.studyMax * 1000);
  const debtRatio = ratioPerMille / 1000;
  const ratioVerdict: Outcome =
    ratioPerMille <= favorableMax
      ? "favorable"
      : ratioPerMille <= studyMax
        ? "a_etudier"
        : "defavorable";
  const parts = [
    `${formatEuros(toEuros(instalmentCents))} pour ce prêt${loan.insurance ? ", assurance comprise" : ""}`,
    ...(otherCents > 0 ? [`${formatEuros(toEuros(otherCents))} pour vos autres crédits`] : []),
    ...(mortgageCents > 0
      ? [`${formatEuros(toEuros(mortgageCents))} pour votre crédit immobilier`]
      : []),
  ];
  const incomeText = `${formatEuros(toEuros(incomeCents))} de revenus nets par mois${coBorrower ? ", ceux de votre co-emprunteur compris" : ""}`;
  const favorableText = policyPercent().format(thresholds.debtRatio.favorableMax);
  const studyText = policyPercent().format(thresholds.debtRatio.studyMax);
  const ratioClause: Record<Outcome, string> = {
    favorable: `dans la limite de ${favorableText} que nous retenons`,
    a_etudier: `au-delà de ${favorableText} mais sans dépasser ${studyText} : un conseiller l'étudiera avec votre dossier`,
    defavorable: `au-delà du maximum de ${studyText} que nous retenons`,
  };
  reasons.push({
    criterion: "debtRatio",
    verdict: ratioVerdict,
    text: `Votre taux d'endettement serait de ${formatRatio(debtRatio)} (${parts.join(", ")}, pour ${incomeText}), ${ratioClause[ratioVerdict]}.`,
  });

  const adults = coBorrower === undefined ? 1 : 2;
  const householdSize = adults + situation.dependants;
  const { firstAdult, otherAdult, perDependant } = thresholds.remainingIncome;
  const minimumCents =
    toCents(firstAdult) +
    (adults - 1) * toCents(otherAdult) +
    situation.dependants * toCents(perDependant);
  const remainingCents = incomeCents - housingCents - instalmentCents - otherCents;
  const household = householdSize === 1 ? "d'une personne" : `de ${householdSize} personnes`;
  const minimumText = formatEuros(toEuros(minimumCents));
  const remainingVerdict: Outcome = remainingCents >= minimumCents ? "favorable" : "defavorable";
  reasons.push({
    criterion: "remainingIncome",
    verdict: remainingVerdict,
    text:
      remainingCents < 0
        ? `Votre logement et vos crédits dépasseraient vos revenus de ${formatEuros(toEuros(-remainingCents))} par mois, alors que nous retenons un reste à vivre d'au moins ${minimumText} pour un foyer ${household}.`
        : remainingVerdict === "favorable"
          ? `Après votre logement et vos crédits, il resterait ${formatEuros(toEuros(remainingCents))} par mois à votre foyer ${household} ; nous retenons un minimum de ${minimumText}.`
          : `Après votre logement et vos crédits, il ne resterait que ${formatEuros(toEuros(remainingCents))} par mois à votre foyer ${household}, sous le minimum de ${minimumText} que nous retenons.`,
  });

  // Stable sort: the decisive criteria first, in the order above within each verdict; the first
  // one's verdict is the answer.
  reasons.sort((a, b) => severity[a.verdict] - severity[b.verdict]);
  return {
    outcome: reasons[0]?.verdict ?? "favorable",
    reasons,
    figures: {
      newInstalment: toEuros(instalmentCents),
      creditPayments: toEuros(creditCents),
      householdIncome: toEuros(incomeCents),
      debtRatio,
      remainingIncome: toEuros(remainingCents),
      minimumRemainingIncome: toEuros(minimumCents),
      householdSize,
      age,
      lastInstalment: isoOf(end),
      ageAtLastInstalment: ageAtEnd,
    },
  };
}
