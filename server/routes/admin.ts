import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "../../domain/forms/z";
import { leadStatusLabels } from "../../domain/leads/statuses";
import {
  leadFiltersSchema,
  leadListQuerySchema,
  pagingSchema,
  statusChangeSchema,
} from "../../domain/leads/admin";
import type { Database } from "../../db/database";
import { ApiError } from "../errors";
import type { SessionCookies } from "../plugins/auth";
import type { CustomerRow } from "../services/customers";
import {
  allLeads,
  changeLeadStatus,
  findLead,
  ForbiddenTransitionError,
  LeadNotFoundError,
  listLeads,
} from "../services/lead-admin";
import { leadsCsv } from "../services/lead-export";
import { listSubscribers } from "../services/subscribers";
import { parseBody } from "../validation";

const leadNotFound = () => new ApiError(404, "lead_not_found", "Cette demande n'existe pas.");

/** An id that is not a UUID names no lead: a 404, not a database error. */
function leadId(request: FastifyRequest<{ Params: { id: string } }>): string {
  const id = request.params.id;
  if (!z.uuid().safeParse(id).success) throw leadNotFound();
  return id;
}

/** The staff back office's API: every route here is for accounts with the admin role only. */
export async function adminRoutes(
  app: FastifyInstance,
  { database, sessions }: { database: Database; sessions: SessionCookies },
) {
  app.decorateRequest("staff", null);
  app.addHook("onRequest", async (request, reply) => {
    // Prospects' personal data: no shared cache or browser history may keep a copy.
    reply.header("cache-control", "no-store");
    request.setDecorator("staff", await sessions.requireAdmin(request));
  });

  app.get("/api/admin/leads", async (request) =>
    listLeads(database, parseBody(leadListQuerySchema, request.query)),
  );

  app.get("/api/admin/leads.csv", async (request, reply) => {
    const leads = await allLeads(database, parseBody(leadFiltersSchema, request.query));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="demandes-${day}.csv"`)
      .send(leadsCsv(leads));
  });

  app.get<{ Params: { id: string } }>("/api/admin/leads/:id", async (request) => {
    const detail = await findLead(database, leadId(request));
    if (!detail) throw leadNotFound();
    return detail;
  });

  app.patch<{ Params: { id: string } }>("/api/admin/leads/:id/status", async (request) => {
    const id = leadId(request);
    const { status } = parseBody(statusChangeSchema, request.body);
    const staff = request.getDecorator<CustomerRow>("staff");
    try {
      return await changeLeadStatus(database, id, status, { id: staff.id, email: staff.email });
    } catch (error) {
      if (error instanceof LeadNotFoundError) throw leadNotFound();
      if (error instanceof ForbiddenTransitionError) {
        throw new ApiError(
          409,
          "forbidden_transition",
          `Une demande « ${leadStatusLabels[error.from]} » ne peut pas passer à « ${leadStatusLabels[error.to]} ».`,
        );
      }
      throw error;
    }
  });

  app.get("/api/admin/newsletter", async (request) =>
    listSubscribers(database, parseBody(pagingSchema, request.query)),
  );
}
