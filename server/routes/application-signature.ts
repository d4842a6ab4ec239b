import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as endpoints from "../../domain/api/applications";
import type { Database } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import { attemptGate, rateLimitSettings } from "../rate-limit";
import { failure, fieldFailure, type Serve } from "../routing";
import {
  ContractNotIssuedError,
  FipenNotDeliveredError,
  OfferExpiredError,
  signatureOptions,
  signOffer,
  WithdrawalClosedError,
  withdrawApplication,
  WrongPasswordError,
} from "../services/application-signature";
import { UsuryReachedError, WrongStateError } from "../services/applications";
import { PasskeyRefused, type RelyingParty } from "../services/passkeys";

/** As for signing in with a passkey: a few cancelled prompts retried, too few to farm challenges. */
const CEREMONY_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000 };

/** The customer accepts the offer of an accepted application, then may withdraw in 14 days. */
export async function applicationSignatureRoutes(
  app: FastifyInstance,
  {
    database,
    mailer,
    serve,
    relyingParty,
  }: { database: Database; mailer: Mailer; serve: Serve; relyingParty: RelyingParty },
) {
  await app.register(rateLimit, rateLimitSettings(database));
  app.addHook("onRequest", async (_request, reply) => {
    // Loan figures and dates: no shared cache or browser history keeps a copy.
    reply.header("cache-control", "no-store");
  });

  serve(
    app,
    endpoints.signatureOptions,
    async ({ params: { id }, caller }) => {
      try {
        const options =
          id &&
          (await signatureOptions(
            database.db,
            relyingParty,
            caller.customer.id,
            id,
            caller.session.publicId,
          ));
        if (!options) throw failure(endpoints.signatureOptions, "application_not_found");
        return options;
      } catch (error) {
        if (error instanceof WrongStateError) {
          throw failure(endpoints.signatureOptions, "wrong_state");
        }
        if (error instanceof ContractNotIssuedError) {
          throw failure(endpoints.signatureOptions, "contract_not_issued");
        }
        throw error;
      }
    },
    { rateLimit: CEREMONY_RATE_LIMIT },
  );

  serve(app, endpoints.signOffer, async ({ params: { id }, body, caller }, request, reply) => {
    const declaration = endpoints.signOffer;
    const check = { relyingParty, attempts: attemptGate(database, request, reply) };
    try {
      const application =
        id &&
        (await signOffer(
          database.db,
          mailer,
          check,
          {
            customer: caller.customer,
            sessionId: caller.session.publicId,
            userAgent: request.headers["user-agent"],
          },
          id,
          body,
          new Date(),
        ));
      if (!application) throw failure(declaration, "application_not_found");
      return application;
    } catch (error) {
      if (error instanceof WrongStateError) throw failure(declaration, "wrong_state");
      if (error instanceof OfferExpiredError) throw failure(declaration, "offer_expired");
      if (error instanceof UsuryReachedError) throw failure(declaration, "usury_reached");
      if (error instanceof FipenNotDeliveredError) {
        throw failure(declaration, "fipen_not_delivered");
      }
      if (error instanceof ContractNotIssuedError) {
        throw failure(declaration, "contract_not_issued");
      }
      if (error instanceof WrongPasswordError) {
        throw fieldFailure(declaration, "wrong_password", "password");
      }
      if (error instanceof PasskeyRefused) throw passkeyRefused(request, error);
      throw error;
    }
  });

  /** Why the device's answer was refused stays in the log; the customer reads the French message. */
  function passkeyRefused(request: FastifyRequest, error: PasskeyRefused) {
    request.log.info({ reason: error.message }, "offer signature passkey refused");
    return failure(endpoints.signOffer, "passkey_refused");
  }

  serve(app, endpoints.withdrawApplication, async ({ params: { id }, caller }) => {
    const declaration = endpoints.withdrawApplication;
    try {
      const application =
        id &&
        (await database.db
          .transaction()
          .execute((trx) => withdrawApplication(trx, mailer, caller.customer, id, new Date())));
      if (!application) throw failure(declaration, "application_not_found");
      mailer.nudge();
      return application;
    } catch (error) {
      if (error instanceof WrongStateError) throw failure(declaration, "wrong_state");
      if (error instanceof WithdrawalClosedError) throw failure(declaration, "withdrawal_closed");
      throw error;
    }
  });
}
