/**
 * The fee information document (« document d'information tarifaire », DIT) of each current account
 * offer, in the order and words of the standard template (Commission Implementing Regulation (EU)
 * 2018/34, its annex; the services named as the French list of the most representative services
 * linked to a payment account names them, art. D312-1-1 of the Code monétaire et financier).
 *
 * The offers' prices, overdrafts, foreign payment fee and withdrawals are domain/accounts.ts's. The
 * fees the document must also show and that file does not hold are here, dated: they are the
 * bank's decisions of `accountFeesAsOf`, placeholders like its identifiers until a tariff committee
 * sets them (domain/accounts.ts was being written by someone else when they were needed).
 */
import { accountOffers, essentielWithdrawals, type AccountOfferId } from "../accounts";
import { bank } from "../bank";
import { formatLongDate } from "../dates";
import { formatEuros, formatRate, formatWholeEuros } from "../format";

/** The day the fees below were decided: the documents that state them say they apply from then. */
export const accountFeesAsOf = "2026-11-28";

/** The offers as the customer reads them (the account page's names). */
export const accountOfferNames: Readonly<Record<AccountOfferId, string>> = {
  essentiel: "Essentiel",
  plus: "Plus",
  premium: "Premium",
};

/** The three debit cards of the French list (art. D312-1-1, I, A, 4° to 6°). */
export type DebitCard = "immediateDebit" | "deferredDebit" | "systematicAuthorisation";

/** The French list's name of each card, used word for word by the DIT and the agreement. */
export const debitCardServices: Readonly<Record<DebitCard, string>> = {
  immediateDebit:
    "Fourniture d'une carte de débit (carte de paiement internationale à débit immédiat)",
  deferredDebit:
    "Fourniture d'une carte de débit (carte de paiement internationale à débit différé)",
  systematicAuthorisation:
    "Fourniture d'une carte de débit (carte de paiement à autorisation systématique)",
};

/** A card's kind in a sentence: `carte de paiement internationale à débit immédiat`. */
export const debitCardLabel: Readonly<Record<DebitCard, string>> = {
  immediateDebit: "carte de paiement internationale à débit immédiat",
  deferredDebit: "carte de paiement internationale à débit différé",
  systematicAuthorisation: "carte de paiement à autorisation systématique",
};

/** What each offer includes beyond domain/accounts.ts's figures, as the account page sells it. */
export interface AccountOfferServices {
  /** The cards the holder may choose among; one is issued, included in the monthly price. */
  cards: readonly DebitCard[];
  /** The loss and theft insurance of the means of payment, included in the monthly price. */
  paymentMeansInsurance: boolean;
}

export const accountOfferServices: Readonly<Record<AccountOfferId, AccountOfferServices>> = {
  essentiel: { cards: ["systematicAuthorisation"], paymentMeansInsurance: false },
  plus: { cards: ["immediateDebit", "deferredDebit"], paymentMeansInsurance: true },
  premium: { cards: ["immediateDebit", "deferredDebit"], paymentMeansInsurance: true },
};

/** The same for every offer, decided on `accountFeesAsOf`; amounts in euros. */
export const accountFees = {
  /** Online and mobile banking: the only way the account is run. */
  onlineBanking: 0,
  /** An occasional SEPA credit transfer, instant or not, made online. */
  sepaTransfer: 0,
  /** Setting up a SEPA direct debit mandate. */
  directDebitMandate: 0,
  /** Each SEPA direct debit paid. */
  directDebitPayment: 0,
  /**
   * The « commission d'intervention » (art. L312-1-3 CMF caps it at 8 € an operation and 80 € a
   * month): the bank charges none.
   */
  interventionCommission: 0,
  /**
   * The nominal annual borrowing rate of a debit balance, within the authorised overdraft or
   * beyond it, as a fraction; interest is counted day by day and taken each quarter.
   */
  debitRate: 0.07,
  /** Interest on a debit balance is taken this many times a year. */
  debitInterestPeriodsPerYear: 4,
} as const;

/**
 * The TAEG of the overdraft: the debit rate compounded over the year, interest being taken each
 * quarter, and no fee added (none is charged for the overdraft).
 */
export const overdraftTaeg =
  Math.round(
    ((1 + accountFees.debitRate / accountFees.debitInterestPeriodsPerYear) **
      accountFees.debitInterestPeriodsPerYear -
      1) *
      10_000,
  ) / 10_000;

