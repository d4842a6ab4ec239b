/**
 * The offer of a consumer credit contract, issued when staff accept an application: the mentions of
 * art. L312-28 and R312-10 of the Consumer Code, the amortisation schedule, and the detachable
 * withdrawal slip of art. L312-21 on the model annexed to art. R312-9. Where the FIPEN already says
 * a thing (withdrawal, early repayment, late payment, FICP, complaints), the contract says it in the
 * same words. docs/decisions/033-credit-contract-on-durable-medium.md gives the sources.
 */
import { bank } from "../bank";
import { formatLongDate } from "../dates";
import { formatEuros, formatRate } from "../format";
import { countryLabel } from "../forms/signupOptions";
import {
  complaints,
  creditTypes,
  earlyRepayment,
  ficpConsultation,
  fipenWarning,
  insuranceCover,
  instalments,
  latePayment,
  phone,
  releaseDelay,
  withdrawalRepayment,
  withdrawalRight,
  type FipenRow,
  type FipenSection,
} from "./fipen";
import { borrowerInsuranceRate } from "./insurance";
import type { LoanPrice } from "./pricing";
import type { CreditProduct } from "./products";
import { scheduleOf, type ContractSchedule } from "./schedule";
import { fundsReleaseOn, offerValidUntil, withdrawalEndsOn } from "./workflow";

/** The application the offer is made on, with its borrower as the bank knows them. */
export interface ContractApplication {
  /** The application's id: the contract's reference. */
  id: string;
  product: CreditProduct;
  /** Euros. */
  amount: number;
  months: number;
  insurance: boolean;
  borrower: {
    firstName: string;
    lastName: string;
    /** `YYYY-MM-DD`. */
    birthDate: string;
    /** Country of residence, its code as given at signup; the bank holds no postal address. */
    country: string;
  };
}

export interface ContractOptions {
  /** The day the offer is issued (its acceptance by staff), `YYYY-MM-DD`, Paris. */
  issuedOn: string;
}

/** The detachable slip: what the model annexed to art. R312-9 says, filled with this offer. */
export interface WithdrawalSlip {
  title: string;
  /** Paragraphs, in the model's order. */
  text: readonly string[];
  /** Lines the borrower fills in by hand. */
  blanks: readonly string[];
  notes: readonly string[];
}

export interface CreditContract {
  title: string;
  subtitle: string;
  /** Reference and dates, under the title. */
  summary: string;
  warning: string;
  sections: readonly FipenSection[];
  schedule: ContractSchedule;
  /** Sections after the schedule: the borrower's rights and the offer's validity. */
  terms: readonly FipenSection[];
  slip: WithdrawalSlip;
}

const fullName = ({ firstName, lastName }: ContractApplication["borrower"]) =>
  `${firstName} ${lastName}`;

function partiesSection(application: ContractApplication): FipenSection {
  const { borrower } = application;
  return {
    title: "1. Les parties",
    rows: [
      {
        label: "Le prêteur",
        text: [
          `${bank.legalName}, ${bank.capital}, ${bank.rcs}, ${bank.licence}, ${bank.orias}.`,
          `Siège : ${bank.address}. Téléphone : ${phone}, ${bank.phoneHours}. Courriel : ${bank.email}.`,
        ],
      },
      {
        label: "L'emprunteur",
        text: [
          fullName(borrower),
          `Né(e) le ${formatLongDate(borrower.birthDate)}. Pays de résidence : ${countryLabel(borrower.country)}.`,
        ],
      },
      {
        label: "Intermédiaire de crédit",
        text: ["Aucun : le crédit vous est proposé directement par le prêteur."],
      },
    ],
  };
}

