/**
 * The FIPEN (fiche d'information précontractuelle européenne normalisée): what a lender must give
 * before a consumer credit is signed, in the order of the standard form in force since 20 November
 * 2026 (directive 2023/2225, annex I: key information first, then the five sections of the French
 * model annexed to art. R312-5), with the warning of art. L312-5 as amended by ordonnance
 * n° 2025-880. docs/decisions/011-fipen.md and 034-fipen-form-in-force.md give the sources, what
 * could not be read and what is placeholder.
 */
import { bank } from "../bank";
import { phoneIn } from "../phone";
import { formatEuros, formatRate } from "../format";
import { formatLongDate } from "../dates";
import {
  borrowerInsurance,
  summarizeLoan,
  type InsuranceSummary,
  type LoanSummary,
} from "./finance";
import { borrowerInsuranceRate } from "./insurance";
import type { CreditProduct } from "./products";
import { usuryOn, usuryRate, type UsuryQuarter } from "./usury";
import { offerValidUntil } from "./workflow";
import { addDays } from "../calendar/workingDays";

/** The loan of an application, as the simulator left it. */
export interface FipenLoan {
  product: CreditProduct;
  /** Amount borrowed, in euros. */
  amount: number;
  months: number;
  /** Fixed nominal annual borrowing rate, as a fraction. */
  annualRate: number;
  /** Whether the customer chose the optional borrower insurance. */
  insurance: boolean;
}

export interface FipenOptions {
  /** The day the sheet is given, `YYYY-MM-DD`. */
  issuedOn: string;
  /** The thresholds the TAEG is checked against: those of the day of issue unless told otherwise. */
  usury?: UsuryQuarter;
}

export interface FipenRow {
  /** The sub-heading of the form this row opens (the a), b) and c) of its distance-selling section). */
  group?: string;
  /** The row's heading, as the standard form names it. */
  label: string;
  /** The form's own explanation of the row, where it gives one. */
  hint?: string;
  /** What applies to this loan, one paragraph each. */
  text: readonly string[];
  /** Art. L312-8: the first paragraph is a figure set larger than any other about the financing. */
  prominent?: boolean;
}

export interface FipenSection {
  title: string;
  rows: readonly FipenRow[];
}

export interface FipenSheet {
  title: string;
  subtitle: string;
  /** The loan and the day, in one line under the title. */
  summary: string;
  warning: string;
  /** The form's key information, always on the first page (directive 2023/2225, annex I, part I). */
  keyInformation: FipenSection;
  /** The form's five sections, in its order. */
  sections: readonly FipenSection[];
  /**
   * What the bank adds to the form, given apart from it (art. L312-13: any other information goes in
   * a document distinct from the sheet).
   */
  annex: FipenSection;
  /** The figures the text was written from: the simulator's, to the cent. */
  figures: { summary: LoanSummary; insurance: InsuranceSummary };
}

/** Art. L312-5 as amended by ordonnance n° 2025-880 (same sentence as `creditWarning` of the site). */
export const fipenWarning = "Attention ! Un crédit coûte de l'argent et doit être remboursé !";

/** What the optional borrower insurance covers, as the credit pages say it. */
export const insuranceCover = "décès, invalidité et incapacité de travail";

/** Art. L312-19: the withdrawal right, in the words of the FIPEN and of the contract. */
export const withdrawalRight =
  "Vous pouvez revenir sur votre engagement, sans avoir à donner de motif, pendant 14 jours calendaires à compter de votre acceptation du contrat de crédit.";

/** What a withdrawal after the release of the funds costs the borrower. */
export const withdrawalRepayment =
  "Si les fonds vous ont déjà été versés, vous remboursez le capital et les intérêts courus depuis le versement au plus tard 30 jours après votre rétractation.";

/** Art. L312-34: the bank waives the indemnity the law would allow. */
export const earlyRepayment = [
  "Vous avez le droit de rembourser le crédit par anticipation, à tout moment, en totalité ou en partie.",
  "Le prêteur ne demande aucune indemnité en cas de remboursement anticipé.",
] as const;

/** Art. L312-16 and the arrêté of 26 October 2010 on the FICP. */
export const ficpConsultation = [
  "Avant d'accorder le crédit, le prêteur consulte le fichier national des incidents de remboursement des crédits aux particuliers (FICP), tenu par la Banque de France.",
  "Si votre demande est refusée à la suite de cette consultation, le prêteur vous en informe immédiatement et gratuitement, ainsi que du résultat de la consultation.",
] as const;

