import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { changePasswordSchema, passwordResetMessages } from "../../domain/forms/passwordReset";
import {
  confirmTotpSchema,
  disableTotpSchema,
  setupTotpSchema,
  twoFactorMessages,
} from "../../domain/forms/twoFactor";
import { z } from "../../domain/forms/z";
import type { Database } from "../../db/database";
import { ApiError } from "../errors";
import type { Mailer } from "../mail/mailer";
import { mails } from "../mail/templates";
import type { SessionCookies } from "../plugins/auth";
import { issueToken, recentTokens, voidResetLinks } from "../services/account-tokens";
import type { CustomerRow } from "../services/customers";
import { deviceLabel } from "../services/devices";
import { listPasskeys } from "../services/passkeys";
import { hashPassword, verifyPassword } from "../services/passwords";
import type { SecretBox } from "../services/secret-box";
import { endAllSessions, endSession, listSessions, markSecondFactor } from "../services/sessions";
import {
  checkSecondFactor,
  disableTotp,
  enableTotp,
  isTotpEnabled,
  newEnrolment,
  newRecoveryCodes,
  recoveryCodesLeft,
  acceptedTotpStep,
  storePendingSecret,
} from "../services/two-factor";
import { allowAttempt } from "../rate-limit";
import { parseBody, refusePersonalPassword } from "../validation";

/** A new verification mail at most once a minute, and five a day. */
const VERIFICATION_MIN_INTERVAL_MS = 60_000;
const VERIFICATION_PER_DAY = 5;

const sessionIdSchema = z.object({ id: z.uuid({ error: "Cette session n'existe plus." }) });

interface SecurityRouteOptions {
  database: Database;
  sessions: SessionCookies;
  mailer: Mailer;
  box: SecretBox;
}

