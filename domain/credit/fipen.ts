/**
 * The FIPEN (fiche d'information précontractuelle européenne normalisée): what a lender must give
 * before a consumer credit is signed, in the order of the standard form of the Consumer Code (annex
 * to art. R312-5), with the warning of art. L312-5 as amended by ordonnance n° 2025-880.
 * docs/decisions/011-fipen.md gives the sources and what is placeholder.
 */
import { bank } from "../bank";
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
  sections: readonly FipenSection[];
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

/** The phone number kept on one line wherever the text wraps. */
export const phone = bank.phone.replaceAll(" ", "\u00a0");

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

function lenderSection(): FipenSection {
  return {
    title: "1. Identité et coordonnées du prêteur",
    rows: [
      { label: "Prêteur", text: [bank.legalName] },
      { label: "Adresse", text: [bank.address] },
      { label: "Numéro de téléphone", text: [`${phone}, ${bank.phoneHours}`] },
      { label: "Adresse électronique", text: [bank.email] },
      { label: "Adresse internet", text: [bank.siteUrl] },
      {
        label: "Intermédiaire de crédit",
        text: ["Aucun : le crédit vous est proposé directement par le prêteur."],
      },
    ],
  };
}

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
      {
        label: "Montant total du crédit",
        hint: "Il s'agit du total des sommes rendues disponibles en vertu du contrat de crédit.",
        text: [formatEuros(loan.amount)],
      },
      {
        label: "Conditions de mise à disposition des fonds",
        hint: "Il s'agit de la façon dont vous obtiendrez l'argent et du moment auquel vous l'obtiendrez.",
        text: [product.release, releaseDelay],
      },
      { label: "Durée du contrat de crédit", text: [`${loan.months} mois`] },
      {
        label: "Échéances",
        hint: "Le montant, le nombre et la périodicité des échéances que vous devrez payer.",
        prominent: true,
        text: [
          `${instalments(summary, loan.months)}, hors assurance facultative`,
          ...withInsurance,
          "Périodicité mensuelle, par prélèvement sur votre compte bancaire, la première un mois après le versement des fonds.",
          "Chaque mensualité paie d'abord les intérêts du mois, puis rembourse une part du capital.",
        ],
      },
      {
        label: "Montant total dû",
        hint: "Il s'agit du montant du capital emprunté majoré des intérêts et des frais éventuels liés à votre crédit.",
        prominent: true,
        text: [
          formatEuros(summary.totalDue),
          `Montant total du crédit (${formatEuros(loan.amount)}) et coût total du crédit (${formatEuros(summary.totalInterest)}), hors assurance facultative.`,
        ],
      },
      { label: "Sûretés exigées", text: ["Aucune."] },
    ],
  };
}

