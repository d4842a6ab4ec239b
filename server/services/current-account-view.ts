/**
 * The customer's current account as the client area shows it: the account, its balance and its
 * operations from the ledger, and its RIB (issue 34).
 */
import type { CurrentAccountView } from "../../domain/api/currentAccount";
import { bankIdentifiers } from "../../domain/currentAccount/iban";
import type { Db } from "../../db/database";
import { renderRibPdf } from "./account-documents-pdf";
import { accountOf } from "./current-accounts";
import type { CustomerRow } from "./customers";
import { balanceOf, operationsOf } from "./ledger";

/** The latest operations the client area lists. */
export const shownOperations = 50;

export async function currentAccountView(
  db: Db,
  customerId: string,
): Promise<CurrentAccountView | undefined> {
  const account = await accountOf(db, customerId);
  if (!account) return undefined;
  const [balanceCents, operations] = await Promise.all([
    balanceOf(db, account.id),
    operationsOf(db, account.id, { limit: shownOperations }),
  ]);
  return {
    offer: account.offer,
    status: account.status,
    iban: account.iban,
    bic: bankIdentifiers.bic,
    openedAt: account.openedAt,
    firstTransferMatchedAt: account.firstTransferMatchedAt,
    balanceCents,
    operations: operations.map(({ id, bookedOn, description, amountCents }) => ({
      id,
      bookedOn,
      description,
      amountCents,
    })),
  };
}

/**
 * The RIB of the customer's account: the holder as signed in the agreement (names from the
 * profile, the address from the opening that opened the account).
 */
export async function ribOf(db: Db, customer: CustomerRow): Promise<Buffer | undefined> {
  const account = await accountOf(db, customer.id);
  if (!account) return undefined;
  const opening = await db
    .selectFrom("account_openings")
    .select("identity")
    .where("current_account_id", "=", account.id)
    .executeTakeFirst();
  const identity = opening?.identity;
  if (!identity) return undefined;
  return renderRibPdf(
    {
      holder: {
        firstName: customer.first_name ?? "",
        lastName: customer.last_name ?? "",
        addressLine: identity.addressLine,
        ...(identity.addressComplement && { addressComplement: identity.addressComplement }),
        postalCode: identity.postalCode,
        city: identity.city,
        country: identity.country,
      },
      iban: account.iban,
    },
    { issuedAt: new Date() },
  );
}