/** Art. L312-39: late-payment interest and the indemnity on default, then the FICP. */
export const latePayment = (annualRate: number): readonly string[] => [
  "Les impayés peuvent avoir de graves conséquences pour vous et rendre plus difficile l'obtention d'un crédit.",
  `Les sommes échues et impayées produisent des intérêts de retard au taux débiteur du crédit, soit ${formatRate(annualRate)} par an, jusqu'à leur paiement (article L312-39 du Code de la consommation).`,
  "En cas de défaillance, le prêteur peut exiger le remboursement immédiat du capital restant dû, majoré des intérêts échus et non payés, et une indemnité au plus égale à 8 % du capital restant dû ; s'il ne l'exige pas, l'indemnité est au plus de 8 % des échéances échues impayées.",
  "Un incident de remboursement peut entraîner votre inscription au fichier national des incidents de remboursement des crédits aux particuliers (FICP), tenu par la Banque de France.",
];

/** The bank's complaints service and mediator, as the assistance page names them. */
export const complaints = `Réclamations à ${bank.email} ou par courrier au ${bank.address}. Si la réponse ne vous satisfait pas, vous pouvez saisir gratuitement le Médiateur d'${bank.name}, ${bank.address}.`;

/** The phone number kept on one line wherever the text wraps (the sheet is French). */
export const phone = phoneIn(bank.phones.customerService, "fr").replaceAll(" ", "\u00a0");

export const releaseDelay =
  "Aucun versement ne peut intervenir pendant les 7 jours qui suivent votre acceptation du contrat de crédit.";

/** Each product's name, its type of credit and how its funds are released, as the FIPEN and the contract say them. */
export const creditTypes: Record<CreditProduct, { name: string; type: string; release: string }> = {
  pretAuto: {
    name: "Prêt auto",
    type: "Prêt personnel amortissable à taux fixe, pour financer un véhicule (prêt auto).",
    release:
      "Le montant du crédit est versé en une seule fois sur votre compte bancaire ou, si vous le demandez, directement au vendeur du véhicule.",
  },
  pretPersonnel: {
    name: "Prêt personnel",
    type: "Prêt personnel amortissable à taux fixe, sans justificatif d'utilisation des fonds.",
    release: "Le montant du crédit est versé en une seule fois sur votre compte bancaire.",
  },
  pretVoyage: {
    name: "Prêt voyage",
    type: "Prêt personnel amortissable à taux fixe, pour financer un voyage (prêt voyage).",
    release: "Le montant du crédit est versé en une seule fois sur votre compte bancaire.",
  },
  pretTravaux: {
    name: "Prêt travaux",
    type: "Prêt personnel amortissable à taux fixe, pour financer des travaux (prêt travaux).",
    release: "Le montant du crédit est versé en une seule fois sur votre compte bancaire.",
  },
};

function assertDay(isoDate: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || addDays(isoDate, 0) !== isoDate) {
    throw new RangeError(`Invalid day: ${isoDate}`);
  }
}

/** `60 mensualités de 370,14 €`, or the last one apart when it settles the rounding. */
export function instalments(summary: LoanSummary, months: number): string {
  const last = summary.schedule.at(-1)?.payment ?? summary.monthlyPayment;
  return last === summary.monthlyPayment
    ? `${months} mensualités de ${formatEuros(summary.monthlyPayment)}`
    : `${months - 1} mensualités de ${formatEuros(summary.monthlyPayment)}, puis une dernière de ${formatEuros(last)}`;
}

/** The form's own explanations of its rows, where it gives one. */
const hints = {
  totalAmount:
    "Il s'agit du plafond ou du total des sommes rendues disponibles en vertu du contrat de crédit.",
  drawdown:
    "Il s'agit de la façon dont vous obtiendrez l'argent et du moment auquel vous l'obtiendrez.",
  instalments: "Vous devrez payer ce qui suit :",
  totalToPay:
    "Il s'agit du montant du capital emprunté majoré des intérêts et des frais éventuels liés à votre crédit.",
  taeg: "Il s'agit du coût total exprimé en pourcentage annuel du montant total du crédit. Le TAEG est indiqué pour vous aider à comparer différentes offres.",
} as const;

/** The form's row headings that more than one part of the sheet uses. */
const labels = {
  lender: "Prêteur",
  totalAmount: "Montant total du crédit",
  duration: "Durée du contrat de crédit",
  borrowingRate: "Taux débiteur",
  taeg: "Taux annuel effectif global (TAEG)",
  totalToPay: "Montant total que vous devrez payer",
  latePayment: "Frais en cas de retard de paiement",
} as const;

