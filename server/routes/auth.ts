import type { FastifyInstance } from "fastify";
import { loginMessages, loginSchema } from "~/lib/schemas/login";
import { signupMessages, signupSchema } from "~/lib/schemas/signup";
import type { Database } from "../../db/database";
import { ApiError } from "../errors";
import type { SessionCookies } from "../plugins/auth";
import {
  createCustomer,
  EmailTakenError,
  findCustomerByEmail,
  normalizeEmail,
  toProfile,
} from "../services/customers";
import { clearFailures, recordFailure, throttleState } from "../services/login-throttle";
import { hashPassword, verifyDecoy, verifyPassword } from "../services/passwords";
import { parseBody } from "../validation";

export async function authRoutes(
  app: FastifyInstance,
  { database, sessions }: { database: Database; sessions: SessionCookies },
) {
  app.post("/api/auth/signup", async (request, reply) => {
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
    await sessions.signIn(request, reply, customer.id, false);
    return reply.code(201).send({ customer: toProfile(customer) });
  });

  app.post("/api/auth/login", async (request, reply) => {
    const { email, password, rememberMe } = parseBody(loginSchema, request.body);
    const emailNormalized = normalizeEmail(email);
    const { waitMinutes, accountHasFailures } = await throttleState(
      database,
      emailNormalized,
      request.ip,
    );
    if (waitMinutes > 0) {
      const message = `Trop de tentatives. Réessayez dans ${waitMinutes} minute${waitMinutes > 1 ? "s" : ""}.`;
      reply.header("retry-after", String(waitMinutes * 60));
      throw new ApiError(429, "too_many_attempts", message);
    }
    const customer = await findCustomerByEmail(database, email);
    const valid = customer
      ? await verifyPassword(customer.password_hash, password)
      : await verifyDecoy(password);
    if (!customer || !valid) {
      await recordFailure(database, emailNormalized, request.ip);
      throw new ApiError(401, "invalid_credentials", loginMessages.failed);
    }
    if (accountHasFailures) await clearFailures(database, emailNormalized);
    await sessions.signIn(request, reply, customer.id, rememberMe);
    return { customer: toProfile(customer) };
  });

  app.post("/api/auth/logout", async (request, reply) => {
    await sessions.signOut(request, reply);
    return reply.code(204).send();
  });

  app.get("/api/auth/session", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const customer = await sessions.requireCustomer(request);
    return { customer: toProfile(customer) };
  });
}
