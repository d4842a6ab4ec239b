import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import {
  accountTokenSchema,
  forgotPasswordSchema,
  linkMessages,
  resetPasswordSchema,
} from "../../domain/forms/passwordReset";
import type { Database } from "../../db/database";
import { ApiError } from "../errors";
import type { Mailer } from "../mail/mailer";
import { mails } from "../mail/templates";
import {
  checkToken,
  consumeToken,
  issueToken,
  recentTokens,
  voidResetLinks,
  type TokenPurpose,
} from "../services/account-tokens";
import { findCustomerByEmail, findCustomerById, normalizeEmail } from "../services/customers";
import { clearFailures } from "../services/login-throttle";
import { hashPassword } from "../services/passwords";
import { endAllSessions } from "../services/sessions";
import { tooManyRequests } from "../rate-limit";
import { parseBody, refusePersonalPassword } from "../validation";

export const forgotPasswordAnswer =
  "Si un compte est associé à cette adresse, vous allez recevoir un email avec un lien pour choisir un nouveau mot de passe. Ce lien est valable 30 minutes.";

/** More reset mails than this in an hour for one account are not sent (the answer stays the same). */
const RESET_MAILS_PER_HOUR = 3;

const linkError = (purpose: TokenPurpose, status: "used" | "expired" | "unknown") =>
  new ApiError(400, `link_${status}`, linkMessages[purpose][status]);

/** Public routes of the links sent by e-mail: forgotten password and address verification. */
export async function passwordResetRoutes(
  app: FastifyInstance,
  { database, mailer }: { database: Database; mailer: Mailer },
) {
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooManyRequests });

  /** Reset requests still being handled, which the server finishes before it closes. */
  const pending = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled(pending);
  });

  const sendResetLink = async (email: string) => {
    const customer = await findCustomerByEmail(database, email);
    if (
      customer &&
      (await recentTokens(database, customer.id, "password_reset", 60 * 60_000)).length <
        RESET_MAILS_PER_HOUR
    ) {
      const token = await issueToken(database.db, customer.id, "password_reset");
      await mailer.queue(
        database.db,
        customer.email,
        mails.passwordReset(customer.first_name, mailer.link(`/nouveauMotDePasse#${token}`)),
      );
    }
  };

  app.post(
    "/api/auth/password/forgot",
    { config: { rateLimit: { max: 5, timeWindow: 15 * 60_000 } } },
    async (request, reply) => {
      const { email } = parseBody(forgotPasswordSchema, request.body);
      // The same answer, in the same time, either way: neither its words nor its delay may tell
      // who is a customer. The look-up and the mail happen after the answer.
      const work = sendResetLink(email).catch((error: unknown) => {
        request.log.error({ err: error }, "password reset request not handled");
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return reply.code(202).send({ message: forgotPasswordAnswer });
    },
  );

  // Lets the page say at once that a link is used or expired, before the customer types anything.
  app.post("/api/auth/password/reset/check", async (request) => {
    const { token } = parseBody(accountTokenSchema, request.body);
    const check = await checkToken(database, token, "password_reset");
    if (check.status !== "valid") throw linkError("password_reset", check.status);
    return { valid: true };
  });

  app.post("/api/auth/password/reset", async (request) => {
    const { token, password } = parseBody(resetPasswordSchema, request.body);
    const check = await checkToken(database, token, "password_reset");
    if (check.status !== "valid") throw linkError("password_reset", check.status);
    const customer = await findCustomerById(database, check.customerId);
    if (!customer) throw linkError("password_reset", "unknown");
    refusePersonalPassword(password, customer);
    const passwordHash = await hashPassword(password);
    const now = new Date();
    const changed = await database.db.transaction().execute(async (trx) => {
      // Of two submissions of one link, only the first gets here with a customer.
      if (!(await consumeToken(trx, token, "password_reset"))) return false;
      await trx
        .updateTable("customers")
        .set({
          password_hash: passwordHash,
          updated_at: now,
          // The link reached the mailbox: the address is proven.
          email_verified_at: customer.email_verified_at ?? now,
        })
        .where("id", "=", customer.id)
        .execute();
      await voidResetLinks(trx, customer.id, now);
      await endAllSessions(trx, customer.id);
      await mailer.queue(
        trx,
        customer.email,
        mails.passwordChanged(customer.first_name, now, mailer.link("/motDePasseOublie")),
      );
      return true;
    });
    if (!changed) throw linkError("password_reset", "used");
    mailer.nudge();
    await clearFailures(database, normalizeEmail(customer.email));
    return { message: "Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter." };
  });

  app.post("/api/auth/email/verify", async (request) => {
    const { token } = parseBody(accountTokenSchema, request.body);
    const check = await checkToken(database, token, "email_verification");
    if (check.status !== "valid") throw linkError("email_verification", check.status);
    await database.db.transaction().execute(async (trx) => {
      const customerId = await consumeToken(trx, token, "email_verification");
      if (!customerId) throw linkError("email_verification", "used");
      await trx
        .updateTable("customers")
        .set({ email_verified_at: new Date() })
        .where("id", "=", customerId)
        .where("email_verified_at", "is", null)
        .execute();
    });
    return { message: "Merci ! Votre adresse email est confirmée." };
  });
}
