import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCamt053, StatementFileError, type StatementFile } from "./camt053";

const fixture = (name: string) =>
  readFileSync(new URL(`../../tests/fixtures/camt053/${name}`, import.meta.url), "utf8");

/** The refusal of a file that must be refused. */
function refusal(xml: string): StatementFileError {
  try {
    parseCamt053(xml);
  } catch (error) {
    if (error instanceof StatementFileError) return error;
    throw error;
  }
  throw new Error("The file was taken");
}

const camt053v02 = "urn:iso:std:iso:20022:tech:xsd:camt.053.001.02";
const ourAccount = "FR7699999000010000000000115";
const booked =
  '<Ntry><Amt Ccy="EUR">50.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>' +
  "<BookgDt><Dt>2026-11-27</Dt></BookgDt><AcctSvcrRef>REF-1</AcctSvcrRef></Ntry>";

/** A file of one statement of our account with `entries`, camt.053.001.02 unless told. */
const file = (entries: string, { namespace = camt053v02, account = ourAccount } = {}) =>
  `<?xml version="1.0"?><Document xmlns="${namespace}"><BkToCstmrStmt>` +
  "<GrpHdr><MsgId>MSG-1</MsgId><CreDtTm>2026-11-27T22:00:00</CreDtTm></GrpHdr>" +
  `<Stmt><Id>STMT-1</Id><Acct><Id><IBAN>${account}</IBAN></Id></Acct>${entries}</Stmt>` +
  "</BkToCstmrStmt></Document>";

describe("parseCamt053 reads", () => {
  it("a camt.053.001.02 statement of two accounts, booked entries only", () => {
    expect(parseCamt053(fixture("statement-001-02.xml"))).toEqual({
      messageId: "PARTNER-20261127-0001",
      createdAt: "2026-11-27T22:05:13.250+01:00",
      statements: [
        {
          statementId: "STMT-20261127-0000000001",
          accountIban: "FR7699999000010000000000115",
          entries: [
            {
              reference: "2026112700001",
              amountCents: 5_000,
              currency: "EUR",
              direction: "credit",
              bookedOn: "2026-11-27",
              payerName: "M OU MME DUPONT JEAN",
              payerIban: "DE89370400440532013000",
              remittance: ["AURORE OUVERTURE 7KQ2-M4XD", "RF18539007547034"],
              endToEndId: "E2E-OUVERTURE-7KQ2",
            },
            {
              reference: "2026112700002",
              amountCents: 123_450,
              currency: "EUR",
              direction: "credit",
              bookedOn: "2026-11-27",
              payerName: "DUPONT & FILS SARL",
              payerIban: "FR7630006000011234567890189",
              remittance: ["SALAIRE NOVEMBRE 2026", "MATRICULE 00421"],
            },
            {
              reference: "2026112700003",
              amountCents: 6_000,
              currency: "EUR",
              direction: "debit",
              bookedOn: "2026-11-27",
              remittance: ["LOYER NOVEMBRE"],
              endToEndId: "LOYER-2026-11",
            },
          ],
        },
        {
          statementId: "STMT-20261127-0000000002",
          accountIban: "FR7699999000010000000000212",
          entries: [
            {
              reference: "2026112700004",
              amountCents: 10,
              currency: "EUR",
              direction: "credit",
              bookedOn: "2026-11-27",
              payerName: "HELENE LEFEVRE",
              payerIban: "NL91ABNA0417164300",
              remittance: ["AURORE OUVERTURE 9ZT3-B8WL"],
            },
          ],
        },
      ],
    } satisfies StatementFile);
  });

  it("a camt.053.001.08 statement, its status and debtor one level deeper", () => {
    const { messageId, statements } = parseCamt053(fixture("statement-001-08.xml"));
    expect(messageId).toBe("PARTNER-20261128-0001");
    expect(statements).toEqual([
      {
        statementId: "STMT-20261128-0000000003",
        accountIban: "FR7699999000010000000000309",
        entries: [
          {
            reference: "2026112800001",
            amountCents: 2_000,
            currency: "EUR",
            direction: "credit",
            bookedOn: "2026-11-28",
            payerName: "CHARLES D'ARTAGNAN",
            payerIban: "ES9121000418450200051332",
            remittance: ["AURORE OUVERTURE P3RS-2HNV"],
            endToEndId: "E2E-OUVERTURE-P3RS",
          },
        ],
      },
    ]);
  });

  it("a file whose elements carry a namespace prefix", () => {
    const prefixed = fixture("statement-001-08.xml")
      .replace(/<(\/?)(?=[A-Z])/g, "<$1ns2:")
      .replace('xmlns="', 'xmlns:ns2="');
    expect(parseCamt053(prefixed)).toEqual(parseCamt053(fixture("statement-001-08.xml")));
  });

  it("a file that starts with a byte order mark", () => {
    expect(parseCamt053(`\uFEFF${file(booked)}`).statements[0]?.entries).toHaveLength(1);
  });

  it("any amount in cents written as decimal text, exactly", () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const euros = String(Math.floor(cents / 100));
        const hundredths = String(cents % 100).padStart(2, "0");
        const writings = [`${euros}.${hundredths}`];
        if (hundredths.endsWith("0")) writings.push(`${euros}.${hundredths[0]}`);
        if (hundredths === "00") writings.push(euros);
        for (const amount of writings) {
          const entry = booked.replace("50.00", amount);
          expect(parseCamt053(file(entry)).statements[0]?.entries[0]?.amountCents).toBe(cents);
        }
      }),
    );
  });
});

