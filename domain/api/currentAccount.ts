import { distanceSellingWithdrawalDays } from "../distanceSelling";
import { accountOfferIds } from "../forms/accountOpening";
import { z } from "../forms/z";
import { message } from "../i18n/message";
import { endpoint } from "./endpoint";

/**
 * The customer's current account in the client area (issue 34, « Mes comptes »): its offer, IBAN
 * and BIC, the balance and the operations booked from the partner bank's statements, in cents, as
 * the ledger holds them (balance = the sum of the account's entries).
 */
export const currentAccountSchema = z.object({
  offer: z.enum(accountOfferIds),
  status: z.enum(["pending_first_transfer", "open", "refused", "closed"]),
  iban: z.string(),
  bic: z.string(),
  openedAt: z.string(),
  firstTransferMatchedAt: z.string().nullable(),
  /**
   * The agreement the account was opened on: when it was signed, the last day the customer may
   * withdraw from it, and when they did; the holder a withdrawal declares in the name of, and
   * where its acknowledgment goes.
   */
  agreement: z
    .object({
      signedAt: z.string(),
      withdrawalEndsOn: z.string(),
      withdrawnAt: z.string().nullable(),
      holder: z.string(),
      acknowledgmentTo: z.string(),
    })
    .nullable(),
  balanceCents: z.number().int(),
  operations: z.array(
    z.object({
      id: z.string(),
      bookedOn: z.string(),
      description: z.string(),
      amountCents: z.number().int(),
    }),
  ),
});
export type CurrentAccountView = z.output<typeof currentAccountSchema>;

const noAccount = { status: 404, message: message("currentAccountNotFound") } as const;

/** The customer's account, with its latest operations, newest first. */
export const getCurrentAccount = endpoint({
  method: "GET",
  path: "/api/current-account",
  access: "customer",
  response: currentAccountSchema,
  errors: { account_not_found: noAccount },
});

/** The account's RIB, as a PDF file to save or send (not JSON). */
export const downloadRib = endpoint({
  method: "GET",
  path: "/api/current-account/rib.pdf",
  access: "customer",
  errors: { account_not_found: noAccount },
});

/**
 * « Renoncer au contrat ici » confirmed (Code de la consommation L222-7 and L222-8): the customer
 * withdraws from the account agreement, without a reason or a cost, within the period. The account
 * closes, the money it received goes back, and an acknowledgment is mailed. Answers the account.
 */
export const withdrawFromAgreement = endpoint({
  method: "POST",
  path: "/api/current-account/withdrawal",
  access: "customer",
  response: currentAccountSchema,
  errors: {
    account_not_found: noAccount,
    already_withdrawn: { status: 409, message: message("accountAlreadyWithdrawn") },
    withdrawal_closed: {
      status: 409,
      message: message("accountWithdrawalClosed", { days: distanceSellingWithdrawalDays }),
    },
  },
});
