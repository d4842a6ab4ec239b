import type { FastifyInstance } from "fastify";
import * as endpoints from "../../domain/api/accountOpening";
import type { DeclaredError, Endpoint } from "../../domain/api/endpoint";
import type { AnswerStep, OpeningAnswers } from "../../domain/currentAccount/opening";
import type { Database } from "../../db/database";
import { failure, type Serve } from "../routing";
import {
  OpeningLockedError,
  pendingOpening,
  saveOpeningStep,
  startOpening,
} from "../services/account-openings";

/** Every answer step's endpoint: its own body, the same failures. */
type StepEndpoint = Endpoint & {
  errors: Record<"opening_not_found" | "opening_locked", DeclaredError>;
};

/** A customer's current account opening: each endpoint reaches only the caller's own. */
export async function accountOpeningRoutes(
  app: FastifyInstance,
  { database, serve }: { database: Database; serve: Serve },
) {
  app.addHook("onRequest", async (_request, reply) => {
    // Identity, address, income and tax numbers: no shared cache or browser history keeps a copy.
    reply.header("cache-control", "no-store");
  });

  serve(app, endpoints.startOpening, async ({ caller }) =>
    startOpening(database.db, caller.customer.id),
  );

  serve(app, endpoints.getOpening, async ({ caller }) => {
    const opening = await pendingOpening(database.db, caller.customer.id);
    if (!opening) throw failure(endpoints.getOpening, "opening_not_found");
    return opening;
  });

  /** Saves one step's answer; every step answers the same two failures. */
  const save = async <S extends AnswerStep>(
    declaration: StepEndpoint,
    customerId: string,
    step: S,
    answer: NonNullable<OpeningAnswers[S]>,
  ) => {
    try {
      const opening = await saveOpeningStep(database.db, customerId, step, answer, new Date());
      if (!opening) throw failure(declaration, "opening_not_found");
      return opening;
    } catch (error) {
      if (error instanceof OpeningLockedError) throw failure(declaration, "opening_locked");
      throw error;
    }
  };

  serve(app, endpoints.saveOffer, ({ body, caller }) =>
    save(endpoints.saveOffer, caller.customer.id, "offer", body.offer),
  );
  serve(app, endpoints.saveIdentity, ({ body, caller }) =>
    save(endpoints.saveIdentity, caller.customer.id, "identity", body),
  );
  serve(app, endpoints.saveKnowYourCustomer, ({ body, caller }) =>
    save(endpoints.saveKnowYourCustomer, caller.customer.id, "knowYourCustomer", body),
  );
  serve(app, endpoints.saveTaxResidence, ({ body, caller }) =>
    save(endpoints.saveTaxResidence, caller.customer.id, "taxResidence", body),
  );
  serve(app, endpoints.saveIdentityDocument, ({ body, caller }) =>
    save(endpoints.saveIdentityDocument, caller.customer.id, "identityDocument", body),
  );
}
