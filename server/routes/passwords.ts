import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import * as passwords from "../../domain/api/passwords";
import { forgotPasswordAnswer } from "../../domain/forms/passwordReset";
import { message } from "../../domain/i18n/message";
import type { Database } from "../../db/database";
import { inRequestLanguage } from "../i18n";
import type { Mailer } from "../mail/mailer";
import { requestLocale } from "../plugins/language";
import { attemptGate, rateLimitSettings } from "../rate-limit";
import type { Serve } from "../routing";
import { linkOwner } from "../services/account-tokens";
import { confirmEmail, resendVerificationMail } from "../services/email-verification";
import {
  changeCurrentPassword,
  requestPasswordReset,
  resetForgottenPassword,
} from "../services/password-change";

/** Passwords (forgotten, reset by link, changed in the client area) and address verification. */
export async function passwordRoutes(
  app: FastifyInstance,
  { database, mailer, serve }: { database: Database; mailer: Mailer; serve: Serve },
) {
  await app.register(rateLimit, rateLimitSettings(database));

  /** Reset requests still being handled, which the server finishes before it closes. */
  const pending = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled(pending);
  });

  serve(
    app,
    passwords.forgotPassword,
    async ({ body }, request) => {
      // The same answer, in the same time, either way: neither its words nor its delay may tell
      // who is a customer. The look-up and the mail happen after the answer.
      const work = requestPasswordReset(
        database.db,
        mailer,
        body.email,
        requestLocale(request),
      ).catch((error: unknown) => {
        request.log.error({ err: error }, "password reset request not handled");
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return { message: inRequestLanguage(request, forgotPasswordAnswer) };
    },
    { rateLimit: { max: 5, timeWindow: 15 * 60_000 } },
  );

  serve(app, passwords.checkResetLink, async ({ body }) => {
    await linkOwner(database.db, passwords.checkResetLink, "password_reset", body.token);
    return { valid: true as const };
  });

  serve(app, passwords.resetPassword, async ({ body }, request) => {
    await resetForgottenPassword(database.db, mailer, body);
    return { message: inRequestLanguage(request, message("passwordResetDone")) };
  });

  serve(app, passwords.changePassword, async ({ body, caller }, request, reply) => {
    await changeCurrentPassword(
      database.db,
      mailer,
      attemptGate(database, request, reply),
      caller,
      body,
    );
    return { message: inRequestLanguage(request, message("passwordChanged")) };
  });

  serve(app, passwords.verifyEmail, async ({ body }, request) => {
    await confirmEmail(database.db, body.token);
    return { message: inRequestLanguage(request, message("emailVerified")) };
  });

  serve(app, passwords.resendVerificationEmail, async ({ caller }, request) => {
    await resendVerificationMail(database.db, mailer, caller.customer);
    const sent = message("verificationMailSent", { email: caller.customer.email });
    return { message: inRequestLanguage(request, sent) };
  });
}
