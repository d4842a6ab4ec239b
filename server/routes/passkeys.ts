import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as endpoints from "../../domain/api/passkeys";
import type { Database } from "../../db/database";
import type { SessionCookies } from "../plugins/auth";
import { allowAttempt, rateLimitSettings } from "../rate-limit";
import { failure, fieldFailure, type Serve } from "../routing";
import { readProfile } from "../services/profile";
import {
  addPasskey,
  authenticateWithPasskey,
  authenticationOptions,
  deletePasskey,
  listPasskeys,
  PasskeyRefused,
  renamePasskey,
  startPasskeyRegistration,
  type RelyingParty,
} from "../services/passkeys";

/** Enough to retry a cancelled prompt a few times, too few to farm challenges. */
const CEREMONY_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000 };

/**
 * Passkeys (WebAuthn): added, named, listed and deleted in the `Sécurité` section; a sign-in
 * without e-mail or password, which counts as strong authentication.
 */
export async function passkeyRoutes(
  app: FastifyInstance,
  {
    database,
    sessions,
    serve,
    relyingParty,
  }: { database: Database; sessions: SessionCookies; serve: Serve; relyingParty: RelyingParty },
) {
  await app.register(rateLimit, rateLimitSettings(database));
  const ceremony = { rateLimit: CEREMONY_RATE_LIMIT };

  /** Why the device's answer was refused stays in the log; the person reads the French message. */
  const refused =
    (
      declaration: typeof endpoints.addPasskey | typeof endpoints.passkeySignIn,
      request: FastifyRequest,
      event: string,
    ) =>
    (error: unknown): never => {
      if (!(error instanceof PasskeyRefused)) throw error;
      request.log.info({ reason: error.message }, event);
      throw failure(declaration, "passkey_refused");
    };

  serve(app, endpoints.listPasskeys, async ({ caller }, _request, reply) => {
    reply.header("cache-control", "no-store");
    return { passkeys: await listPasskeys(database.db, caller.customer.id) };
  });

  serve(
    app,
    endpoints.passkeyRegistrationOptions,
    async ({ body, caller: { customer } }, request, reply) => {
      // The password is guessed at the login's pace at most: a stolen session cannot try more.
      const attempt = await allowAttempt(database, reply, customer.email_normalized, request.ip);
      const options = await startPasskeyRegistration(
        database.db,
        relyingParty,
        customer,
        body.password,
      );
      if (!options) {
        throw fieldFailure(endpoints.passkeyRegistrationOptions, "wrong_password", "password");
      }
      await attempt.release();
      return options;
    },
    ceremony,
  );

  serve(
    app,
    endpoints.addPasskey,
    async ({ body, caller }, request) => ({
      passkeys: await addPasskey(database.db, relyingParty, caller, body.name, body.response).catch(
        refused(endpoints.addPasskey, request, "passkey registration refused"),
      ),
    }),
    ceremony,
  );

  serve(app, endpoints.renamePasskey, async ({ params, body, caller }) => {
    const passkeys = await renamePasskey(database.db, caller.customer.id, params.id, body.name);
    if (!passkeys) throw failure(endpoints.renamePasskey, "unknown_passkey");
    return { passkeys };
  });

  serve(app, endpoints.deletePasskey, async ({ params, caller }) => {
    if (!(await deletePasskey(database.db, caller.customer.id, params.id))) {
      throw failure(endpoints.deletePasskey, "unknown_passkey");
    }
    return undefined;
  });

  serve(
    app,
    endpoints.passkeySignInOptions,
    async () => authenticationOptions(database.db, relyingParty),
    ceremony,
  );

  serve(
    app,
    endpoints.passkeySignIn,
    async ({ body }, request, reply) => {
      const customer = await authenticateWithPasskey(
        database.db,
        relyingParty,
        body.response,
      ).catch(refused(endpoints.passkeySignIn, request, "passkey sign-in refused"));
      // A passkey is possession and the device's lock at once: no second step after it.
      await sessions.signIn(request, reply, customer.id, { remember: false, secondFactor: true });
      return { customer: await readProfile(database.db, customer, { secondFactor: true }) };
    },
    ceremony,
  );
}
