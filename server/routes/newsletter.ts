import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import {
  confirmNewsletter,
  subscribeToNewsletter,
  unsubscribeLink,
} from "../../domain/api/newsletter";
import { newsletterMessages } from "../../domain/forms/newsletter";
import { localizedPath } from "../../domain/i18n/locales";
import type { Database } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import { requestLocale } from "../plugins/language";
import { formRateLimit, rateLimitSettings } from "../rate-limit";
import { failure, type Serve } from "../routing";
import {
  confirmSubscription,
  requestSubscription,
  unsubscribeByLink,
} from "../services/subscribers";
import { inRequestLanguage } from "../i18n";

export async function newsletterRoutes(
  app: FastifyInstance,
  { database, mailer, serve }: { database: Database; mailer: Mailer; serve: Serve },
) {
  await app.register(rateLimit, rateLimitSettings(database));

  serve(
    app,
    subscribeToNewsletter,
    async ({ body }, request) => {
      await database.db
        .transaction()
        .execute((trx) => requestSubscription(trx, mailer, body, requestLocale(request)));
      mailer.nudge();
      return { message: inRequestLanguage(request, newsletterMessages.requested) };
    },
    { rateLimit: formRateLimit },
  );

  serve(
    app,
    confirmNewsletter,
    async ({ body }, request) => {
      const confirmed = await database.db
        .transaction()
        .execute((trx) => confirmSubscription(trx, mailer, body.token));
      if (!confirmed) throw failure(confirmNewsletter, "invalid_link");
      mailer.nudge();
      return { message: inRequestLanguage(request, newsletterMessages.confirmed) };
    },
    { rateLimit: formRateLimit },
  );

  serve(app, unsubscribeLink, async ({ query }, request, reply) => {
    const language = await unsubscribeByLink(database.db, query.token);
    return reply.redirect(
      language
        ? `${localizedPath("/desinscription", language)}?statut=ok`
        : `${localizedPath("/desinscription", requestLocale(request))}?statut=invalide`,
      303,
    );
  });
}
