import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { sendLead } from "../../domain/api/leads";
import { isLeadKind } from "../../domain/leads/forms";
import { leadMessages } from "../../domain/leads/schema";
import type { Database } from "../../db/database";
import { formRateLimit, rateLimitSettings } from "../rate-limit";
import { failure, type Serve } from "../routing";
import { createLead } from "../services/leads";
import { inRequestLanguage } from "../i18n";

export async function leadRoutes(
  app: FastifyInstance,
  { database, serve }: { database: Database; serve: Serve },
) {
  await app.register(rateLimit, rateLimitSettings(database));

  serve(
    app,
    sendLead,
    async ({ params, body }, request) => {
      if (!isLeadKind(params.kind)) throw failure(sendLead, "unknown_form");
      await createLead(database.db, params.kind, body);
      return { message: inRequestLanguage(request, leadMessages.sent) };
    },
    { rateLimit: formRateLimit },
  );
}
