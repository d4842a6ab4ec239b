import type { MessageKey } from "../i18n/messages";
import type { CreditProduct } from "./products";

/**
 * The supporting documents of a loan application (seed: `/pretAuto`'s checklist); the rules every
 * uploaded file follows are in ../documentFiles.ts. The codes are stored with each uploaded file:
 * never rename one.
 */
export const documentCodes = [
  "identity",
  "proofOfAddress",
  "payslips",
  "quoteOrInvoice",
  "taxNotice",
] as const;

export type DocumentCode = (typeof documentCodes)[number];

export interface RequiredDocument {
  code: DocumentCode;
  label: string;
  /** The same name in the catalogs, for the messages that name the document. */
  labelKey: MessageKey;
}

const identity: RequiredDocument = {
  code: "identity",
  label: "Pièce d'identité en cours de validité",
  labelKey: "documentIdentity",
};
const proofOfAddress: RequiredDocument = {
  code: "proofOfAddress",
  label: "Justificatif de domicile de moins de 3 mois",
  labelKey: "documentProofOfAddress",
};
const payslips: RequiredDocument = {
  code: "payslips",
  label: "3 derniers bulletins de salaire",
  labelKey: "documentPayslips",
};
const taxNotice: RequiredDocument = {
  code: "taxNotice",
  label: "Dernier avis d'imposition",
  labelKey: "documentTaxNotice",
};

/**
 * What each loan asks for, in the order the pages list it. A quote or an invoice only where the
 * loan pays for a named purchase: the vehicle, the works (whose aids also need the quotes). The
 * personal loan is not tied to a purchase (its page promises no quote and no invoice), and the
 * travel loan's page has never asked for one.
 */
export const documentChecklists: Readonly<Record<CreditProduct, readonly RequiredDocument[]>> = {
  pretAuto: [
    identity,
    proofOfAddress,
    payslips,
    {
      code: "quoteOrInvoice",
      label: "Facture ou devis du véhicule",
      labelKey: "documentVehicleQuote",
    },
    taxNotice,
  ],
  pretPersonnel: [identity, proofOfAddress, payslips, taxNotice],
  pretVoyage: [identity, proofOfAddress, payslips, taxNotice],
  pretTravaux: [
    identity,
    proofOfAddress,
    payslips,
    {
      code: "quoteOrInvoice",
      label: "Devis détaillés des travaux",
      labelKey: "documentWorksQuotes",
    },
    taxNotice,
  ],
};

/** The labels of a loan's checklist, as its page shows them. */
export const documentLabels = (product: CreditProduct): string[] =>
  documentChecklists[product].map((document) => document.label);
