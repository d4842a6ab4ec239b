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