function creditSection(application: ContractApplication, price: LoanPrice): FipenSection {
  const { summary, insurance } = price;
  const type = creditTypes[application.product];
  const withInsurance: string[] = application.insurance
    ? [
        `Avec l'assurance facultative que vous avez choisie : ${formatEuros(insurance.monthlyPaymentWithInsurance)} par mois.`,
      ]
    : [];
  // Art. L312-28 and R312-10: a box at the head of the contract gives the credit's main features
  // in characters more apparent than the rest; each row's first line is set larger.
  return {
    title: "2. Encadré : les caractéristiques essentielles du crédit",
    rows: [
      { label: "Type de crédit", prominent: true, text: [type.type] },
      {
        label: "Montant total du crédit",
        prominent: true,
        text: [formatEuros(application.amount)],
      },
      {
        label: "Durée du contrat de crédit",
        prominent: true,
        text: [`${application.months} mois`],
      },
      {
        label: "Taux débiteur",
        prominent: true,
        text: [
          `Taux débiteur fixe de ${formatRate(price.annualRate)} par an, pendant toute la durée du crédit.`,
        ],
      },
      {
        label: "Taux annuel effectif global (TAEG)",
        prominent: true,
        text: [
          `TAEG fixe ${formatRate(summary.taeg)}`,
          "Calculé en supposant le crédit versé en une fois et remboursé aux dates prévues, sans frais de dossier ni assurance obligatoire ; l'assurance facultative n'y est pas comprise.",
        ],
      },
      {
        label: "Échéances",
        prominent: true,
        text: [
          `${instalments(summary, application.months)}, hors assurance facultative`,
          ...withInsurance,
          "Périodicité mensuelle, par prélèvement sur votre compte bancaire, la première un mois après le versement des fonds.",
        ],
      },
      {
        label: "Coût total du crédit",
        prominent: true,
        text: [
          `${formatEuros(summary.totalInterest)} d'intérêts. Aucun frais de dossier ni autre frais n'est demandé pour ce crédit.`,
        ],
      },
      {
        label: "Montant total dû",
        prominent: true,
        text: [
          formatEuros(summary.totalDue),
          `Montant total du crédit (${formatEuros(application.amount)}) et coût total du crédit (${formatEuros(summary.totalInterest)}), hors assurance facultative.`,
        ],
      },
      {
        label: "Mise à disposition des fonds",
        prominent: true,
        text: [type.release, releaseDelay],
      },
      { label: "Sûretés", prominent: true, text: ["Aucune."] },
    ],
  };
}

function insuranceSection(application: ContractApplication, price: LoanPrice): FipenSection {
  const { insurance } = price;
  const rows: FipenRow[] = application.insurance
    ? [
        {
          label: "Assurance choisie",
          text: [
            `Assurance ${insuranceCover}, au taux de ${formatRate(borrowerInsuranceRate)} par an du montant emprunté : ${formatEuros(insurance.monthlyPremium)} par mois, soit une mensualité de ${formatEuros(insurance.monthlyPaymentWithInsurance)} avec l'assurance.`,
            `Coût total de l'assurance sur ${application.months} mois : ${formatEuros(insurance.totalCost)}. Taux annuel effectif de l'assurance (TAEA) : ${formatRate(insurance.taea)}.`,
            "Cette assurance n'est pas obligatoire pour obtenir le crédit et n'est pas comprise dans le TAEG. Vous pouvez lui substituer une assurance équivalente auprès de l'assureur de votre choix.",
          ],
        },
      ]
    : [
        {
          label: "Assurance",
          text: [
            "Vous n'avez pas choisi d'adhérer à l'assurance emprunteur facultative : aucune prime n'est ajoutée à vos mensualités.",
          ],
        },
      ];
  return { title: "3. Assurance emprunteur facultative", rows };
}

