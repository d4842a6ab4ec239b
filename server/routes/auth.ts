import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { loginMessages, loginSchema } from "../../domain/forms/login";
import { signupMessages, signupSchema } from "../../domain/forms/signup";
import { secondFactorSchema, twoFactorMessages } from "../../domain/forms/twoFactor";
import type { Database } from "../../db/database";
import { ApiError } from "../errors";
import type { Mailer } from "../mail/mailer";
import { mails } from "../mail/templates";
import type { SessionCookies } from "../plugins/auth";
import { issueToken } from "../services/account-tokens";
import {
  createCustomer,
  EmailTakenError,
  findCustomerByEmail,
  normalizeEmail,
  toProfile,
} from "../services/customers";
import {
  consumeChallenge,
  createChallenge,
  findChallenge,
  CHALLENGE_LIFETIME_MS,
} from "../services/login-challenges";
import { hashPassword, verifyDecoy, verifyPassword } from "../services/passwords";
import type { SecretBox } from "../services/secret-box";
import { checkSecondFactor, isTotpEnabled } from "../services/two-factor";
import { allowAttempt, formRateLimit, tooManyRequests } from "../rate-limit";
import { parseBody } from "../validation";

interface AuthRouteOptions {
  database: Database;
  sessions: SessionCookies;
  mailer: Mailer;
  box: SecretBox;
}

const challengeExpired = () =>
  new ApiError(
    401,
    "challenge_expired",
    "Votre connexion a expiré. Saisissez à nouveau votre email et votre mot de passe.",
  );

export async function authRoutes(
  app: FastifyInstance,
  { database, sessions, mailer, box }: AuthRouteOptions,
) {
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooManyRequests });

  // Like every public form: one address cannot open accounts by the hundred.
  app.post("/api/auth/signup", { config: { rateLimit: formRateLimit } }, async (request, reply) => {
    const data = parseBody(signupSchema, request.body);
    if (await findCustomerByEmail(database, data.email)) {
      throw new ApiError(409, "email_taken", signupMessages.emailTaken, {
        email: signupMessages.emailTaken,
      });
    }
    const passwordHash = await hashPassword(data.password);
    const customer = await createCustomer(database, data, passwordHash).catch((error: unknown) => {
      if (error instanceof EmailTakenError) {
        throw new ApiError(409, "email_taken", signupMessages.emailTaken, {
          email: signupMessages.emailTaken,
        });
      }
      throw error;
    });
    const token = await issueToken(database.db, customer.id, "email_verification");
    await mailer.queue(
      database.db,
      customer.email,
      mails.emailVerification(customer.first_name, mailer.link(`/verificationEmail#${token}`)),
    );
    await sessions.signIn(request, reply, customer.id, { remember: false, secondFactor: false });
    return reply.code(201).send({ customer: toProfile(customer, { secondFactor: false }) });
  });

  app.post("/api/auth/login", async (request, reply) => {
    const { email, password, rememberMe } = parseBody(loginSchema, request.body);
    const attempt = await allowAttempt(database, reply, normalizeEmail(email), request.ip);
    const customer = await findCustomerByEmail(database, email);
    const valid = customer
      ? await verifyPassword(customer.password_hash, password)
      : await verifyDecoy(password);
    if (!customer || !valid) throw new ApiError(401, "invalid_credentials", loginMessages.failed);
    if (isTotpEnabled(customer)) {
      // The failures are forgiven only once the second factor is right: otherwise a thief with
      // the password could alternate logins and guesses of the code without ever being slowed.
      await attempt.release();
      const challenge = await createChallenge(database, customer.id, rememberMe);
      sessions.setChallengeCookie(reply, challenge, CHALLENGE_LIFETIME_MS);
      return { secondFactor: "totp" };
    }
    await attempt.succeeded();
    await sessions.signIn(request, reply, customer.id, {
      remember: rememberMe,
      secondFactor: false,
    });
    return { customer: toProfile(customer, { secondFactor: false }) };
  });

  app.post("/api/auth/login/code", async (request, reply) => {
    const { code } = parseBody(secondFactorSchema, request.body);
    const challengeToken = sessions.challengeOf(request);
    const pending = challengeToken ? await findChallenge(database, challengeToken) : undefined;
    if (!challengeToken || !pending) {
      sessions.clearChallengeCookie(reply);
      throw challengeExpired();
    }
    const { customer, remember } = pending;
    const attempt = await allowAttempt(database, reply, customer.email_normalized, request.ip);
    const result = await checkSecondFactor(database, box, customer, code);
    if (!result.accepted) {
      throw new ApiError(401, "invalid_code", twoFactorMessages.codeWrong, {
        code: twoFactorMessages.codeWrong,
      });
    }
    if (!(await consumeChallenge(database, challengeToken))) throw challengeExpired();
    await attempt.succeeded();
    await sessions.signIn(request, reply, customer.id, { remember, secondFactor: true });
    return {
      customer: toProfile(customer, { secondFactor: true }),
      ...(result.method === "recovery" && { recoveryCodesLeft: result.recoveryCodesLeft }),
    };
  });

  app.post("/api/auth/logout", async (request, reply) => {
    await sessions.signOut(request, reply);
    return reply.code(204).send();
  });

  app.get("/api/auth/session", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { customer, session } = await sessions.requireSession(request);
    return { customer: toProfile(customer, session) };
  });

  // "Rester connecté": activity recorded now, so the idle deadline in the answer's header moves on.
  app.post("/api/auth/session/refresh", async (request, reply) => {
    reply.header("cache-control", "no-store");
    await sessions.requireSession(request, "always");
    return reply.code(204).send();
  });
}
