import type { OpeningFile, OpeningScreening, StatementImport } from "@domain/api/openingAdmin";
import { printedIban } from "@domain/currentAccount/iban";
import {
  expectedInflowLabels,
  identityDocumentLabels,
  monthlyIncomeLabels,
  occupationLabels,
  offerLabels,
  purposeLabels,
} from "@domain/currentAccount/openingReview";
import { registerFieldLabels, type RegisterEntry } from "@domain/currentAccount/registerEntry";
import { formatLongDate } from "@domain/dates";
import { formatEuros } from "@domain/format";
import { onFirstUse } from "@domain/onFirstUse";
import { formatMoment, type Fact } from "./applicationDisplay";

// How staff read a current account's opening in the back office (issue 34, item 4).

const regionNames = onFirstUse(() => new Intl.DisplayNames(["fr-FR"], { type: "region" }));

/** `Belgique (BE)` from `BE`: any country a customer may name, in French. */
export function countryName(code: string): string {
  try {
    const name = regionNames().of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** `150,00 €` from 15000 cents. */
export const formatCents = (cents: number) => formatEuros(cents / 100);

export const openingCountLabel = (total: number) =>
  total === 0
    ? "Aucune ouverture de compte"
    : `${total} ouverture${total > 1 ? "s" : ""} de compte`;

const notAnswered = "Non renseigné";

/** Who the customer is: the profile, then the identity step's birth place and address. */
export function identityFacts({ customer, opening }: OpeningFile): Fact[] {
  const identity = opening.identity;
  return [
    ["Nom", `${customer.firstName} ${customer.lastName}`],
    ["Date de naissance", customer.birthDate ? formatLongDate(customer.birthDate) : notAnswered],
    [
      "Lieu de naissance",
      identity ? `${identity.birthPlace}, ${countryName(identity.birthCountry)}` : notAnswered,
    ],
    [
      "Adresse",
      identity
        ? [
            identity.addressLine,
            identity.addressComplement,
            `${identity.postalCode} ${identity.city}`,
            countryName(identity.country),
          ]
            .filter(Boolean)
            .join(", ")
        : notAnswered,
    ],
    [
      "Adresse e-mail",
      `${customer.email}${customer.emailVerified ? " (confirmée)" : " (non confirmée)"}`,
    ],
    ["Pays de résidence (inscription)", countryName(customer.country)],
  ];
}

/** What the customer declared: knowledge of the customer, tax residence and the US person question. */
export function answerFacts({ opening }: OpeningFile): Fact[] {
  const known = opening.knowYourCustomer;
  const tax = opening.taxResidence;
  return [
    ["Offre", opening.offer ? offerLabels[opening.offer] : notAnswered],
    ["Profession", known ? occupationLabels[known.occupation] : notAnswered],
    ["Revenus nets", known ? monthlyIncomeLabels[known.monthlyIncome] : notAnswered],
    ["Usage du compte", known ? purposeLabels[known.purpose] : notAnswered],
    [
      "Sommes reçues attendues",
      known ? expectedInflowLabels[known.expectedMonthlyInflow] : notAnswered,
    ],
    ["Résidence fiscale", tax ? countryName(tax.taxCountry) : notAnswered],
    ["Numéro fiscal", tax ? tax.taxNumber : notAnswered],
    [
      "US person (FATCA)",
      tax ? (tax.usPerson ? `Oui — TIN ${tax.usTaxNumber ?? "non indiqué"}` : "Non") : notAnswered,
    ],
  ];
}

/** The identity document's kind, number and expiry as declared. */
export function identityDocumentFacts({ opening }: OpeningFile): Fact[] {
  const document = opening.identityDocument;
  if (!document) return [["Pièce d'identité", notAnswered]];
  return [
    ["Pièce d'identité", identityDocumentLabels[document.documentKind]],
    ["Numéro", document.documentNumber],
    ["Expire le", formatLongDate(document.documentExpiresOn)],
  ];
}

/** How the customer signed: when, the method, what was signed and from which device. */
export function signatureFacts({ opening, signature }: OpeningFile): Fact[] {
  if (!signature || !opening.signedAt) return [["Signature", "Pas encore signée"]];
  return [
    ["Signée le", formatMoment(opening.signedAt)],
    [
      "Méthode",
      signature.method === "passkey"
        ? `Clé d'accès${signature.passkeyId ? ` (${signature.passkeyId})` : ""}`
        : "Mot de passe saisi à nouveau",
    ],
    ["Empreinte SHA-256 de la convention", signature.agreementSha256],
    ["Empreinte SHA-256 du document d'information tarifaire", signature.feeInformationSha256],
    ["Empreinte signée (les deux documents)", signature.signedDigest],
    ["Appareil", signature.userAgent ?? "Non transmis par le navigateur"],
  ];
}

/** The account the signature opened: where the first transfer goes and what it has received. */
export function accountFacts({ account }: OpeningFile): Fact[] {
  if (!account) return [["Compte", "Pas encore attribué"]];
  return [
    ["IBAN", printedIban(account.iban)],
    ["BIC", account.bic],
    ["Référence du premier virement", account.reference],
    ["Solde", formatCents(account.balanceCents)],
    [
      "Premier virement rapproché le",
      account.firstTransferMatchedAt ? formatMoment(account.firstTransferMatchedAt) : "Pas encore",
    ],
  ];
}

/** One line of a hit's comparison: what the customer gave, and what the register says. */
export interface Comparison {
  label: string;
  customer: string;
  register: string;
}

const notListed = "Non indiqué";

/** The register's values of `fields`, one after the other. */
function listed(entry: RegisterEntry, ...fields: string[]): string {
  const values = entry.details
    .filter((detail) => fields.includes(detail.field))
    .flatMap((detail) => detail.values);
  return values.length > 0 ? values.join(" ; ") : notListed;
}

/** A register's date: a full one written out, a year alone as a year. */
const listedDate = (date: string) => (date.length === 4 ? `en ${date}` : formatLongDate(date));

/**
 * The customer beside the person of the register, field by field, for staff to judge whether they
 * are one person: names, birth date and place, identity document, address.
 */
export function hitComparison(
  { customer, opening }: OpeningFile,
  entry: RegisterEntry,
): Comparison[] {
  const identity = opening.identity;
  const document = opening.identityDocument;
  return [
    {
      label: "Nom",
      customer: `${customer.firstName} ${customer.lastName}`,
      register: entry.names.join(" ; "),
    },
    {
      label: "Date de naissance",
      customer: customer.birthDate ? formatLongDate(customer.birthDate) : notAnswered,
      register:
        entry.birthDates.length > 0 ? entry.birthDates.map(listedDate).join(" ; ") : notListed,
    },
    {
      label: "Lieu de naissance",
      customer: identity
        ? `${identity.birthPlace}, ${countryName(identity.birthCountry)}`
        : notAnswered,
      register: listed(entry, "LIEU_DE_NAISSANCE"),
    },
    {
      label: "Pièce d'identité",
      customer: document
        ? `${identityDocumentLabels[document.documentKind]} n° ${document.documentNumber}`
        : notAnswered,
      register: listed(entry, "PASSEPORT", "IDENTIFICATION"),
    },
    {
      label: "Adresse",
      customer: identity
        ? `${identity.addressLine}, ${identity.postalCode} ${identity.city}, ${countryName(identity.country)}`
        : notAnswered,
      register: listed(entry, "ADRESSE_PP"),
    },
  ];
}

const compared = new Set(["LIEU_DE_NAISSANCE", "PASSEPORT", "IDENTIFICATION", "ADRESSE_PP"]);

/** What else the register says of the person (sex, nationality, title, grounds…). */
export function registerOtherFacts(entry: RegisterEntry): Fact[] {
  return entry.details
    .filter((detail) => !compared.has(detail.field))
    .map((detail) => [
      registerFieldLabels[detail.field as keyof typeof registerFieldLabels] ?? detail.field,
      detail.values.join(" ; "),
    ]);
}

/** The screening in a sentence: the register's dates, and who it named. */
export function screeningSummary(screening: OpeningScreening): string {
  if (screening.outcome === "no_list_loaded") {
    return "Aucun registre des gels des avoirs n'est chargé : le client ne peut pas être contrôlé.";
  }
  const dates = `registre publié le ${formatMoment(screening.listPublishedAt)}, chargé le ${formatMoment(screening.loadedAt)}`;
  if (screening.hits.length === 0) return `Aucune correspondance (${dates}).`;
  const open = screening.hits.filter((hit) => hit.clearance === null).length;
  const cleared = screening.hits.length - open;
  const plural = (count: number) => (count > 1 ? "s" : "");
  const clearedText = `écartée${plural(cleared)}, homonymie établie`;
  if (open === 0) return `${cleared} correspondance${plural(cleared)} ${clearedText} (${dates}).`;
  const openText = `${open} correspondance${plural(open)} à examiner`;
  return cleared === 0
    ? `${openText} (${dates}).`
    : `${openText}, ${cleared} ${clearedText} (${dates}).`;
}

/**
 * Why the approval is not possible yet, for the button that stays shown but unavailable; none
 * when staff may approve.
 */
export function approvalUnavailable(file: OpeningFile, staffEmail: string): string | undefined {
  if (file.account?.transferState !== "matched") {
    return "Approbation impossible pour l'instant : le premier virement du client, depuis un compte à son nom dans l'Espace économique européen, n'est pas rapproché.";
  }
  if (file.screening.outcome === "no_list_loaded") {
    return "Approbation impossible : aucun registre des gels des avoirs n'est chargé pour contrôler le client.";
  }
  if (file.screening.hits.some((hit) => hit.clearance === null)) {
    return "Approbation impossible : le client correspond à une personne du registre des gels des avoirs. Examinez la correspondance ; s'il s'agit d'un homonyme, écartez-la en disant ce qui les distingue.";
  }
  if (file.screening.hits.some((hit) => hit.clearance?.clearedBy === staffEmail)) {
    return "Approbation impossible pour vous : vous avez vous-même écarté une correspondance du registre des gels pour cette ouverture, un autre membre de l'équipe doit l'approuver (principe des quatre yeux).";
  }
  return undefined;
}

/** What an import did, in one sentence for the status line. */
export function importSummary(summary: StatementImport): string {
  const parts = [
    `${summary.credited} virement${summary.credited > 1 ? "s" : ""} crédité${summary.credited > 1 ? "s" : ""}`,
    `${summary.toReview} à examiner`,
    `${summary.alreadyBooked} déjà importé${summary.alreadyBooked > 1 ? "s" : ""}`,
    `${summary.unknownAccounts} sur des comptes inconnus`,
    `${summary.notBooked} non comptabilisé${summary.notBooked > 1 ? "s" : ""} (débits, autres devises)`,
  ];
  return `Relevé ${summary.messageId} importé : ${summary.entryCount} opération${summary.entryCount > 1 ? "s" : ""} — ${parts.join(", ")}.`;
}
