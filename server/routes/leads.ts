import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { isLeadKind, leadForms } from "../../domain/leads/forms";
import { leadMessages, leadSchema } from "../../domain/leads/schema";
import { newsletterSchema } from "../../domain/forms/newsletter";
import type { Database } from "../../db/database";
import { ApiError } from "../errors";
import type { Mailer } from "../mail/mailer";
import { mails } from "../mail/templates";
import { formRateLimit, tooManyRequests } from "../rate-limit";
import { createLead, subscribeToNewsletter, unsubscribeFromNewsletter } from "../services/leads";
import { parseBody } from "../validation";

const newsletterConfirmation = "Merci ! Votre inscription à la newsletter est confirmée.";

export async function leadRoutes(
  app: FastifyInstance,
  { database, mailer }: { database: Database; mailer: Mailer },
) {
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooManyRequests });

  const schemas = new Map(
    Object.entries(leadForms).map(([kind, form]) => [kind, leadSchema(form)]),
  );

  app.post<{ Params: { kind: string } }>(
    "/api/leads/:kind",
    { config: { rateLimit: formRateLimit } },
    async (request, reply) => {
      const { kind } = request.params;
      const schema = isLeadKind(kind) ? schemas.get(kind) : undefined;
      if (!schema) throw new ApiError(404, "unknown_form", "Ce formulaire n'existe pas.");
      const { page, simulation, website, ...fields } = parseBody(schema, request.body) as Record<
        string,
        unknown
      > & {
        page?: string;
        simulation?: { montant: number; duree: number };
        website?: string;
      };
      // A filled honeypot is a bot: it gets the usual answer and nothing is stored.
      if (!website) {
        await createLead(database, {
          kind,
          fields: fields as Record<string, string>,
          page,
          simulation,
        });
      }
      return reply.code(201).send({ message: leadMessages.sent });
    },
  );

  app.post("/api/newsletter", { config: { rateLimit: formRateLimit } }, async (request, reply) => {
    const { email, website } = parseBody(newsletterSchema, request.body);
    if (!website) {
      const { newUnsubscribeToken } = await subscribeToNewsletter(database, email);
      if (newUnsubscribeToken) {
        const unsubscribeUrl = mailer.link(
          `/api/newsletter/desinscription?token=${encodeURIComponent(newUnsubscribeToken)}`,
        );
        await mailer.queue(database.db, email, mails.newsletterWelcome(unsubscribeUrl));
      }
    }
    return reply.code(201).send({ message: newsletterConfirmation });
  });

  app.get<{ Querystring: { token?: string } }>(
    "/api/newsletter/desinscription",
    async (request, reply) => {
      const { token } = request.query;
      // Tokens are base64url: anything else (a link cut or mangled by a mail program) is invalid
      // without asking the database.
      const done =
        typeof token === "string" &&
        /^[\w-]{1,100}$/.test(token) &&
        (await unsubscribeFromNewsletter(database, token));
      return reply.redirect(
        done ? "/desinscription?statut=ok" : "/desinscription?statut=invalide",
        303,
      );
    },
  );
}