/** The total amount of credit: one payment of the whole, never a ceiling to draw on. */
const totalAmountRow = (amount: number): FipenRow => ({
  label: labels.totalAmount,
  hint: hints.totalAmount,
  text: [
    formatEuros(amount),
    "Il s'agit du total des sommes mises à votre disposition, non d'un plafond.",
  ],
});

const borrowingRateRow = (annualRate: number): FipenRow => ({
  label: labels.borrowingRate,
  text: [
    `Taux débiteur fixe de ${formatRate(annualRate)} par an, pendant toute la durée du crédit.`,
  ],
});

function taegRow(loan: FipenLoan, summary: LoanSummary): FipenRow {
  return {
    label: labels.taeg,
    hint: hints.taeg,
    prominent: true,
    text: [
      `TAEG fixe ${formatRate(summary.taeg)}`,
      `Exemple représentatif de votre crédit : pour un montant total du crédit de ${formatEuros(loan.amount)} sur ${loan.months} mois au taux débiteur fixe de ${formatRate(loan.annualRate)}, ${instalments(summary, loan.months)}, TAEG fixe de ${formatRate(summary.taeg)}, coût total du crédit ${formatEuros(summary.totalInterest)}, montant total dû ${formatEuros(summary.totalDue)}.`,
      "Hypothèses de calcul : le crédit est versé en une fois et remboursé par mensualités aux dates prévues ; il n'y a ni frais de dossier ni assurance obligatoire ; l'assurance facultative n'est pas comprise.",
    ],
  };
}

const totalToPayRow = (loan: FipenLoan, summary: LoanSummary): FipenRow => ({
  label: labels.totalToPay,
  hint: hints.totalToPay,
  prominent: true,
  text: [
    formatEuros(summary.totalDue),
    `Montant total du crédit (${formatEuros(loan.amount)}) et coût total du crédit (${formatEuros(summary.totalInterest)}), hors assurance facultative. Aucun frais de dossier ni autre frais n'est demandé pour ce crédit.`,
  ],
});

const latePaymentRow = (annualRate: number): FipenRow => ({
  label: labels.latePayment,
  text: latePayment(annualRate),
});

/**
 * Part I of the form, the key information it always puts on the first page: each row the model
 * lists there that applies to a personal loan from the lender itself (no intermediary, no good sold
 * on credit).
 */
function keyInformationSection(loan: FipenLoan, summary: LoanSummary): FipenSection {
  return {
    title: "Informations clés",
    rows: [
      { label: labels.lender, text: [bank.legalName] },
      totalAmountRow(loan.amount),
      { label: labels.duration, text: [`${loan.months} mois`] },
      borrowingRateRow(loan.annualRate),
      taegRow(loan, summary),
      totalToPayRow(loan, summary),
      latePaymentRow(loan.annualRate),
    ],
  };
}

/**
 * Section 1. The form's fax number is optional for the lender, and its credit intermediary row is
 * deleted, as the form says of rows that do not apply: the bank lends directly and has no fax.
 */
function lenderSection(): FipenSection {
  return {
    title: "1. Identité et coordonnées du prêteur",
    rows: [
      { label: labels.lender, text: [bank.legalName] },
      { label: "Adresse", text: [bank.address] },
      { label: "Numéro de téléphone", text: [`${phone}, ${bank.phoneHours}`] },
      { label: "Adresse électronique", text: [bank.email] },
      { label: "Adresse internet", text: [bank.siteUrl] },
    ],
  };
}

/**
 * Section 2. The rows the form keeps for credits tied to a sale, leases, securities and loans that
 * do not amortise are deleted: none applies to these loans.
 */
function characteristicsSection(
  loan: FipenLoan,
  summary: LoanSummary,
  insurance: InsuranceSummary,
): FipenSection {
  const product = creditTypes[loan.product];
  const withInsurance = loan.insurance
    ? [
        `Avec l'assurance facultative que vous avez choisie : ${formatEuros(insurance.monthlyPaymentWithInsurance)} par mois.`,
      ]
    : [];
  return {
    title: "2. Description des principales caractéristiques du crédit",
    rows: [
      { label: "Type de crédit", text: [product.type] },
      totalAmountRow(loan.amount),
      {
        label: "Conditions de mise à disposition des fonds",
        hint: hints.drawdown,
        text: [product.release, releaseDelay],
      },
      { label: labels.duration, text: [`${loan.months} mois`] },
      {
        // The form's « and, where applicable, the order in which they are allocated » concerns
        // credits at several rates; these have one.
        label: "Échéances",
        hint: hints.instalments,
        prominent: true,
        text: [
          `${instalments(summary, loan.months)}, hors assurance facultative`,
          ...withInsurance,
          "Périodicité mensuelle, par prélèvement sur votre compte bancaire, la première un mois après le versement des fonds.",
          "Les intérêts seront dus de la façon suivante : chaque mensualité paie d'abord les intérêts du mois, puis rembourse une part du capital.",
        ],
      },
      totalToPayRow(loan, summary),
    ],
  };
}

