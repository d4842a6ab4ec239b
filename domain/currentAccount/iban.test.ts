import fc from "fast-check";
import { composeIBAN, extractBIC, isValidIBAN } from "ibantools";
import { describe, expect, it } from "vitest";
import {
  bankIdentifiers,
  electronicIban,
  frenchIban,
  isValidIban,
  printedIban,
  ribKey,
  ribOfIban,
  type FrenchRib,
} from "./iban";

/** RIBs and IBANs published by others, each with where it was published. */
const published: { source: string; rib: FrenchRib; iban?: string }[] = [
  {
    source: "SWIFT's IBAN Registry, France's example (a letter in the account number)",
    rib: { bankCode: "20041", branchCode: "01005", accountNumber: "0500013M026", key: "06" },
    iban: "FR1420041010050500013M02606",
  },
  {
    source: "Wikipédia, « Clé RIB », exemple de calcul (a letter in the account number)",
    rib: { bankCode: "12345", branchCode: "12345", accountNumber: "1234567891A", key: "16" },
  },
  {
    source: "ibandecoder.com, « France IBAN Format: A Complete Guide », its example",
    rib: { bankCode: "30006", branchCode: "00001", accountNumber: "12345678901", key: "89" },
    iban: "FR7630006000011234567890189",
  },
];

const digits = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));
const accountNumbers = fc.stringMatching(/^[0-9A-Z]{11}$/);
const ribs = fc.record({
  bankCode: digits(5),
  branchCode: digits(5),
  accountNumber: accountNumbers,
});

describe("the RIB key and the IBAN of published examples", () => {
  it.each(published)("$source", ({ rib, iban }) => {
    const { key, ...account } = rib;
    expect(ribKey(account.bankCode, account.branchCode, account.accountNumber)).toBe(key);
    const computed = frenchIban(account);
    if (iban) expect(computed).toBe(iban);
    expect(isValidIBAN(computed)).toBe(true);
    expect(ribOfIban(computed)).toEqual(rib);
  });

  it("gives 97, never 00, when the account's number is already a multiple of 97", () => {
    expect(ribKey("00000", "00000", "00000000000")).toBe("97");
    expect(
      frenchIban({ bankCode: "00000", branchCode: "00000", accountNumber: "00000000000" }),
    ).toBe("FR7600000000000000000000097");
    // ibantools takes the key 00 too, since it also makes a multiple of 97.
    expect(isValidIBAN("FR7600000000000000000000000")).toBe(true);
    expect(ribOfIban("FR7600000000000000000000000")).toBeUndefined();
  });

  it("refuses what is no RIB", () => {
    for (const [bank, branch, account] of [
      ["1999", "00001", "00000000001"],
      ["19999", "0001A", "00000000001"],
      ["19999", "00001", "0000000001"],
      ["19999", "00001", "0000000000a"],
    ] as const) {
      expect(() => ribKey(bank, branch, account)).toThrow(RangeError);
      expect(() =>
        frenchIban({ bankCode: bank, branchCode: branch, accountNumber: account }),
      ).toThrow(RangeError);
    }
  });
});

describe("the bank's identifiers", () => {
  it("make valid IBANs with a valid BIC of a French bank", () => {
    const iban = frenchIban({ ...bankIdentifiers, accountNumber: "00000000001" });
    expect(iban.slice(0, 14)).toBe("FR769999900001");
    expect(ribOfIban(iban)).toMatchObject({ bankCode: "99999", branchCode: "00001" });
    expect(extractBIC(bankIdentifiers.bic)).toMatchObject({ valid: true, countryCode: "FR" });
  });
});

describe("round trips", () => {
  it("any account number makes an IBAN that ibantools takes and whose RIB reads back", () => {
    fc.assert(
      fc.property(ribs, (account) => {
        const iban = frenchIban(account);
        expect(iban).toHaveLength(27);
        expect(isValidIBAN(iban)).toBe(true);
        expect(ribOfIban(iban)).toEqual({
          ...account,
          key: ribKey(account.bankCode, account.branchCode, account.accountNumber),
        });
      }),
    );
  });

  it("an account number of digits alone always gives FR76", () => {
    fc.assert(
      fc.property(digits(11), (accountNumber) => {
        expect(frenchIban({ ...bankIdentifiers, accountNumber })).toMatch(/^FR76\d{23}$/);
      }),
    );
  });

  it("refuses an IBAN with one digit changed", () => {
    fc.assert(
      fc.property(ribs, fc.nat(), fc.integer({ min: 1, max: 9 }), (account, at, shift) => {
        const iban = frenchIban(account);
        const digitPlaces = [...iban].flatMap((character, index) =>
          index >= 2 && /\d/.test(character) ? [index] : [],
        );
        const place = digitPlaces[at % digitPlaces.length] ?? 2;
        const changed = String((Number(iban[place]) + shift) % 10);
        const typo = `${iban.slice(0, place)}${changed}${iban.slice(place + 1)}`;
        expect(isValidIban(typo)).toBe(false);
        expect(ribOfIban(typo)).toBeUndefined();
      }),
    );
  });

  it("refuses a wrong RIB key even when the IBAN's own check digits are computed for it", () => {
    fc.assert(
      fc.property(ribs, fc.integer({ min: 1, max: 96 }), (account, shift) => {
        const key = ribKey(account.bankCode, account.branchCode, account.accountNumber);
        const wrongKey = String(((Number(key) - 1 + shift) % 97) + 1).padStart(2, "0");
        const bban = `${account.bankCode}${account.branchCode}${account.accountNumber}${wrongKey}`;
        const iban = composeIBAN({ countryCode: "FR", bban });
        expect(iban).toMatch(/^FR\d{2}/);
        expect(ribOfIban(iban ?? "")).toBeUndefined();
      }),
    );
  });
});

describe("what a person types", () => {
  it("is read without its spaces, non-breaking ones included, hyphens and case", () => {
    expect(electronicIban(" fr76 3000\u00a06000\u202f0112-3456 7890 189 ")).toBe(
      "FR7630006000011234567890189",
    );
    expect(isValidIban("fr14 2004 1010 0505 0001 3m02 606")).toBe(true);
    expect(ribOfIban("FR76 3000 6000 0112 3456 7890 189")?.key).toBe("89");
  });

  it("is valid in any country whose IBAN ISO 13616 registers", () => {
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("GB29 NWBK 6016 1331 9268 19")).toBe(true);
    expect(isValidIban("DE89 3704 0044 0532 0130 01")).toBe(false);
    expect(isValidIban("")).toBe(false);
    expect(ribOfIban("DE89 3704 0044 0532 0130 00")).toBeUndefined();
  });

  it("is printed in groups of four", () => {
    expect(printedIban("FR1420041010050500013M02606")).toBe("FR14 2004 1010 0505 0001 3M02 606");
    expect(printedIban("fr76 3000 6000 0112 3456 7890 189")).toBe(
      "FR76 3000 6000 0112 3456 7890 189",
    );
  });
});
