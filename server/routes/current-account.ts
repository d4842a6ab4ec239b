import type { FastifyInstance } from "fastify";
import * as endpoints from "../../domain/api/currentAccount";
import type { Database } from "../../db/database";
import { failure, sendPdf, type Serve } from "../routing";
import { currentAccountView, ribOf } from "../services/current-account-view";

/** The customer's own current account: balance, operations and RIB. */
export async function currentAccountRoutes(
  app: FastifyInstance,
  { database, serve }: { database: Database; serve: Serve },
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
}