function costSection(
  loan: FipenLoan,
  summary: LoanSummary,
  insurance: InsuranceSummary,
  usury: { rate: number; from: string; to: string; current: boolean },
): FipenSection {
  return {
    title: "3. Coût du crédit",
    rows: [
      {
        label: "Taux débiteur",
        text: [
          `Taux débiteur fixe de ${formatRate(loan.annualRate)} par an, pendant toute la durée du crédit.`,
        ],
      },
      {
        label: "Taux annuel effectif global (TAEG)",
        hint: "Il s'agit du coût total exprimé en pourcentage annuel du montant total du crédit. Le TAEG est indiqué pour vous aider à comparer différentes offres.",
        prominent: true,
        text: [
          `TAEG fixe ${formatRate(summary.taeg)}`,
          `Exemple représentatif de votre crédit : pour un montant total du crédit de ${formatEuros(loan.amount)} sur ${loan.months} mois au taux débiteur fixe de ${formatRate(loan.annualRate)}, ${instalments(summary, loan.months)}, TAEG fixe de ${formatRate(summary.taeg)}, coût total du crédit ${formatEuros(summary.totalInterest)}, montant total dû ${formatEuros(summary.totalDue)}.`,
          "Hypothèses de calcul : le crédit est versé en une fois et remboursé par mensualités aux dates prévues ; il n'y a ni frais de dossier ni assurance obligatoire ; l'assurance facultative n'est pas comprise.",
        ],
      },
      {
        label: "Coût total du crédit",
        text: [
          `${formatEuros(summary.totalInterest)} d'intérêts. Aucun frais de dossier ni autre frais n'est demandé pour ce crédit.`,
        ],
      },
      {
        label: "Taux de l'usure",
        text: [
          // A quarter that has ended is named as what it was, never as the one in force.
          usury.current
            ? `Le TAEG de ${formatRate(summary.taeg)} est inférieur au taux de l'usure de ${formatRate(usury.rate)} applicable à ce montant de crédit du ${formatLongDate(usury.from)} au ${formatLongDate(usury.to)}.`
            : `Le TAEG de ${formatRate(summary.taeg)} est inférieur au taux de l'usure de ${formatRate(usury.rate)} fixé pour ce montant de crédit pour la période du ${formatLongDate(usury.from)} au ${formatLongDate(usury.to)}, le dernier que la banque a enregistré.`,
        ],
      },
      {
        label: "Assurance emprunteur facultative",
        text: [
          `Assurance ${insuranceCover}, au taux de ${formatRate(borrowerInsuranceRate)} par an du montant emprunté : ${formatEuros(insurance.monthlyPremium)} par mois, soit une mensualité de ${formatEuros(insurance.monthlyPaymentWithInsurance)} avec l'assurance.`,
          `Coût total de l'assurance sur ${loan.months} mois : ${formatEuros(insurance.totalCost)}. Taux annuel effectif de l'assurance (TAEA) : ${formatRate(insurance.taea)}.`,
          "Cette assurance n'est pas obligatoire pour obtenir le crédit et n'est pas comprise dans le TAEG. Vous pouvez souscrire une assurance équivalente auprès de l'assureur de votre choix.",
          loan.insurance
            ? "Vous avez choisi d'adhérer à cette assurance."
            : "Vous n'avez pas choisi d'adhérer à cette assurance.",
        ],
      },
      {
        label: "Conséquences d'un retard de paiement",
        text: latePayment(loan.annualRate),
      },
    ],
  };
}

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
        label: "Difficultés de remboursement",
        text: [
          `Si vous avez du mal à rembourser, contactez-nous au plus tôt au ${phone} : nous chercherons avec vous une solution (report d'échéances, nouvel échéancier).`,
          "Vous pouvez aussi être conseillé gratuitement et en toute confidentialité par un Point conseil budget, service d'aide aux personnes en difficulté financière labellisé par l'État.",
          "La Banque de France vous indique le Point conseil budget le plus proche et vous renseigne sur le surendettement au 34\u00a014, du lundi au vendredi de 8\u00a0h à 18\u00a0h (prix d'un appel local), et dans ses guichets.",
        ],
      },
      {
        label: "Période de validité des informations",
        text: [
          `Ces informations sont valables du ${formatLongDate(issuedOn)} au ${formatLongDate(validUntil)}.`,
        ],
      },
    ],
  };
}

function distanceSection(): FipenSection {
  return {
    title: "5. Informations complémentaires en cas de vente à distance",
    rows: [
      {
        label: "Immatriculation",
        text: [`${bank.legalName}, ${bank.capital}, ${bank.rcs}, ${bank.orias}.`],
      },
      { label: "Autorité de surveillance", text: [bank.supervisor] },
      {
        label: "Exercice du droit de rétractation",
        text: [
          `Depuis votre espace client, ou par écrit à ${bank.legalName}, ${bank.address}, ou à ${bank.email}, avant la fin du délai de 14 jours.`,
        ],
      },
      {
        label: "Loi applicable et juridiction compétente",
        text: [
          "Le droit français régit les relations précontractuelles et le contrat ; les tribunaux français sont compétents.",
        ],
      },
      {
        label: "Langue",
        text: [
          "Les informations et le contrat sont en français ; le prêteur communiquera avec vous en français pendant toute la durée du contrat.",
        ],
      },
      {
        label: "Réclamations et recours",
        text: [complaints],
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
    sections: [
      lenderSection(),
      characteristicsSection(loan, summary, insurance),
      costSection(loan, summary, insurance, threshold),
      legalSection(issuedOn),
      distanceSection(),
    ],
    figures: { summary, insurance },
  };
}