/** Section 3. No account, means of payment, notary or other cost is tied to these loans. */
function costSection(
  loan: FipenLoan,
  summary: LoanSummary,
  insurance: InsuranceSummary,
): FipenSection {
  return {
    title: "3. Coût du crédit",
    rows: [
      borrowingRateRow(loan.annualRate),
      taegRow(loan, summary),
      {
        label: ancillaryServiceQuestion,
        text: [
          "Non : ni assurance ni autre contrat de service accessoire n'est exigé pour obtenir ce crédit ou pour l'obtenir aux conditions annoncées.",
          `Assurance emprunteur facultative (${insuranceCover}), au taux de ${formatRate(borrowerInsuranceRate)} par an du montant emprunté : ${formatEuros(insurance.monthlyPremium)} par mois, soit une mensualité de ${formatEuros(insurance.monthlyPaymentWithInsurance)} avec l'assurance.`,
          `Coût total de l'assurance sur ${loan.months} mois : ${formatEuros(insurance.totalCost)}. Taux annuel effectif de l'assurance (TAEA) : ${formatRate(insurance.taea)}.`,
          "Cette assurance n'est pas obligatoire pour obtenir le crédit et n'est pas comprise dans le TAEG. Vous pouvez souscrire une assurance équivalente auprès de l'assureur de votre choix.",
          loan.insurance
            ? "Vous avez choisi d'adhérer à cette assurance."
            : "Vous n'avez pas choisi d'adhérer à cette assurance.",
        ],
      },
      latePaymentRow(loan.annualRate),
    ],
  };
}

/** The form's question on compulsory insurance and ancillary services, as its heading. */
export const ancillaryServiceQuestion =
  "Est-il obligatoire, pour obtenir le crédit ou pour l'obtenir aux conditions annoncées, de souscrire une assurance liée au crédit ou un autre contrat de service accessoire ?";

/**
 * Section 4, then the contact details of a debt-advice service that décret n° 2026-105 adds to the
 * form (where the new form places them could not be read: after the rows of the model).
 */
function legalSection(issuedOn: string): FipenSection {
  // The offer's own rule (art. L312-18), so that a sheet and an offer given the same day end together.
  const validUntil = offerValidUntil(issuedOn);
  return {
    title: "4. Autres aspects juridiques importants",
    rows: [
      {
        label: "Droit de rétractation",
        text: [`Oui. ${withdrawalRight}`, withdrawalRepayment],
      },
      {
        label: "Remboursement anticipé",
        text: earlyRepayment,
      },
      {
        label: "Consultation d'une base de données",
        text: ficpConsultation,
      },
      {
        label: "Droit à un projet de contrat de crédit",
        text: [
          "Vous avez le droit, sur demande, d'obtenir gratuitement un exemplaire du projet de contrat de crédit. Ce droit ne s'applique pas si, au moment de la demande, le prêteur n'est pas disposé à conclure le contrat avec vous.",
        ],
      },
      {
        label: "Délai pendant lequel le prêteur est lié par les informations précontractuelles",
        text: [
          `Ces informations sont valables du ${formatLongDate(issuedOn)} au ${formatLongDate(validUntil)}.`,
        ],
      },
      {
        label: "Difficultés de remboursement",
        text: [
          `Si vous avez du mal à rembourser, contactez-nous au plus tôt au ${phone} : nous chercherons avec vous une solution (report d'échéances, nouvel échéancier).`,
          "Vous pouvez aussi être conseillé gratuitement et en toute confidentialité par un Point conseil budget, service d'aide aux personnes en difficulté financière labellisé par l'État.",
          "La Banque de France vous indique le Point conseil budget le plus proche et vous renseigne sur le surendettement au 34\u00a014, du lundi au vendredi de 8\u00a0h à 18\u00a0h (prix d'un appel local), et dans ses guichets.",
        ],
      },
    ],
  };
}

