/**
 * The customer's current account as the client area shows it: the account, its balance and its
 * operations from the ledger, and its RIB (issue 34).
 */
import type { CurrentAccountView } from "../../domain/api/currentAccount";
import { parisDay } from "../../domain/calendar/parisDay";
import { bankIdentifiers } from "../../domain/currentAccount/iban";
import { agreementWithdrawalEndsOn, holderOf } from "../../domain/currentAccount/withdrawal";
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
  const [balanceCents, operations, opening] = await Promise.all([
    balanceOf(db, account.id),
    operationsOf(db, account.id, { limit: shownOperations }),
    db
      .selectFrom("account_openings as o")
      .innerJoin("customers as c", "c.id", "o.customer_id")
      .leftJoin("account_opening_withdrawals as w", "w.opening_id", "o.id")
      .select(["o.signed_at", "w.declared_at", "c.first_name", "c.last_name", "c.email"])
      .where("o.current_account_id", "=", account.id)
      .executeTakeFirst(),
  ]);
  return {
    offer: account.offer,
    status: account.status,
    iban: account.iban,
    bic: bankIdentifiers.bic,
    openedAt: account.openedAt,
    firstTransferMatchedAt: account.firstTransferMatchedAt,
    agreement: opening?.signed_at
      ? {
          signedAt: opening.signed_at.toISOString(),
          withdrawalEndsOn: agreementWithdrawalEndsOn(parisDay(opening.signed_at)),
          withdrawnAt: opening.declared_at?.toISOString() ?? null,
          holder: holderOf(opening),
          acknowledgmentTo: opening.email,
        }
      : null,
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
