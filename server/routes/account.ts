import type { FastifyInstance } from "fastify";
import { updatePreferences } from "../../domain/api/account";
import type { Database } from "../../db/database";
import { failure, type Serve } from "../routing";
import { toProfile } from "../services/customers";
import { setNewsletterPreference } from "../services/subscribers";

export async function accountRoutes(
  app: FastifyInstance,
  { database, serve }: { database: Database; serve: Serve },
) {
  serve(app, updatePreferences, async ({ body, caller }) => {
    const outcome = await database.db
      .transaction()
      .execute((trx) => setNewsletterPreference(trx, caller.customer, body.newsletter));
    if (outcome.status === "address_unproven") throw failure(updatePreferences, "address_unproven");
    return { customer: toProfile(caller.customer, caller.session, outcome.newsletter) };
  });
}
