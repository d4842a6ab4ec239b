import { composeIBAN, friendlyFormatIBAN, isValidIBAN } from "ibantools";

/**
 * The bank's French IBANs and RIBs. ibantools checks any country's IBAN (ISO 13616, mod 97, and
 * France's RIB key within it) and prints it; what it lacks is written here: the RIB key itself,
 * which a new account number needs before it has an IBAN, and the RIB read back from an IBAN.
 */

/** A French account as its RIB gives it: 5 digits, 5 digits, 11 letters or digits, 2 digits. */
export interface FrenchRib {
  bankCode: string;
  /** The « code guichet ». */
  branchCode: string;
  accountNumber: string;
  /** The « clé RIB », 01 to 97. */
  key: string;
}

/**
 * The bank's own codes. The bank is fictional and so are they: a partner bank that keeps the
 * accounts gives the real ones, its bank code from the Banque de France's register of
 * institutions and the branch it opens for us.
 */
export const bankIdentifiers = {
  bankCode: "99999",
  branchCode: "00001",
  bic: "AURBFRPPXXX",
  /**
   * The account the refunds of refused or withdrawn openings are paid from (decision record 059):
   * its account number has letters, which no customer's (digits from a sequence) has.
   */
  refundsIban: "FR659999900001REMBOURS00103",
} as const;

/** The RIB's table for the letters of an account number: A and J are 1, B, K and S are 2, … */
const ribDigits = "12345678912345678923456789";
const letterA = "A".charCodeAt(0);

const ribNumber = (accountNumber: string) =>
  accountNumber.replace(/[A-Z]/g, (letter) => ribDigits.charAt(letter.charCodeAt(0) - letterA));

/**
 * The « clé RIB »: the two digits that make bank, branch, account number and key, read as one
 * number, a multiple of 97. 89, 15 and 3 are 10^18, 10^13 and 10^2 modulo 97, the places of the
 * three parts in that number.
 */
export function ribKey(bankCode: string, branchCode: string, accountNumber: string): string {
  if (
    !/^\d{5}$/.test(bankCode) ||
    !/^\d{5}$/.test(branchCode) ||
    !/^[0-9A-Z]{11}$/.test(accountNumber)
  ) {
    throw new RangeError(`Not a French RIB: ${bankCode} ${branchCode} ${accountNumber}`);
  }
  const remainder =
    (89 * Number(bankCode) + 15 * Number(branchCode) + 3 * Number(ribNumber(accountNumber))) % 97;
  return String(97 - remainder).padStart(2, "0");
}

/** The electronic IBAN (`FR76…`, 27 characters) of a French account, its two checks computed. */
export function frenchIban({
  bankCode,
  branchCode,
  accountNumber,
}: Omit<FrenchRib, "key">): string {
  const key = ribKey(bankCode, branchCode, accountNumber);
  const iban = composeIBAN({
    countryCode: "FR",
    bban: `${bankCode}${branchCode}${accountNumber}${key}`,
  });
  if (iban === null) throw new RangeError(`ibantools refused the French BBAN of ${accountNumber}`);
  return iban;
}

/**
 * An IBAN as a person types or pastes it: any white space removed, the non-breaking spaces of a
 * French document's « FR76 3000 … » included (ibantools removes only plain spaces), and hyphens.
 */
export function electronicIban(text: string): string {
  return text.replace(/[\s-]+/g, "").toUpperCase();
}

/** An IBAN of any country that ISO 13616 accepts, however it was typed. */
export function isValidIban(text: string): boolean {
  return isValidIBAN(electronicIban(text));
}

/**
 * The RIB within a French IBAN, or `undefined` unless the IBAN is valid and French. ibantools
 * takes a key of 00 where the rule gives 97 (both make the number a multiple of 97): the key is
 * computed again.
 */
export function ribOfIban(iban: string): FrenchRib | undefined {
  const electronic = electronicIban(iban);
  if (!electronic.startsWith("FR") || !isValidIBAN(electronic)) return undefined;
  const rib = {
    bankCode: electronic.slice(4, 9),
    branchCode: electronic.slice(9, 14),
    accountNumber: electronic.slice(14, 25),
    key: electronic.slice(25),
  };
  return ribKey(rib.bankCode, rib.branchCode, rib.accountNumber) === rib.key ? rib : undefined;
}

/** An IBAN as printed for a person to read: groups of four characters. */
export function printedIban(iban: string): string {
  // friendlyFormatIBAN answers null only when given something other than a string.
  return friendlyFormatIBAN(electronicIban(iban)) ?? iban;
}
