import type { FastifyInstance } from "fastify";
import * as endpoints from "../../domain/api/currentAccount";
import type { Database } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import { failure, sendPdf, type Serve } from "../routing";
import {
  AlreadyWithdrawnError,
  NoAgreementError,
  withdrawFromAgreement,
  WithdrawalClosedError,
} from "../services/account-withdrawal";
import { currentAccountView, ribOf } from "../services/current-account-view";

/** The customer's own current account: balance, operations and RIB, and the agreement's withdrawal. */
export async function currentAccountRoutes(
  app: FastifyInstance,
  { database, mailer, serve }: { database: Database; mailer: Mailer; serve: Serve },
) {
  app.addHook("onRequest", async (_request, reply) => {
    // A balance, operations and an IBAN: no shared cache or browser history keeps a copy.
    reply.header("cache-control", "no-store");
  });

  serve(app, endpoints.getCurrentAccount, async ({ caller }) => {
    const account = await currentAccountView(database.db, caller.customer.id);
    if (!account) throw failure(endpoints.getCurrentAccount, "account_not_found");
    return account;
  });

  serve(app, endpoints.downloadRib, async ({ caller }, _request, reply) => {
    const pdf = await ribOf(database.db, caller.customer);
    if (!pdf) throw failure(endpoints.downloadRib, "account_not_found");
    return sendPdf(reply, { pdf, fileName: "rib-aurore-banque.pdf" });
  });

  serve(app, endpoints.withdrawFromAgreement, async ({ caller }) => {
    const declaration = endpoints.withdrawFromAgreement;
    try {
      await database.db
        .transaction()
        .execute((trx) => withdrawFromAgreement(trx, mailer, caller.customer, new Date()));
    } catch (error) {
      if (error instanceof NoAgreementError) throw failure(declaration, "account_not_found");
      if (error instanceof AlreadyWithdrawnError) throw failure(declaration, "already_withdrawn");
      if (error instanceof WithdrawalClosedError) throw failure(declaration, "withdrawal_closed");
      throw error;
    }
    // The acknowledgment leaves now, not at the outbox's next round.
    mailer.nudge();
    const account = await currentAccountView(database.db, caller.customer.id);
    if (!account) throw failure(declaration, "account_not_found");
    return account;
  });
}