/** An offer's price over a year, to the cent. */
export const annualPrice = (offer: AccountOfferId) =>
  Math.round(accountOffers[offer].monthlyPrice * 100 * 12) / 100;

/** A line of a fee cell: what it applies to on the left (a frequency, a condition), the fee on the right. */
export interface FeeLine {
  /** `Par mois`, `Au-delà, par retrait`; absent when the fee applies as such. */
  basis?: string;
  fee: string;
  /** The template's « Total des frais annuels » line, set in bold. */
  total?: boolean;
}

/** One service of the list, as the template's table gives it. */
export interface FeeService {
  /** The French list's name, word for word. */
  service: string;
  fees: readonly FeeLine[];
  /** What the service includes or how it applies, under its name. */
  notes?: readonly string[];
}

export interface FeeHeading {
  /** One of the template's sub-headings, in its order. */
  title: string;
  services: readonly FeeService[];
}

export interface FeeInformationDocument {
  title: string;
  /** « Nom du prestataire du compte », « Intitulé du compte », « Date » and their values. */
  header: readonly { label: string; value: string }[];
  /** The template's three opening sentences. */
  intro: readonly string[];
  columns: { service: string; fee: string };
  headings: readonly FeeHeading[];
}

/**
 * What the document says of a service the bank does not offer with this account: the regulation's
 * recitals give « non proposé » or « non applicable » as examples.
 */
export const notOffered = "Non proposé";

const free: readonly FeeLine[] = [{ fee: formatWholeEuros(0) }];
const euros = (amount: number) => (amount === 0 ? formatWholeEuros(0) : formatEuros(amount));
const included = "Compris dans le prix mensuel de l'offre.";

/** The services and their quantities that the monthly price of `offer` pays for. */
export function offerContents(offer: AccountOfferId): string[] {
  const services = accountOfferServices[offer];
  const cards = services.cards.map((card) => debitCardLabel[card]).join(" ou ");
  const withdrawals =
    offer === "essentiel"
      ? `${essentielWithdrawals.freePerMonth} retraits d'espèces par mois en euro dans la zone euro`
      : "les retraits d'espèces en euro dans la zone euro, sans limite de nombre";
  return [
    "la tenue du compte et l'abonnement à la banque en ligne",
    `une carte de débit (${cards})`,
    withdrawals,
    "les virements SEPA occasionnels, instantanés ou non",
    "les prélèvements SEPA",
    ...(services.paymentMeansInsurance ? ["l'assurance perte ou vol des moyens de paiement"] : []),
    ...(accountOffers[offer].overdraftLimit > 0
      ? [
          `une autorisation de découvert jusqu'à ${formatWholeEuros(accountOffers[offer].overdraftLimit)}, ses intérêts en sus`,
        ]
      : []),
  ];
}

function cardService(offer: AccountOfferId, card: DebitCard): FeeService {
  const offered = accountOfferServices[offer].cards.includes(card);
  return offered
    ? {
        service: debitCardServices[card],
        fees: [{ basis: "Par an", fee: euros(0) }],
        notes: [included],
      }
    : { service: debitCardServices[card], fees: [{ fee: notOffered }] };
}

function withdrawalFees(offer: AccountOfferId): FeeService {
  const service =
    "Retrait d'espèces (cas de retrait en euro dans la zone euro à un distributeur automatique d'une autre banque)";
  if (offer !== "essentiel") return { service, fees: free };
  const { freePerMonth, extraFee } = essentielWithdrawals;
  return {
    service,
    fees: [
      { basis: `Les ${freePerMonth} premiers retraits du mois`, fee: euros(0) },
      { basis: "Au-delà, par retrait", fee: euros(extraFee) },
    ],
  };
}

function foreignPaymentFees(offer: AccountOfferId): FeeService {
  const fee = accountOffers[offer].foreignPaymentFee;
  return {
    service: "Paiement par carte (hors zone euro)",
    fees: fee === 0 ? free : [{ basis: "Par paiement", fee: `${formatRate(fee)} du montant` }],
  };
}

