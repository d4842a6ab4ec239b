import { randomBytes } from "node:crypto";

/**
 * The partner bank's end-of-day statements as tests write them: camt.053.001.02, one statement
 * per account, entries booked (issue 34).
 */

/** Published example IBANs, valid: a German and a French one (EEA), a British and a Swiss one (not). */
export const payerIbans = {
  de: "DE89370400440532013000",
  fr: "FR1420041010050500013M02606",
  gb: "GB29NWBK60161331926819",
  ch: "CH9300762011623852957",
};
/** Valid, French, and no account of ours. */
export const foreignAccount = "FR7630006000011234567890189";

export interface Entry {
  reference: string;
  amount: string;
  direction?: "CRDT" | "DBIT";
  currency?: string;
  bookedOn?: string;
  payerName?: string;
  payerIban?: string;
  remittance?: string[];
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function ntry(entry: Entry): string {
  const debtor = [
    entry.payerName === undefined ? "" : `<Dbtr><Nm>${escape(entry.payerName)}</Nm></Dbtr>`,
    entry.payerIban === undefined
      ? ""
      : `<DbtrAcct><Id><IBAN>${entry.payerIban}</IBAN></Id></DbtrAcct>`,
  ].join("");
  const lines = (entry.remittance ?? []).map((line) => `<Ustrd>${escape(line)}</Ustrd>`).join("");
  return `
      <Ntry>
        <Amt Ccy="${entry.currency ?? "EUR"}">${entry.amount}</Amt>
        <CdtDbtInd>${entry.direction ?? "CRDT"}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${entry.bookedOn ?? "2026-11-02"}</Dt></BookgDt>
        <ValDt><Dt>${entry.bookedOn ?? "2026-11-02"}</Dt></ValDt>
        <AcctSvcrRef>${entry.reference}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>E2E-${entry.reference}</EndToEndId></Refs>
          <RltdPties>${debtor}</RltdPties>
          <RmtInf>${lines}</RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`;
}

/** A camt.053.001.02 file as the partner bank sends it: one statement per account. */
export function camt053(statements: { iban: string; entries: Entry[] }[]): string {
  const messageId = `MSG-${randomBytes(4).toString("hex")}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${messageId}</MsgId><CreDtTm>2026-11-03T06:00:00+01:00</CreDtTm></GrpHdr>
    ${statements
      .map(
        ({ iban, entries }, n) => `
    <Stmt>
      <Id>${messageId}-${n + 1}</Id>
      <CreDtTm>2026-11-03T06:00:00+01:00</CreDtTm>
      <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>
      ${entries.map(ntry).join("")}
    </Stmt>`,
      )
      .join("")}
  </BkToCstmrStmt>
</Document>
`;
}

/**
 * A statement bringing a signed opening's first transfer to its account: from an account in the
 * payer's name at a German bank (EEA), with the opening's reference. It matches when `payerName` is
 * the customer's; `entry` changes what a test is about (another payer, no reference…).
 */
export function firstTransferStatement(
  { iban, reference }: { iban: string; reference: string },
  payerName: string,
  entry: Partial<Entry> = {},
): string {
  return camt053([
    {
      iban,
      entries: [
        {
          reference: `VIR-${randomBytes(4).toString("hex")}`,
          amount: "150.00",
          payerName,
          payerIban: payerIbans.de,
          remittance: [`Premier virement ${reference}`],
          ...entry,
        },
      ],
    },
  ]);
}
