import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { bank } from "@domain/bank";
import { bankIdentifiers, isValidIban, ribOfIban } from "@domain/currentAccount/iban";
import { pain001, pain001Namespace, sepaAmount, sepaText } from "./pain001";

const order = {
  messageId: "REMB0123456789abcdef0123456789abcde",
  createdAt: new Date("2026-11-28T13:05:09.512Z"),
  executionDate: "2026-11-28",
  debtor: { name: bank.legalName, iban: bankIdentifiers.refundsIban, bic: bankIdentifiers.bic },
  transfers: [
    {
      endToEndId: "0f7c2a10b3d34e1f9a8b7c6d5e4f3a21",
      amountCents: 150_00,
      creditorName: "MÜLLER Hélène",
      creditorIban: "DE89370400440532013000",
      remittance: "Remboursement - ouverture de compte refusée <n° 1>",
    },
    {
      endToEndId: "1a2b3c4d5e6f708192a3b4c5d6e7f809",
      amountCents: 1_234_56,
      creditorName: "MARTIN CLAIRE",
      creditorIban: "FR1420041010050500013M02606",
      remittance: "Remboursement",
    },
    {
      endToEndId: "ffffffffffffffffffffffffffffffff",
      amountCents: 7,
      creditorName: "DURAND PAUL",
      creditorIban: "BE68539007547034",
      remittance: "Remboursement",
    },
  ],
};

const parsed = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseTagValue: false,
    isArray: (name) => name === "CdtTrfTxInf",
  }).parse(xml);

describe("the refunds' payment order (pain.001.001.09)", () => {
  const xml = pain001(order);
  const document = parsed(xml).Document;
  const initiation = document.CstmrCdtTrfInitn;

  it("is well-formed XML in the pain.001.001.09 namespace", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(document["@xmlns"]).toBe(pain001Namespace);
  });

  it("counts and sums its transfers in the group header and the payment information", () => {
    const expected = { NbOfTxs: "3", CtrlSum: "1384.63" };
    expect(initiation.GrpHdr).toMatchObject({
      MsgId: order.messageId,
      CreDtTm: "2026-11-28T13:05:09Z",
      ...expected,
      InitgPty: { Nm: "Aurore Banque SA" },
    });
    expect(initiation.PmtInf).toMatchObject({ PmtMtd: "TRF", ...expected });
    const amounts: string[] = initiation.PmtInf.CdtTrfTxInf.map(
      (transfer: { Amt: { InstdAmt: { "#text": string } } }) => transfer.Amt.InstdAmt["#text"],
    );
    expect(amounts).toEqual(["150.00", "1234.56", "0.07"]);
    const cents = amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0);
    expect(sepaAmount(cents)).toBe(expected.CtrlSum);
  });

  it("debits the bank's refunds account, a valid IBAN of bank code 99999, for SEPA execution on the day", () => {
    const payment = initiation.PmtInf;
    expect(payment).toMatchObject({
      PmtTpInf: { SvcLvl: { Cd: "SEPA" } },
      ReqdExctnDt: { Dt: "2026-11-28" },
      Dbtr: { Nm: "Aurore Banque SA" },
      DbtrAcct: { Id: { IBAN: bankIdentifiers.refundsIban } },
      DbtrAgt: { FinInstnId: { BICFI: bankIdentifiers.bic } },
      ChrgBr: "SLEV",
    });
    expect(isValidIban(bankIdentifiers.refundsIban)).toBe(true);
    expect(ribOfIban(bankIdentifiers.refundsIban)?.bankCode).toBe("99999");
  });

  it("credits each payer's IBAN in euros, their name and the remittance in the scheme's characters", () => {
    const [first, ...others] = initiation.PmtInf.CdtTrfTxInf;
    expect(first).toEqual({
      PmtId: { EndToEndId: order.transfers[0]?.endToEndId },
      Amt: { InstdAmt: { "@Ccy": "EUR", "#text": "150.00" } },
      Cdtr: { Nm: "MULLER Helene" },
      CdtrAcct: { Id: { IBAN: "DE89370400440532013000" } },
      RmtInf: { Ustrd: "Remboursement - ouverture de compte refusee n 1" },
    });
    for (const transfer of [first, ...others]) {
      expect(isValidIban(transfer.CdtrAcct.Id.IBAN)).toBe(true);
      expect(transfer.Amt.InstdAmt["@Ccy"]).toBe("EUR");
    }
  });

  it("cuts text to its field and refuses an order of nothing or a non-positive amount", () => {
    expect(sepaText("é".repeat(100), 70)).toBe("e".repeat(70));
    expect(() => pain001({ ...order, transfers: [] })).toThrow(RangeError);
    expect(() => sepaAmount(0)).toThrow(RangeError);
    expect(() => sepaAmount(1.5)).toThrow(RangeError);
  });
});