/** The client area's `Sécurité` section: address verification, password, two-factor login, sessions. */
export async function securityRoutes(
  app: FastifyInstance,
  { database, sessions, mailer, box }: SecurityRouteOptions,
) {
  const { db } = database;

  // Staff protect their back-office access the same way; only address verification is the
  // customers' (staff addresses are set by whoever creates the account).
  const requireAccount = (request: FastifyRequest) => sessions.requireSession(request);
  const requireCustomerAccount = async (request: FastifyRequest) => {
    const resolved = await requireAccount(request);
    if (resolved.customer.role !== "customer") {
      throw new ApiError(403, "forbidden", "Cette page est réservée aux clients.");
    }
    return resolved;
  };

  /**
   * Secrets typed in the client area (current password, codes) are guessed at the login's pace at
   * most: the same counter, so a stolen session cannot try more.
   */
  const allowSecretAttempt = (
    request: FastifyRequest,
    reply: FastifyReply,
    customer: CustomerRow,
  ) => allowAttempt(database, reply, customer.email_normalized, request.ip);
  const wrongSecret = (field: string, message: string) =>
    new ApiError(400, "validation_failed", message, { [field]: message });

  app.get("/api/account/security", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { customer, session } = await requireAccount(request);
    const active = await listSessions(database, customer.id);
    return {
      emailVerified: customer.email_verified_at !== null,
      passkeys: await listPasskeys(database, customer.id),
      twoFactor: {
        enabled: isTotpEnabled(customer),
        recoveryCodesLeft: isTotpEnabled(customer)
          ? await recoveryCodesLeft(database, customer.id)
          : 0,
      },
      sessions: active.map((entry) => ({
        id: entry.publicId,
        device: deviceLabel(entry.userAgent),
        createdAt: entry.createdAt.toISOString(),
        lastSeenAt: entry.lastSeenAt.toISOString(),
        current: entry.publicId === session.publicId,
      })),
    };
  });

  app.post("/api/account/email/verification", async (request, reply) => {
    const { customer } = await requireCustomerAccount(request);
    if (customer.email_verified_at) {
      throw new ApiError(409, "already_verified", "Votre adresse email est déjà confirmée.");
    }
    const recent = await recentTokens(
      database,
      customer.id,
      "email_verification",
      24 * 60 * 60_000,
    );
    const lastSentAgo = recent[0] ? Date.now() - recent[0].getTime() : Infinity;
    if (recent.length >= VERIFICATION_PER_DAY || lastSentAgo < VERIFICATION_MIN_INTERVAL_MS) {
      const waitSeconds =
        recent.length >= VERIFICATION_PER_DAY
          ? undefined
          : Math.ceil((VERIFICATION_MIN_INTERVAL_MS - lastSentAgo) / 1000);
      throw new ApiError(
        429,
        "too_many_requests",
        waitSeconds === undefined
          ? "Vous avez demandé trop d'emails de vérification aujourd'hui. Réessayez demain ou contactez notre service clients."
          : `Un email vient de vous être envoyé. Vous pourrez en demander un autre dans ${waitSeconds} seconde${waitSeconds > 1 ? "s" : ""}.`,
      );
    }
    const token = await issueToken(db, customer.id, "email_verification");
    await mailer.queue(
      db,
      customer.email,
      mails.emailVerification(customer.first_name, mailer.link(`/verificationEmail#${token}`)),
    );
    return reply.code(202).send({
      message: `Un nouvel email de vérification a été envoyé à ${customer.email}.`,
    });
  });

  app.post("/api/account/password", async (request, reply) => {
    const { customer, session } = await requireAccount(request);
    const { currentPassword, password } = parseBody(changePasswordSchema, request.body);
    const attempt = await allowSecretAttempt(request, reply, customer);
    if (!(await verifyPassword(customer.password_hash, currentPassword))) {
      throw wrongSecret("currentPassword", passwordResetMessages.currentWrong);
    }
    refusePersonalPassword(password, customer);
    const passwordHash = await hashPassword(password);
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("customers")
        .set({ password_hash: passwordHash, updated_at: now })
        .where("id", "=", customer.id)
        .execute();
      await endAllSessions(trx, customer.id, session.publicId);
      await voidResetLinks(trx, customer.id, now);
      await mailer.queue(
        trx,
        customer.email,
        mails.passwordChanged(customer.first_name, now, mailer.link("/motDePasseOublie")),
      );
    });
    mailer.nudge();
    await attempt.succeeded();
    return {
      message:
        "Votre mot de passe a été modifié. Vos sessions sur les autres appareils ont été fermées.",
    };
  });

  app.delete<{ Params: { id: string } }>("/api/account/sessions/:id", async (request, reply) => {
    const { customer, session } = await requireAccount(request);
    const { id } = parseBody(sessionIdSchema, request.params);
    if (!(await endSession(database, customer.id, id))) {
      throw new ApiError(404, "unknown_session", "Cette session n'existe plus.");
    }
    if (id === session.publicId) sessions.clearCookies(reply);
    return reply.code(204).send();
  });

  app.delete("/api/account/sessions", async (request, reply) => {
    const { customer } = await requireAccount(request);
    await endAllSessions(db, customer.id);
    sessions.clearCookies(reply);
    return reply.code(204).send();
  });

  app.post("/api/account/two-factor/setup", async (request, reply) => {
    const { customer } = await requireAccount(request);
    if (isTotpEnabled(customer)) {
      throw new ApiError(409, "already_enabled", "La double authentification est déjà activée.");
    }
    const { password } = parseBody(setupTotpSchema, request.body);
    const attempt = await allowSecretAttempt(request, reply, customer);
    if (!(await verifyPassword(customer.password_hash, password))) {
      throw wrongSecret("password", twoFactorMessages.passwordWrong);
    }
    await attempt.release();
    const { secretBase32, ...enrolment } = await newEnrolment(customer.email);
    await storePendingSecret(database, customer.id, box.seal(secretBase32));
    return enrolment;
  });

  app.post("/api/account/two-factor/confirm", async (request, reply) => {
    const { customer, session } = await requireAccount(request);
    if (isTotpEnabled(customer)) {
      throw new ApiError(409, "already_enabled", "La double authentification est déjà activée.");
    }
    const { code } = parseBody(confirmTotpSchema, request.body);
    if (!customer.totp_secret_encrypted) {
      throw new ApiError(
        409,
        "no_enrolment",
        "Commencez par afficher le QR code, puis saisissez le code de votre application.",
      );
    }
    const attempt = await allowSecretAttempt(request, reply, customer);
    const step = acceptedTotpStep(box.open(customer.totp_secret_encrypted), code, null);
    if (step === undefined) throw wrongSecret("code", twoFactorMessages.codeWrong);
    await attempt.release();
    const recoveryCodes = newRecoveryCodes();
    await db.transaction().execute(async (trx) => {
      await enableTotp(trx, box, customer.id, step, recoveryCodes);
      // The code just typed proves the authenticator: this session has its second factor.
      await markSecondFactor(trx, session.publicId);
      await mailer.queue(
        trx,
        customer.email,
        mails.twoFactorEnabled(customer.first_name, new Date()),
      );
    });
    mailer.nudge();
    return { recoveryCodes };
  });

  app.post("/api/account/two-factor/disable", async (request, reply) => {
    const { customer } = await requireAccount(request);
    const { password, code } = parseBody(disableTotpSchema, request.body);
    if (!isTotpEnabled(customer)) {
      throw new ApiError(409, "not_enabled", "La double authentification n'est pas activée.");
    }
    const attempt = await allowSecretAttempt(request, reply, customer);
    if (!(await verifyPassword(customer.password_hash, password))) {
      throw wrongSecret("password", twoFactorMessages.passwordWrong);
    }
    if (!(await checkSecondFactor(database, box, customer, code)).accepted) {
      throw wrongSecret("code", twoFactorMessages.codeWrong);
    }
    await attempt.release();
    await db.transaction().execute(async (trx) => {
      await disableTotp(trx, customer.id);
      await mailer.queue(
        trx,
        customer.email,
        mails.twoFactorDisabled(customer.first_name, new Date()),
      );
    });
    mailer.nudge();
    return { message: "La double authentification est désactivée." };
  });
}
