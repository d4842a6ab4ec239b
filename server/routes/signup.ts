import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { signup } from "../../domain/api/signup";
import type { Database } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import type { SessionCookies } from "../plugins/auth";
import { requestLocale } from "../plugins/language";
import { formRateLimit, rateLimitSettings } from "../rate-limit";
import { fieldFailure, type Serve } from "../routing";
import { toProfile } from "../services/customers";
import { signUp } from "../services/signup";

interface SignupRouteOptions {
  database: Database;
  sessions: SessionCookies;
  mailer: Mailer;
  serve: Serve;
}

export async function signupRoutes(
  app: FastifyInstance,
  { database, sessions, mailer, serve }: SignupRouteOptions,
) {
  await app.register(rateLimit, rateLimitSettings(database));

  serve(
    app,
    signup,
    async ({ body }, request, reply) => {
      const outcome = await signUp(database.db, mailer, body, requestLocale(request));
      if (outcome.status === "email_taken") throw fieldFailure(signup, "email_taken", "email");
      const { customer, newsletter } = outcome;
      await sessions.signIn(request, reply, customer.id, { remember: false, secondFactor: false });
      return { customer: toProfile(customer, { secondFactor: false }, newsletter) };
    },
    // Like every public form: one address cannot open accounts by the hundred.
    { rateLimit: formRateLimit },
  );
}