describe("parseCamt053 refuses the whole file", () => {
  it("when it is no well-formed XML", () => {
    expect(refusal(fixture("malformed.xml"))).toMatchObject({
      reason: "notXml",
      detail: expect.stringContaining("ligne 15"),
    });
    // Staff read French: the XML library's own English words stay out.
    expect(refusal(fixture("malformed.xml")).detail).not.toMatch(/\b(is|not|expected|tag)\b/);
    expect(refusal("")).toMatchObject({ reason: "notXml" });
    expect(refusal("MsgId;Montant\n1;12,50")).toMatchObject({ reason: "notXml" });
  });

  it("when it is another message: an account report, a payment order, another version", () => {
    expect(refusal(fixture("account-report-052.xml"))).toMatchObject({
      reason: "notCamt053",
      detail: expect.stringContaining("camt.052.001.02"),
    });
    const paymentOrder = file(booked, {
      namespace: "urn:iso:std:iso:20022:tech:xsd:pain.001.001.03",
    });
    expect(refusal(paymentOrder)).toMatchObject({
      reason: "notCamt053",
      detail: expect.stringContaining("pain.001.001.03"),
    });
    const version04 = file(booked, { namespace: "urn:iso:std:iso:20022:tech:xsd:camt.053.001.04" });
    expect(refusal(version04)).toMatchObject({ reason: "notCamt053" });
    expect(refusal(file(booked, { namespace: "" }))).toMatchObject({ reason: "notCamt053" });
    expect(refusal(`${file(booked)}<Document/>`)).toMatchObject({ reason: "notCamt053" });
    expect(refusal("<Statement/>")).toMatchObject({
      reason: "notCamt053",
      detail: expect.stringContaining("Statement"),
    });
  });

  it("when an amount is written with a comma, naming the statement and the entry", () => {
    const { reason, detail } = refusal(fixture("amount-with-comma.xml"));
    expect(reason).toBe("badAmount");
    expect(detail).toContain("STMT-20261127-0000000006");
    expect(detail).toContain("2026112700011");
    expect(detail).toContain("12,50");
  });

  it.each(["1.234", "-5.00", "+5.00", "5.", ".50", "1e3", "12 500.00", "99999999999999999999"])(
    "when an amount is %s",
    (amount) => {
      expect(refusal(file(booked.replace("50.00", amount)))).toMatchObject({ reason: "badAmount" });
    },
  );

  it("when a booked entry has no bank reference, naming it by its place", () => {
    const { reason, detail } = refusal(fixture("missing-reference.xml"));
    expect(reason).toBe("missingField");
    expect(detail).toContain("STMT-20261127-0000000007");
    expect(detail).toContain("opération n° 2");
    expect(detail).toContain("AcctSvcrRef");
  });

  it.each([
    ["the currency", booked.replace(' Ccy="EUR"', ""), "Ccy"],
    ["the status", booked.replace("<Sts>BOOK</Sts>", ""), "Ntry/Sts"],
    ["the direction", booked.replace("<CdtDbtInd>CRDT</CdtDbtInd>", ""), "CdtDbtInd"],
    ["the booking date", booked.replace("<BookgDt><Dt>2026-11-27</Dt></BookgDt>", ""), "BookgDt"],
    ["a version 08 status in a version 02 file", booked.replace("BOOK", "<Cd>BOOK</Cd>"), "Sts"],
  ])("when an entry lacks %s", (_, entry, field) => {
    expect(refusal(file(entry))).toMatchObject({
      reason: "missingField",
      detail: expect.stringContaining(field),
    });
  });

  it("when an entry books several transfers at once", () => {
    const transfer = "<TxDtls><RmtInf><Ustrd>AURORE OUVERTURE</Ustrd></RmtInf></TxDtls>";
    const batch = booked.replace("</Ntry>", `<NtryDtls>${transfer}${transfer}</NtryDtls></Ntry>`);
    expect(refusal(file(batch))).toMatchObject({
      reason: "missingField",
      detail: expect.stringContaining("opération groupée de 2 virements"),
    });
  });

  it("when an IBAN is not valid, the statement's or a payer's", () => {
    expect(refusal(file(booked, { account: "FR7699999000010000000000116" }))).toMatchObject({
      reason: "badIban",
      detail: expect.stringContaining("Acct/Id/IBAN"),
    });
    const payer =
      "<NtryDtls><TxDtls><RltdPties><DbtrAcct><Id><IBAN>DE89370400440532013001</IBAN></Id>" +
      "</DbtrAcct></RltdPties></TxDtls></NtryDtls>";
    expect(refusal(file(booked.replace("</Ntry>", `${payer}</Ntry>`)))).toMatchObject({
      reason: "badIban",
      detail: expect.stringContaining("REF-1"),
    });
  });

  it("when a statement has no IBAN", () => {
    const other = file(booked).replace(`<IBAN>${ourAccount}</IBAN>`, "<Othr><Id>12345</Id></Othr>");
    expect(refusal(other)).toMatchObject({ reason: "missingField" });
  });

  it.each([
    ["a day that does not exist", "<Dt>2026-02-30</Dt>"],
    ["a French date", "<Dt>27/11/2026</Dt>"],
    ["a time that does not exist", "<DtTm>2026-11-27T25:00:00</DtTm>"],
  ])("when a booking date is %s", (_, date) => {
    const entry = booked.replace("<Dt>2026-11-27</Dt>", date);
    expect(refusal(file(entry))).toMatchObject({ reason: "badDate" });
  });

  it("when the file's creation time is no date", () => {
    const undated = file(booked).replace("2026-11-27T22:00:00", "27/11/2026 22:00");
    expect(refusal(undated)).toMatchObject({
      reason: "badDate",
      detail: expect.stringContaining("CreDtTm"),
    });
  });

  it("when it holds no statement", () => {
    const empty = file(booked).replace(/<Stmt>.*<\/Stmt>/, "");
    expect(refusal(empty)).toMatchObject({ reason: "missingField" });
  });
});
