/**
 * The payment order the partner bank executes for us: an ISO 20022 customer credit transfer
 * initiation (pain.001.001.09) as the EPC's SEPA Credit Transfer scheme has it, one payment
 * information block debiting the bank's refunds account, one transaction per creditor
 * (decision record 059).
 */
import { XMLBuilder } from "fast-xml-parser";

export const pain001Namespace = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.09";

export interface CreditTransfer {
  /** PmtId/EndToEndId: comes back in the payer's statement and in any return. */
  endToEndId: string;
  amountCents: number;
  creditorName: string;
  creditorIban: string;
  /** RmtInf/Ustrd: what the payer reads on their statement. */
  remittance: string;
}

export interface PaymentOrder {
  messageId: string;
  createdAt: Date;
  /** The day the partner bank executes it, YYYY-MM-DD. */
  executionDate: string;
  debtor: { name: string; iban: string; bic: string };
  transfers: readonly CreditTransfer[];
}

/**
 * The scheme's character set (EPC217-08: the Latin letters, digits and / - ? : ( ) . , ' + and
 * the space): a payer's accented name would be refused or garbled, so its accents are dropped and
 * anything else becomes a space; then cut to the field's length.
 */
export function sepaText(text: string, maxLength: number): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxLength)
    .trim();
}

/** Cents as the scheme writes an amount: a dot and two decimals, no other separator. */
export function sepaAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`Not an amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  format: true,
  indentBy: "  ",
  suppressEmptyNode: true,
});

/** The order's XML, in UTF-8 with its declaration; the sums and counts are computed here. */
export function pain001(order: PaymentOrder): string {
  if (order.transfers.length === 0) throw new RangeError("A payment order transfers something");
  const controlSum = sepaAmount(order.transfers.reduce((sum, each) => sum + each.amountCents, 0));
  const count = String(order.transfers.length);
  const debtorName = sepaText(order.debtor.name, 70);
  const document = {
    "?xml": { "@version": "1.0", "@encoding": "UTF-8" },
    Document: {
      "@xmlns": pain001Namespace,
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: order.messageId,
          // Seconds, without the milliseconds some banks' validators refuse.
          CreDtTm: `${order.createdAt.toISOString().slice(0, 19)}Z`,
          NbOfTxs: count,
          CtrlSum: controlSum,
          InitgPty: { Nm: debtorName },
        },
        PmtInf: {
          PmtInfId: order.messageId,
          PmtMtd: "TRF",
          NbOfTxs: count,
          CtrlSum: controlSum,
          PmtTpInf: { SvcLvl: { Cd: "SEPA" } },
          ReqdExctnDt: { Dt: order.executionDate },
          Dbtr: { Nm: debtorName },
          DbtrAcct: { Id: { IBAN: order.debtor.iban } },
          DbtrAgt: { FinInstnId: { BICFI: order.debtor.bic } },
          // The scheme's only charge bearer: each side pays its own bank.
          ChrgBr: "SLEV",
          CdtTrfTxInf: order.transfers.map((transfer) => ({
            PmtId: { EndToEndId: sepaText(transfer.endToEndId, 35) },
            Amt: { InstdAmt: { "@Ccy": "EUR", "#text": sepaAmount(transfer.amountCents) } },
            Cdtr: { Nm: sepaText(transfer.creditorName, 70) },
            CdtrAcct: { Id: { IBAN: transfer.creditorIban } },
            RmtInf: { Ustrd: sepaText(transfer.remittance, 140) },
          })),
        },
      },
    },
  };
  return builder.build(document) as string;
}