function overdraftFees(offer: AccountOfferId): FeeService {
  const limit = accountOffers[offer].overdraftLimit;
  const service = "Autorisation de découvert";
  if (limit === 0) return { service, fees: [{ fee: notOffered }] };
  return {
    service,
    fees: [
      { basis: "Montant maximal", fee: formatWholeEuros(limit) },
      { basis: "Frais de mise en place", fee: euros(0) },
      { basis: "Taux débiteur annuel", fee: formatRate(accountFees.debitRate) },
      { basis: "TAEG", fee: formatRate(overdraftTaeg) },
    ],
    notes: [
      "Sous réserve d'acceptation. Intérêts sur les seules sommes utilisées, pour la durée de leur utilisation, pris chaque trimestre.",
    ],
  };
}

/** The DIT of `offer`, dated `issuedOn` (`YYYY-MM-DD`, the day it is given). */
export function feeInformationDocument(
  offer: AccountOfferId,
  { issuedOn }: { issuedOn: string },
): FeeInformationDocument {
  const name = accountOfferNames[offer];
  const price = accountOffers[offer].monthlyPrice;
  const insurance = accountOfferServices[offer].paymentMeansInsurance;
  return {
    title: "Document d'information tarifaire",
    header: [
      { label: "Nom du prestataire du compte", value: bank.legalName },
      { label: "Intitulé du compte", value: `Compte de dépôt, offre ${name}` },
      { label: "Date", value: formatLongDate(issuedOn) },
    ],
    intro: [
      "Le présent document vous informe des frais liés à l'utilisation des principaux services associés au compte de paiement. Il vous aidera à comparer ces frais avec ceux d'autres comptes.",
      "Des frais peuvent également s'appliquer pour l'utilisation de services associés au compte qui ne sont pas mentionnés ici. Vous trouverez toutes les informations dans la convention de compte de dépôt.",
      `Un glossaire des termes employés dans le présent document est disponible gratuitement, sur simple demande à ${bank.email}.`,
    ],
    columns: { service: "Service", fee: "Frais" },
    headings: [
      {
        title: "Services de compte généraux",
        services: [
          {
            service: "Tenue de compte",
            fees: [
              { basis: "Par mois", fee: euros(price) },
              { basis: "Total des frais annuels", fee: euros(annualPrice(offer)), total: true },
            ],
            notes: [
              `Offre ${name}. Comprend un ensemble de services composé de : ${offerContents(offer).join(" ; ")}.`,
              "Les services utilisés au-delà de ces quantités sont facturés séparément, aux frais indiqués ci-dessous.",
            ],
          },
          {
            service:
              "Abonnement à des services de banque à distance (internet, téléphone fixe, SMS, etc.)",
            fees: [{ fee: euros(accountFees.onlineBanking) }],
          },
          {
            service:
              "Abonnement à des produits offrant des alertes sur la situation du compte par SMS",
            fees: [{ fee: notOffered }],
            notes: ["Les alertes de l'application mobile sont sans frais."],
          },
        ],
      },
      {
        title: "Paiements (à l'exclusion des cartes)",
        services: [
          {
            service: "Virement (cas d'un virement SEPA occasionnel)",
            fees: [{ basis: "En ligne", fee: euros(accountFees.sepaTransfer) }],
          },
          {
            service: "Prélèvement (frais de mise en place d'un mandat de prélèvement SEPA)",
            fees: [{ fee: euros(accountFees.directDebitMandate) }],
          },
          {
            service: "Prélèvement (frais par paiement d'un prélèvement SEPA)",
            fees: [{ fee: euros(accountFees.directDebitPayment) }],
          },
        ],
      },
      {
        title: "Cartes et espèces",
        services: [
          cardService(offer, "immediateDebit"),
          cardService(offer, "deferredDebit"),
          cardService(offer, "systematicAuthorisation"),
          withdrawalFees(offer),
          foreignPaymentFees(offer),
        ],
      },
      {
        title: "Découverts et services connexes",
        services: [
          overdraftFees(offer),
          {
            service: "Commission d'intervention",
            fees: [{ basis: "Par opération", fee: euros(accountFees.interventionCommission) }],
          },
        ],
      },
      {
        title: "Autres services",
        services: [
          {
            service: "Cotisation à une offre d'assurance perte ou vol des moyens de paiement",
            ...(insurance
              ? { fees: [{ basis: "Par an", fee: euros(0) }], notes: [included] }
              : { fees: [{ fee: notOffered }] }),
          },
        ],
      },
    ],
  };
}
