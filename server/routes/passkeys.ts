import rateLimit from "@fastify/rate-limit";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { passkeyMessages } from "../../domain/forms/passkeyMessages";
import {
  addPasskeySchema,
  passkeyAuthenticationSchema,
  passkeyRegistrationSchema,
  renamePasskeySchema,
} from "../../domain/forms/passkeys";
import { z } from "../../domain/forms/z";
import type { Database } from "../../db/database";
import { ApiError } from "../errors";
import type { SessionCookies } from "../plugins/auth";
import { allowAttempt, tooManyRequests } from "../rate-limit";
import { findCustomerById, toProfile } from "../services/customers";
import {
  authenticateWithPasskey,
  authenticationOptions,
  deletePasskey,
  listPasskeys,
  PasskeyRefused,
  registerPasskey,
  registrationOptions,
  renamePasskey,
  type RelyingParty,
} from "../services/passkeys";
import { verifyPassword } from "../services/passwords";
import { markSecondFactor } from "../services/sessions";
import { parseBody } from "../validation";

const passkeyIdSchema = z.object({ id: z.uuid({ error: passkeyMessages.unknownPasskey }) });

/** Enough to retry a cancelled prompt a few times, too few to farm challenges. */
const CEREMONY_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000 };

const refused = () => new ApiError(401, "passkey_refused", passkeyMessages.refused);

const unknownPasskey = () => new ApiError(404, "unknown_passkey", passkeyMessages.unknownPasskey);

/**
 * Passkeys (WebAuthn): added, named, listed and deleted in the `Sécurité` section; a sign-in
 * without e-mail or password, which counts as strong authentication.
 */
export async function passkeyRoutes(
  app: FastifyInstance,
  {
    database,
    sessions,
    relyingParty,
  }: { database: Database; sessions: SessionCookies; relyingParty: RelyingParty },
) {
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooManyRequests });
  const ceremony = { config: { rateLimit: CEREMONY_RATE_LIMIT } };

  const passkeyId = (request: FastifyRequest) => parseBody(passkeyIdSchema, request.params).id;

  app.get("/api/account/passkeys", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { customer } = await sessions.requireSession(request);
    return { passkeys: await listPasskeys(database, customer.id) };
  });

  app.post("/api/account/passkeys/options", ceremony, async (request, reply) => {
    const { customer } = await sessions.requireSession(request);
    const { password } = parseBody(addPasskeySchema, request.body);
    const attempt = await allowAttempt(database, reply, customer.email_normalized, request.ip);
    if (!(await verifyPassword(customer.password_hash, password))) {
      throw new ApiError(400, "validation_failed", passkeyMessages.passwordWrong, {
        password: passkeyMessages.passwordWrong,
      });
    }
    await attempt.release();
    return registrationOptions(database, relyingParty, customer);
  });

  app.post("/api/account/passkeys", ceremony, async (request, reply) => {
    const { customer, session } = await sessions.requireSession(request);
    const { name, response } = parseBody(passkeyRegistrationSchema, request.body);
    try {
      await registerPasskey(
        database,
        relyingParty,
        customer,
        response as unknown as RegistrationResponseJSON,
        name,
      );
    } catch (error) {
      if (!(error instanceof PasskeyRefused)) throw error;
      request.log.info({ reason: error.message }, "passkey registration refused");
      throw new ApiError(400, "passkey_refused", passkeyMessages.refused);
    }
    // The device just proved it holds the new key: this session has its second factor.
    await markSecondFactor(database.db, session.publicId);
    return reply.code(201).send({ passkeys: await listPasskeys(database, customer.id) });
  });

  app.patch<{ Params: { id: string } }>("/api/account/passkeys/:id", async (request) => {
    const { customer } = await sessions.requireSession(request);
    const id = passkeyId(request);
    const { name } = parseBody(renamePasskeySchema, request.body);
    if (!(await renamePasskey(database, customer.id, id, name))) throw unknownPasskey();
    return { passkeys: await listPasskeys(database, customer.id) };
  });

  app.delete<{ Params: { id: string } }>("/api/account/passkeys/:id", async (request, reply) => {
    const { customer } = await sessions.requireSession(request);
    if (!(await deletePasskey(database, customer.id, passkeyId(request)))) throw unknownPasskey();
    return reply.code(204).send();
  });

  app.post("/api/auth/passkey/options", ceremony, async () =>
    authenticationOptions(database, relyingParty),
  );

  app.post("/api/auth/passkey", ceremony, async (request, reply) => {
    const { response } = parseBody(passkeyAuthenticationSchema, request.body);
    let customerId: string;
    try {
      customerId = await authenticateWithPasskey(
        database,
        relyingParty,
        response as unknown as AuthenticationResponseJSON,
      );
    } catch (error) {
      if (!(error instanceof PasskeyRefused)) throw error;
      request.log.info({ reason: error.message }, "passkey sign-in refused");
      throw refused();
    }
    const customer = await findCustomerById(database, customerId);
    if (!customer) throw refused();
    // A passkey is possession and the device's lock at once: no second step after it.
    await sessions.signIn(request, reply, customer.id, { remember: false, secondFactor: true });
    return { customer: toProfile(customer, { secondFactor: true }) };
  });
}
