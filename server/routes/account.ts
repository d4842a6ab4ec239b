import type { FastifyInstance } from "fastify";
import { accountPreferencesSchema } from "../../domain/forms/account";
import type { Database } from "../../db/database";
import type { SessionCookies } from "../plugins/auth";
import { toProfile, updateNewsletter } from "../services/customers";
import { parseBody } from "../validation";

export async function accountRoutes(
  app: FastifyInstance,
  { database, sessions }: { database: Database; sessions: SessionCookies },
) {
  app.patch("/api/account", async (request) => {
    const { customer, session } = await sessions.requireSession(request);
    const { newsletter } = parseBody(accountPreferencesSchema, request.body);
    return {
      customer: toProfile(await updateNewsletter(database, customer.id, newsletter), session),
    };
  });
}
