/**
 * The account agreement (« convention de compte de dépôt ») of a natural person's current account
 * opened at a distance, in French, built from the offer and the holder as the bank knows them: what
 * art. L312-1-1 of the Code monétaire et financier and its arrêté ask a convention to say (parties,
 * opening, fees, means of payment, changes, closing), the withdrawal right of a financial service
 * contract concluded at a distance (Code de la consommation, L222-7) and the identity verification
 * of an opening at a distance (R561-5-2 CMF). The fees are the fee information document's
 * (fees.ts), given with it; the PDF is server/services/account-documents-pdf.ts.
 */
import { accountOffers, essentielWithdrawals, type AccountOfferId } from "../accounts";
import { bank } from "../bank";
import { distanceSellingRefundDays, distanceSellingWithdrawalDays } from "../distanceSelling";
import { formatLongDate } from "../dates";
import { formatEuros, formatRate, formatWholeEuros } from "../format";
import { formatPhone } from "../phone";
import {
  accountFees,
  accountFeesAsOf,
  accountOfferNames,
  accountOfferServices,
  annualPrice,
  debitCardLabel,
  offerContents,
  overdraftTaeg,
} from "./fees";

/** The holder as the opening's identity step gave them; countries are ISO 3166-1 alpha-2 codes. */
export interface AgreementHolder {
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  birthPlace: string;
  birthCountry: string;
  addressLine: string;
  addressComplement?: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface AgreementOptions {
  /** The day the agreement is issued, `YYYY-MM-DD`, Paris. */
  issuedOn: string;
  /** A country's French name from its code: the server's `Intl`, which a page must not load. */
  countryName: (code: string) => string;
}

export interface AgreementArticle {
  title: string;
  /** Paragraphs, in order. */
  paragraphs: readonly string[];
}

export interface AccountAgreement {
  title: string;
  subtitle: string;
  /** The reference and the day, under the title. */
  summary: string;
  articles: readonly AgreementArticle[];
}

export const holderName = ({
  firstName,
  lastName,
}: Pick<AgreementHolder, "firstName" | "lastName">) => `${firstName} ${lastName}`;

/** The postal address on one line: street, complement, postal code and city, country. */
export function holderAddress(
  holder: Pick<
    AgreementHolder,
    "addressLine" | "addressComplement" | "postalCode" | "city" | "country"
  >,
  countryName: (code: string) => string,
): string {
  const complement = holder.addressComplement?.trim();
  return [
    holder.addressLine,
    ...(complement ? [complement] : []),
    `${holder.postalCode} ${holder.city}`,
    countryName(holder.country),
  ].join(", ");
}

const customerService = formatPhone(bank.phones.customerService, "national");
const cardBlocking = formatPhone(bank.phones.cardBlocking, "national");

function partiesArticle(holder: AgreementHolder, { countryName }: AgreementOptions) {
  return {
    title: "Article 1 – Les parties",
    paragraphs: [
      `La banque : ${bank.legalName}, ${bank.capital}, ${bank.rcs}, ${bank.licence}, ${bank.orias}. Siège : ${bank.address}. Téléphone : ${customerService}, ${bank.phoneHours}. Courriel : ${bank.email}. Autorité de contrôle : ${bank.supervisor}.`,
      `Le titulaire : ${holderName(holder)}, né(e) le ${formatLongDate(holder.birthDate)} à ${holder.birthPlace} (${countryName(holder.birthCountry)}), demeurant ${holderAddress(holder, countryName)}, personne physique agissant pour des besoins non professionnels.`,
    ],
  };
}

function openingArticles(offer: AccountOfferId): AgreementArticle[] {
  const name = accountOfferNames[offer];
  return [
    {
      title: "Article 2 – Objet de la convention",
      paragraphs: [
        `La présente convention fixe les conditions d'ouverture, de fonctionnement et de clôture du compte de dépôt individuel en euros, offre ${name}, que la banque ouvre au nom du titulaire (article L312-1-1 du Code monétaire et financier). Le document d'information tarifaire de l'offre ${name}, remis avec elle, en fait partie.`,
        "Le compte fonctionne à distance, depuis le site et l'application de la banque. Il ne peut servir qu'aux besoins non professionnels du titulaire.",
      ],
    },
    {
      title: "Article 3 – Ouverture du compte à distance",
      paragraphs: [
        "La banque identifie le titulaire (nom, prénoms, date et lieu de naissance, adresse) et, le compte étant ouvert à distance, vérifie son identité par deux mesures prévues à l'article R561-5-2 du Code monétaire et financier : la copie d'une pièce d'identité officielle en cours de validité, que le titulaire transmet, et un premier virement reçu sur le compte depuis un compte ouvert à son nom auprès d'un établissement de crédit ou de paiement établi dans un État de l'Union européenne ou de l'Espace économique européen.",
        "Le compte reçoit son IBAN à la signature de la présente convention. Il fonctionne pleinement une fois le premier virement reçu et le dossier validé par la banque ; si la banque refuse l'ouverture, elle renvoie les sommes reçues sur le compte d'où elles proviennent.",
        "Le titulaire informe la banque sans délai de tout changement de son adresse, de sa situation professionnelle ou de sa résidence fiscale.",
      ],
    },
  ];
}

function feesArticle(offer: AccountOfferId): AgreementArticle {
  const name = accountOfferNames[offer];
  const { monthlyPrice, foreignPaymentFee } = accountOffers[offer];
  const withdrawals =
    offer === "essentiel"
      ? `au-delà de ${essentielWithdrawals.freePerMonth} retraits d'espèces par mois en euro dans la zone euro, ${formatEuros(essentielWithdrawals.extraFee)} par retrait ; `
      : "";
  const foreign =
    foreignPaymentFee === 0
      ? "paiement par carte hors zone euro sans frais"
      : `paiement par carte hors zone euro, ${formatRate(foreignPaymentFee)} du montant`;
  return {
    title: "Article 4 – L'offre et ses frais",
    paragraphs: [
      `Le titulaire a choisi l'offre ${name}, au prix de ${formatEuros(monthlyPrice)} par mois, soit ${formatEuros(annualPrice(offer))} par an, débité chaque mois sur le compte. Elle comprend : ${offerContents(offer).join(" ; ")}.`,
      `Les autres frais : ${withdrawals}${foreign} ; commission d'intervention : ${formatWholeEuros(accountFees.interventionCommission)}. Le document d'information tarifaire de l'offre ${name} donne les frais de chaque service, en vigueur depuis le ${formatLongDate(accountFeesAsOf)}.`,
      "La banque met chaque mois à la disposition du titulaire, dans son espace client, un relevé des opérations du compte, et lui adresse chaque année, gratuitement, un récapitulatif des frais perçus l'année précédente.",
    ],
  };
}

function cardArticle(offer: AccountOfferId): AgreementArticle {
  const { cards } = accountOfferServices[offer];
  const choice =
    cards.length > 1
      ? `une carte de débit au choix du titulaire : ${cards.map((card) => debitCardLabel[card]).join(" ou ")}`
      : `une ${cards.map((card) => debitCardLabel[card]).join("")}, dont chaque opération est vérifiée contre le solde disponible`;
  return {
    title: "Article 5 – La carte",
    paragraphs: [
      `Le compte est assorti d'${choice}, comprise dans le prix de l'offre.`,
      "Dès l'ouverture du compte, une carte virtuelle est disponible dans l'application, pour payer en ligne et avec le téléphone. La carte physique est envoyée par courrier à l'adresse du titulaire ; il l'active dans l'application à sa réception.",
      `Le titulaire garde secrets ses codes et signale sans tarder la perte, le vol ou l'utilisation frauduleuse de sa carte, dans l'application ou au ${cardBlocking}, jour et nuit, pour la faire bloquer (article L133-17 du Code monétaire et financier). Il conteste une opération non autorisée ou mal exécutée au plus tard 13 mois après son débit (article L133-24).`,
    ],
  };
}

function overdraftArticle(offer: AccountOfferId): AgreementArticle {
  const limit = accountOffers[offer].overdraftLimit;
  const rate = formatRate(accountFees.debitRate);
  const systematic = accountOfferServices[offer].cards.includes("systematicAuthorisation");
  const paragraphs =
    limit === 0
      ? [
          `L'offre ${accountOfferNames[offer]} ne comprend pas d'autorisation de découvert : le compte doit rester créditeur${systematic ? " et la carte refuse tout paiement au-delà du solde disponible" : ""}.`,
          `Si le compte devient néanmoins débiteur (un prélèvement, des frais), le solde débiteur porte intérêts au taux débiteur annuel de ${rate} et le titulaire le couvre sans délai.`,
        ]
      : [
          `Sous réserve de l'acceptation de son dossier par la banque, le titulaire peut rendre le compte débiteur jusqu'à ${formatWholeEuros(limit)}. Les sommes utilisées portent intérêts au taux débiteur annuel de ${rate}, soit un TAEG de ${formatRate(overdraftTaeg)}, calculés chaque jour sur le solde débiteur et débités chaque trimestre ; l'autorisation ne donne lieu à aucuns frais.`,
          `Au-delà de ${formatWholeEuros(limit)}, la banque peut refuser les opérations ; un dépassement porte intérêts au même taux. La banque peut réduire ou supprimer l'autorisation en informant le titulaire deux mois à l'avance.`,
        ];
  return { title: "Article 6 – Découvert", paragraphs };
}

const withdrawalArticle: AgreementArticle = {
  title: "Article 7 – Droit de rétractation",
  paragraphs: [
    `La convention étant conclue à distance, le titulaire peut se rétracter pendant ${distanceSellingWithdrawalDays} jours calendaires révolus, sans avoir à donner de motif ni à payer de pénalité (article L222-7 du Code de la consommation). Le délai court du lendemain de la signature de la convention ou, s'il est postérieur, du jour où le titulaire en reçoit les conditions ; s'il expire un samedi, un dimanche ou un jour férié, il est prolongé jusqu'au premier jour ouvrable suivant.`,
    `Le compte ne fonctionne pendant ce délai que si le titulaire le demande. En signant la convention, il demande que le compte fonctionne dès son ouverture. S'il se rétracte, il ne paie rien, pas même le prix de l'offre pour la période écoulée, et la banque lui rend les sommes déposées au plus tard ${distanceSellingRefundDays} jours après.`,
    `Pour se rétracter en ligne : dans l'espace client, rubrique « Mes comptes », le bouton « Renoncer au contrat ici », disponible pendant tout le délai, puis « Confirmer la rétractation » (article L222-8 du Code de la consommation). La banque adresse sans délai au titulaire, par courriel, un accusé de réception qui reprend sa déclaration ainsi que la date et l'heure de son envoi. Le titulaire peut aussi se rétracter par courriel à ${bank.email} ou par lettre à ${bank.legalName}, ${bank.address}.`,
  ],
};

function lifeArticles(): AgreementArticle[] {
  return [
    {
      title: "Article 8 – Modification de la convention",
      paragraphs: [
        "Tout projet de modification de la convention, ses frais compris, est communiqué au titulaire sur papier ou sur un autre support durable au plus tard deux mois avant la date proposée pour son application (article L312-1-1 du Code monétaire et financier). Le titulaire qui ne l'a pas contesté avant cette date est réputé l'avoir accepté ; s'il le refuse, il peut résilier la convention, sans frais, avant cette date.",
      ],
    },
    {
      title: "Article 9 – Durée et clôture",
      paragraphs: [
        "La convention est conclue pour une durée indéterminée.",
        "Le titulaire peut la résilier et clôturer le compte à tout moment, sans frais, depuis l'espace client ou par lettre ; la clôture prend effet au plus tard 30 jours après sa demande.",
        "La banque peut la résilier en respectant un préavis de deux mois, notifié au titulaire sur support durable. Le prix de l'offre n'est dû que jusqu'à la clôture ; ce qui a été payé d'avance est remboursé au prorata. Le solde est versé sur le compte que le titulaire désigne.",
      ],
    },
    {
      title: "Article 10 – Garantie des dépôts",
      paragraphs: [
        "Les sommes déposées sur le compte sont couvertes par le Fonds de garantie des dépôts et de résolution (FGDR) jusqu'à 100 000 € par déposant, pour l'ensemble de ses dépôts auprès de la banque (articles L312-4 et suivants du Code monétaire et financier). Renseignements : FGDR, 65 rue de la Victoire, 75009 Paris, www.garantiedesdepots.fr.",
      ],
    },
    {
      title: "Article 11 – Réclamations et médiation",
      paragraphs: [
        `Le titulaire adresse ses réclamations depuis l'espace client, par courriel à ${bank.email} ou par lettre à ${bank.legalName}, ${bank.address}. La banque y répond dans les 15 jours ouvrables pour un service de paiement, 35 au plus dans des situations exceptionnelles (article L133-45 du Code monétaire et financier), et dans les deux mois pour toute autre réclamation.`,
        `Si la réponse ne le satisfait pas, ou sans réponse dans ces délais, le titulaire peut saisir gratuitement le Médiateur d'${bank.name}, ${bank.address} (article L316-1 du Code monétaire et financier).`,
      ],
    },
    {
      title: "Article 12 – Secret professionnel et données personnelles",
      paragraphs: [
        "La banque est tenue au secret professionnel (article L511-33 du Code monétaire et financier) ; elle ne communique les informations du titulaire qu'aux personnes que la loi désigne ou avec son accord.",
        `Les données personnelles du titulaire sont traitées pour la tenue du compte, la lutte contre le blanchiment des capitaux et le financement du terrorisme et les obligations fiscales de la banque. Ses droits et la manière de les exercer sont décrits dans la politique de confidentialité : ${bank.siteUrl}/politiquesConfidentialite.`,
      ],
    },
    {
      title: "Article 13 – Loi applicable et langue",
      paragraphs: [
        "La convention est régie par le droit français ; les tribunaux français sont compétents. Elle est rédigée en français, langue dans laquelle la banque communique avec le titulaire pendant toute sa durée.",
      ],
    },
    {
      title: "Signature",
      paragraphs: [
        "Le titulaire signe la convention électroniquement depuis son espace client, après s'être authentifié de nouveau. La banque conserve la convention signée avec la preuve de la signature (l'empreinte du document, la date et l'heure, la méthode et l'appareil) ; le titulaire la retrouve dans son espace client.",
      ],
    },
  ];
}

/** The agreement of `offer` for `holder`, issued on `options.issuedOn` for the opening `openingId`. */
export function buildAccountAgreement(
  {
    offer,
    holder,
    openingId,
  }: { offer: AccountOfferId; holder: AgreementHolder; openingId: string },
  options: AgreementOptions,
): AccountAgreement {
  return {
    title: "Convention de compte de dépôt",
    subtitle: `Compte de dépôt, offre ${accountOfferNames[offer]}, ouvert par ${bank.legalName} à ${holderName(holder)}`,
    summary: `Référence ${openingId} · émise le ${formatLongDate(options.issuedOn)}`,
    articles: [
      partiesArticle(holder, options),
      ...openingArticles(offer),
      feesArticle(offer),
      cardArticle(offer),
      overdraftArticle(offer),
      withdrawalArticle,
      ...lifeArticles(),
    ],
  };
}
