import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import * as endpoints from "../../domain/api/accountOpening";
import type { DeclaredError, Endpoint } from "../../domain/api/endpoint";
import {
  openingDocumentFiles,
  type AnswerStep,
  type OpeningAnswers,
} from "../../domain/currentAccount/opening";
import type { Database } from "../../db/database";
import { message } from "../../domain/i18n/message";
import type { Mailer } from "../mail/mailer";
import { attemptGate, rateLimitSettings } from "../rate-limit";
import { failure, fieldFailure, sendPdf, type Serve } from "../routing";
import {
  AnswersMissingError,
  DocumentsNotIssuedError,
  issueOpeningDocuments,
  openingDocumentFile,
  openingSignatureOptions,
  signOpening,
} from "../services/account-opening-signature";
import {
  customerIdentityFile,
  IdentityFilesMissingError,
  identityFileStore,
  uploadIdentityFile,
} from "../services/account-opening-files";
import { DocumentRefusedError, receiveFile } from "../services/application-documents";
import { WrongPasswordError } from "../services/application-signature";
import { refuseDamaged, sendFile } from "./application-documents";
import { CurrentAccountExistsError } from "../services/current-accounts";
import { PasskeyRefused, type RelyingParty } from "../services/passkeys";

/** As for a loan offer's signature: a few cancelled prompts retried, too few to farm challenges. */
const CEREMONY_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000 };
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
  {
    database,
    mailer,
    serve,
    relyingParty,
  }: { database: Database; mailer: Mailer; serve: Serve; relyingParty: RelyingParty },
) {
  await app.register(rateLimit, rateLimitSettings(database));
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
      const opening = await database.db
        .transaction()
        .execute((trx) => saveOpeningStep(trx, customerId, step, answer, new Date()));
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

  const identityFiles = identityFileStore(database);
  serve(app, endpoints.uploadIdentityFile, async ({ params: { side }, query, file, caller }) => {
    const declaration = endpoints.uploadIdentityFile;
    if (!side) throw failure(declaration, "identity_file_not_found");
    try {
      const sent = { fileName: query.fileName, bytes: file };
      const opening = await receiveFile(identityFiles, database.db, sent, (trx, received) =>
        uploadIdentityFile(trx, caller.customer.id, side, received, new Date()),
      );
      if (!opening) throw failure(declaration, "opening_not_found");
      return opening;
    } catch (error) {
      if (error instanceof OpeningLockedError) throw failure(declaration, "opening_locked");
      if (error instanceof DocumentRefusedError) {
        // `checkDocument`'s refusals only: no checklist or count limits a side's one file.
        const code = error.code as Exclude<
          typeof error.code,
          "too_many_files" | "not_in_checklist"
        >;
        throw failure(declaration, code, { message: error.detail });
      }
      throw error;
    }
  });

  serve(
    app,
    endpoints.downloadIdentityFile,
    async ({ params: { side }, caller }, request, reply) => {
      const declaration = endpoints.downloadIdentityFile;
      if (!side) throw failure(declaration, "identity_file_not_found");
      const file = await customerIdentityFile(database, caller.customer.id, side).catch(
        refuseDamaged(request),
      );
      if (!file) throw failure(declaration, "identity_file_not_found");
      return sendFile(reply, file);
    },
  );

  serve(app, endpoints.issueOpeningDocuments, async ({ caller }) => {
    const declaration = endpoints.issueOpeningDocuments;
    try {
      const opening = await issueOpeningDocuments(database.db, caller.customer, new Date());
      if (!opening) throw failure(declaration, "opening_not_found");
      return opening;
    } catch (error) {
      if (error instanceof OpeningLockedError) throw failure(declaration, "opening_locked");
      if (error instanceof AnswersMissingError) throw failure(declaration, "answers_missing");
      if (error instanceof IdentityFilesMissingError) throw identityFilesMissing(declaration);
      throw error;
    }
  });

  serve(
    app,
    endpoints.downloadOpeningDocument,
    async ({ params: { kind }, caller }, request, reply) => {
      const pdf =
        kind &&
        (await openingDocumentFile(
          database.db,
          caller.customer.id,
          openingDocumentFiles[kind],
        ).catch(refuseDamaged(request)));
      if (!kind || !pdf) throw failure(endpoints.downloadOpeningDocument, "document_not_issued");
      return sendPdf(reply, { pdf, fileName: kind });
    },
  );

  serve(
    app,
    endpoints.openingSignatureOptions,
    async ({ caller }) => {
      const declaration = endpoints.openingSignatureOptions;
      try {
        const options = await openingSignatureOptions(
          database.db,
          { relyingParty },
          caller.customer.id,
          caller.session.publicId,
        );
        if (!options) throw failure(declaration, "opening_not_found");
        return options;
      } catch (error) {
        throw signatureFailure(declaration, error);
      }
    },
    { rateLimit: CEREMONY_RATE_LIMIT },
  );

  serve(app, endpoints.signOpening, async ({ body, caller }, request, reply) => {
    const declaration = endpoints.signOpening;
    const check = { relyingParty, attempts: attemptGate(database, request, reply) };
    try {
      const opening = await signOpening(
        database.db,
        mailer,
        check,
        {
          customer: caller.customer,
          sessionId: caller.session.publicId,
          userAgent: request.headers["user-agent"],
        },
        body,
        new Date(),
      );
      if (!opening) throw failure(declaration, "opening_not_found");
      mailer.nudge();
      return opening;
    } catch (error) {
      if (error instanceof CurrentAccountExistsError) throw failure(declaration, "account_exists");
      if (error instanceof WrongPasswordError) {
        throw fieldFailure(declaration, "wrong_password", "password");
      }
      if (error instanceof PasskeyRefused) {
        // Why the device's answer was refused stays in the log; the customer reads the message.
        request.log.info({ reason: error.message }, "opening signature passkey refused");
        throw failure(declaration, "passkey_refused");
      }
      throw signatureFailure(declaration, error);
    }
  });
}

/** The failures the signature's two endpoints share, from the service's errors. */
function signatureFailure(
  declaration: typeof endpoints.openingSignatureOptions | typeof endpoints.signOpening,
  error: unknown,
): unknown {
  if (error instanceof OpeningLockedError) return failure(declaration, "opening_locked");
  if (error instanceof AnswersMissingError) return failure(declaration, "answers_missing");
  if (error instanceof IdentityFilesMissingError) return identityFilesMissing(declaration);
  if (error instanceof DocumentsNotIssuedError) {
    return failure(declaration, "documents_not_issued");
  }
  return error;
}

/** The answers are given, but a side of the identity document is not sent: the message says so. */
const identityFilesMissing = (
  declaration:
    | typeof endpoints.issueOpeningDocuments
    | typeof endpoints.openingSignatureOptions
    | typeof endpoints.signOpening,
) => failure(declaration, "answers_missing", { message: message("openingIdentityFilesMissing") });