/**
 * Section 5, under the form's three sub-headings. The lender has no representative in another
 * Member State to name.
 */
function distanceSection(): FipenSection {
  return {
    title:
      "5. Informations complémentaires en cas de commercialisation à distance de services financiers",
    rows: [
      {
        group: "a) Concernant le prêteur",
        label: "Enregistrement",
        text: [`${bank.legalName}, ${bank.capital}, ${bank.rcs}, ${bank.orias}.`],
      },
      { label: "Autorité de surveillance", text: [bank.supervisor] },
      {
        group: "b) Concernant le contrat de crédit",
        label: "Exercice du droit de rétractation",
        text: [
          `Depuis votre espace client, ou par écrit à ${bank.legalName}, ${bank.address}, ou à ${bank.email}, avant la fin du délai de 14 jours.`,
        ],
      },
      {
        label:
          "La législation sur laquelle le prêteur se fonde pour établir des relations avec vous avant la conclusion du contrat de crédit",
        text: ["Le droit français."],
      },
      {
        label:
          "Clause concernant la législation applicable au contrat de crédit et/ou la juridiction compétente",
        text: [
          "Le contrat de crédit est régi par le droit français ; les tribunaux français sont compétents.",
        ],
      },
      {
        label: "Régime linguistique",
        text: [
          "Les informations et le contrat sont en français ; le prêteur communiquera avec vous en français pendant toute la durée du contrat.",
        ],
      },
      {
        group: "c) Concernant le recours",
        label:
          "Existence de procédures extrajudiciaires de réclamation et de recours et modalités d'accès",
        text: [complaints],
      },
    ],
  };
}

/** What the bank says beyond the form, apart from it: how the TAEG stands against usury. */
function annexSection(
  summary: LoanSummary,
  usury: { rate: number; from: string; to: string; current: boolean },
): FipenSection {
  return {
    title: "Annexe à la fiche : informations complémentaires du prêteur",
    rows: [
      {
        label: "Taux de l'usure",
        text: [
          // A quarter that has ended is named as what it was, never as the one in force.
          usury.current
            ? `Le TAEG de ${formatRate(summary.taeg)} est inférieur au taux de l'usure de ${formatRate(usury.rate)} applicable à ce montant de crédit du ${formatLongDate(usury.from)} au ${formatLongDate(usury.to)}.`
            : `Le TAEG de ${formatRate(summary.taeg)} est inférieur au taux de l'usure de ${formatRate(usury.rate)} fixé pour ce montant de crédit pour la période du ${formatLongDate(usury.from)} au ${formatLongDate(usury.to)}, le dernier que la banque a enregistré.`,
        ],
      },
    ],
  };
}

/**
 * The sheet of one loan. Every figure comes from `summarizeLoan` and `borrowerInsurance` at the
 * bank's insurance rate, as `priceLoan` gives them to the simulator. A loan whose TAEG reaches the
 * usury threshold of its band is unlawful and gets no sheet.
 */
export function buildFipen(loan: FipenLoan, { issuedOn, usury: chosen }: FipenOptions): FipenSheet {
  assertDay(issuedOn);
  const { quarter: usury, current } = chosen
    ? { quarter: chosen, current: true }
    : usuryOn(issuedOn);
  const input = { amount: loan.amount, months: loan.months, annualRate: loan.annualRate };
  const summary = summarizeLoan(input);
  const insurance = borrowerInsurance(input, borrowerInsuranceRate);
  const threshold = {
    rate: usuryRate(usury, loan.amount),
    from: usury.from,
    to: usury.to,
    current,
  };
  if (!(summary.taeg < threshold.rate)) {
    throw new RangeError(
      `TAEG ${summary.taeg} reaches the usury threshold ${threshold.rate} of ${loan.amount} €`,
    );
  }
  return {
    title: "Fiche d'information précontractuelle européenne normalisée (FIPEN)",
    subtitle:
      "Informations précontractuelles européennes normalisées en matière de crédit aux consommateurs",
    summary: `${creditTypes[loan.product].name} de ${formatEuros(loan.amount)} sur ${loan.months} mois, fiche établie le ${formatLongDate(issuedOn)}`,
    warning: fipenWarning,
    keyInformation: keyInformationSection(loan, summary),
    sections: [
      lenderSection(),
      characteristicsSection(loan, summary, insurance),
      costSection(loan, summary, insurance),
      legalSection(issuedOn),
      distanceSection(),
    ],
    annex: annexSection(summary, threshold),
    figures: { summary, insurance },
  };
}
