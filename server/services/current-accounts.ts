/**
 * Current accounts (issue 34): the number and IBAN given when an opening begins, and the reference
 * the customer writes on the first transfer that ties it to the opening.
 */
import { sql, type Selectable } from "kysely";
import type { AccountOfferId } from "../../domain/accounts";
import { bankIdentifiers, frenchIban } from "../../domain/currentAccount/iban";
import type { Db } from "../../db/database";
import type { CurrentAccountsTable, CurrentAccountStatus } from "../../db/schema";

export type CurrentAccountRow = Selectable<CurrentAccountsTable>;

export interface CurrentAccount {
  /** Also the account's name in the ledger. */
  id: string;
  customerId: string;
  offer: AccountOfferId;
  accountNumber: string;
  iban: string;
  status: CurrentAccountStatus;
  openedAt: string;
  firstTransferMatchedAt: string | null;
}

/** The customer has an opening under way or an open account: it is resumed, never doubled. */
export class CurrentAccountExistsError extends Error {
  constructor(readonly account: CurrentAccount) {
    super(`Customer ${account.customerId} has account ${account.id} already`);
  }
}

/** The statuses migration 021's index allows once per customer. */
const liveStatuses = sql<boolean>`status IN ('pending_first_transfer', 'open')`;

export function toCurrentAccount(row: CurrentAccountRow): CurrentAccount {
  return {
    id: row.id,
    customerId: row.customer_id,
    offer: row.offer,
    accountNumber: row.account_number,
    iban: row.iban,
    status: row.status,
    openedAt: row.opened_at.toISOString(),
    firstTransferMatchedAt: row.first_transfer_matched_at?.toISOString() ?? null,
  };
}

/**
 * Gives the customer the next account number and its IBAN, in an account waiting for its first
 * transfer. A customer with an opening under way or an open account gets `CurrentAccountExistsError`
 * carrying it, also when two requests race: the database's index decides, whichever instance asks.
 * The number taken is then not given to anyone: numbers have gaps, never repeats.
 */
export async function openAccountNumber(
  db: Db,
  customerId: string,
  offer: AccountOfferId,
): Promise<CurrentAccount> {
  const { rows } = await sql<{ number: string }>`
    SELECT nextval('current_account_numbers')::text AS number
  `.execute(db);
  const number = rows[0]?.number;
  if (number === undefined) throw new Error("nextval answered no row");
  const accountNumber = number.padStart(11, "0");
  const iban = frenchIban({
    bankCode: bankIdentifiers.bankCode,
    branchCode: bankIdentifiers.branchCode,
    accountNumber,
  });
  const row = await db
    .insertInto("current_accounts")
    .values({ customer_id: customerId, offer, account_number: accountNumber, iban })
    // The predicate is written out, not bound: PostgreSQL matches it to the partial index's.
    .onConflict((conflict) => conflict.column("customer_id").where(liveStatuses).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row) return toCurrentAccount(row);
  const existing = await accountOf(db, customerId);
  // Refused or closed between the two statements: the customer may open one now.
  if (!existing || existing.status === "refused" || existing.status === "closed") {
    return openAccountNumber(db, customerId, offer);
  }
  throw new CurrentAccountExistsError(existing);
}

/**
 * The customer's account: the one under way or open, else the latest refused or closed, else
 * null.
 */
export async function accountOf(db: Db, customerId: string): Promise<CurrentAccount | null> {
  const row = await db
    .selectFrom("current_accounts")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy(liveStatuses, "desc")
    .orderBy("opened_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? toCurrentAccount(row) : null;
}

/** The account whose IBAN this is (electronic format), locked until `db`'s transaction ends. */
export async function lockAccountByIban(db: Db, iban: string) {
  return db
    .selectFrom("current_accounts as a")
    .innerJoin("customers as c", "c.id", "a.customer_id")
    .selectAll("a")
    .select(["c.first_name", "c.last_name", "c.email", "c.language"])
    .where("a.iban", "=", iban)
    .forUpdate("a")
    .executeTakeFirst();
}

// Crockford's base 32: no I, L, O or U, so that nothing read aloud or copied by hand is ambiguous.
const BASE32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const REFERENCE_PREFIX = "AUR-";

/**
 * The reference the customer writes in their first transfer's remittance, « AUR- » and 8
 * characters: the first 40 bits of the account's id, which PostgreSQL draws at random (a version 4
 * UUID), so that no one guesses another opening's. It is not a secret: the transfer must also come
 * to this account's IBAN from an account in the customer's name.
 */
export function firstTransferReference(account: Pick<CurrentAccount, "id">): string {
  let bits = BigInt(`0x${account.id.replaceAll("-", "").slice(0, 10)}`);
  let code = "";
  for (let n = 0; n < 8; n += 1) {
    code = BASE32.charAt(Number(bits & 31n)) + code;
    bits >>= 5n;
  }
  return REFERENCE_PREFIX + code;
}

/**
 * The remittance text as the reference is compared in it: upper case, letters and digits only,
 * and Crockford's reading of the letters typed for digits (O for 0, I and L for 1).
 */
const asTyped = (text: string) =>
  text
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");

/**
 * Whether the remittance carries the reference, however it was typed: any case, spaces or dashes
 * anywhere, the prefix left out, cut over two lines.
 */
export function mentionsReference(remittance: readonly string[], reference: string): boolean {
  const code = asTyped(reference.slice(REFERENCE_PREFIX.length));
  return asTyped(remittance.join("")).includes(code);
}
