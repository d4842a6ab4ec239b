import type { FastifyInstance } from "fastify";
import * as endpoints from "../../domain/api/admin";
import type { Database } from "../../db/database";
import { failure, type Serve } from "../routing";
import {
  changeLeadStatus,
  findLead,
  ForbiddenTransitionError,
  LeadNotFoundError,
  listLeads,
} from "../services/lead-admin";
import { leadsCsv } from "../services/lead-export";
import { listSubscribers } from "../services/subscribers";

/** The staff back office's API: every endpoint here is declared for staff with a second factor. */
export async function adminRoutes(
  app: FastifyInstance,
  { database, serve }: { database: Database; serve: Serve },
) {
  app.addHook("onRequest", async (_request, reply) => {
    // Prospects' personal data: no shared cache or browser history may keep a copy, of an answer
    // or of a refusal.
    reply.header("cache-control", "no-store");
  });

  serve(app, endpoints.listLeads, async ({ query }) => listLeads(database.db, query));

  serve(app, endpoints.exportLeads, async ({ query }, _request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="demandes-${day}.csv"`)
      .send(await leadsCsv(database.db, query));
  });

  serve(app, endpoints.getLead, async ({ params }) => {
    const detail = params.id === null ? undefined : await findLead(database.db, params.id);
    if (!detail) throw failure(endpoints.getLead, "lead_not_found");
    return detail;
  });

  serve(app, endpoints.changeLeadStatus, async ({ params: { id }, body, caller }) => {
    const declaration = endpoints.changeLeadStatus;
    if (id === null) throw failure(declaration, "lead_not_found");
    const staff = { id: caller.customer.id, email: caller.customer.email };
    try {
      return await database.db
        .transaction()
        .execute((trx) => changeLeadStatus(trx, id, body.status, staff));
    } catch (error) {
      if (error instanceof LeadNotFoundError) throw failure(declaration, "lead_not_found");
      if (error instanceof ForbiddenTransitionError) {
        throw failure(declaration, "forbidden_transition", {
          message: endpoints.transitionRefusal(error.from, error.to),
        });
      }
      throw error;
    }
  });

  serve(app, endpoints.listSubscribers, async ({ query }) => listSubscribers(database.db, query));
}