function termsSections(issuedOn: string, price: LoanPrice): FipenSection[] {
  const validUntil = offerValidUntil(issuedOn);
  return [
    {
      title: "5. Acceptation de l'offre et droit de rétractation",
      rows: [
        {
          label: "Durée de l'offre",
          text: [
            `Le prêteur maintient les conditions de cette offre pendant 15 jours à compter de son émission, le ${formatLongDate(issuedOn)}, soit jusqu'au ${formatLongDate(validUntil)} inclus (article L312-18 du Code de la consommation).`,
            "Vous l'acceptez en la signant électroniquement depuis votre espace client ; l'acceptation engage les deux parties.",
          ],
        },
        {
          label: "Droit de rétractation",
          text: [
            `${withdrawalRight} Le jour de l'acceptation n'est pas compté ; si le dernier jour est un samedi, un dimanche ou un jour férié, le délai est prolongé jusqu'au premier jour ouvrable suivant (articles L312-19 et suivants du Code de la consommation).`,
            `Par exemple, acceptée le ${formatLongDate(issuedOn)}, l'offre peut être rétractée jusqu'au ${formatLongDate(withdrawalEndsOn(issuedOn))} inclus ; acceptée le ${formatLongDate(validUntil)}, jusqu'au ${formatLongDate(withdrawalEndsOn(validUntil))} inclus. La date qui s'applique à vous vous est confirmée à la signature.`,
            `Pour vous rétracter : depuis votre espace client, ou en renvoyant le bordereau détachable joint à la fin de ce document à ${bank.legalName}, ${bank.address}.`,
            withdrawalRepayment,
            `${releaseDelay} Acceptée le ${formatLongDate(issuedOn)}, l'offre permet un versement à partir du ${formatLongDate(fundsReleaseOn(issuedOn))}.`,
          ],
        },
      ],
    },
    {
      title: "6. Vos droits et obligations pendant le crédit",
      rows: [
        {
          label: "Remboursement anticipé",
          text: [...earlyRepayment, "Article L312-34 du Code de la consommation."],
        },
        { label: "Retard de paiement et défaillance", text: latePayment(price.annualRate) },
        { label: "Fichier national des incidents (FICP)", text: ficpConsultation },
      ],
    },
    {
      title: "7. Réclamations, médiation et contrôle",
      rows: [
        { label: "Réclamations et médiation", text: [complaints] },
        { label: "Autorité de contrôle", text: [bank.supervisor] },
        {
          label: "Loi applicable et langue",
          text: [
            "Le contrat est régi par le droit français ; les tribunaux français sont compétents. Il est rédigé en français, langue dans laquelle le prêteur communiquera avec vous pendant toute sa durée.",
          ],
        },
      ],
    },
  ];
}

/**
 * The slip of the model annexed to art. R312-9, with the lender's identity and address in place of
 * the model's blank. The model's lines on a credit financing a given purchase (crédit affecté) are
 * left out: none of the bank's loans is tied to a sale.
 */
function slipOf(application: ContractApplication, issuedOn: string): WithdrawalSlip {
  return {
    title: "Bordereau de rétractation",
    text: [
      "Ce formulaire est à compléter et à renvoyer uniquement si vous souhaitez vous rétracter de votre contrat de crédit.",
      "À renvoyer au plus tard quatorze jours après la date de votre acceptation de l'offre de contrat de crédit. Le délai court à compter du jour de votre acceptation de l'offre de contrat de crédit.",
      `Cette rétractation n'est valable que si elle est adressée, lisiblement et parfaitement remplie, par lettre recommandée avec avis de réception (1), à ${bank.legalName}, ${bank.address}, avant l'expiration du délai rappelé ci-dessus.`,
      `Offre de contrat de crédit référence ${application.id}, émise le ${formatLongDate(issuedOn)} : ${creditTypes[application.product].name} de ${formatEuros(application.amount)} sur ${application.months} mois.`,
      "Je soussigné(e) (*) ……………………………………, déclare renoncer à l'offre de crédit de (*) ……………… euros que j'avais acceptée le (*) ……………………",
    ],
    blanks: [
      "Nom et prénom de l'emprunteur (*) :",
      "Adresse de l'emprunteur (*) :",
      "Date (*) :",
      "Signature de l'emprunteur :",
    ],
    notes: ["(*) Mentions manuscrites de l'emprunteur.", "(1) Facultatif."],
  };
}

/**
 * The offer of one application, from the figures the bank priced: the same `LoanPrice` as the
 * simulator, the FIPEN and the application hold, so that every figure agrees to the cent.
 */
export function buildContract(
  application: ContractApplication,
  price: LoanPrice,
  { issuedOn }: ContractOptions,
): CreditContract {
  const type = creditTypes[application.product];
  return {
    title: "Offre de contrat de crédit à la consommation",
    subtitle: `${type.name} de ${formatEuros(application.amount)} sur ${application.months} mois, consenti par ${bank.legalName} à ${fullName(application.borrower)}`,
    summary: `Référence ${application.id} · émise le ${formatLongDate(issuedOn)}, valable jusqu'au ${formatLongDate(offerValidUntil(issuedOn))} inclus`,
    warning: fipenWarning,
    sections: [
      partiesSection(application),
      creditSection(application, price),
      insuranceSection(application, price),
    ],
    schedule: scheduleOf("4. Tableau d'amortissement", application, price),
    terms: termsSections(issuedOn, price),
    slip: slipOf(application, issuedOn),
  };
}
