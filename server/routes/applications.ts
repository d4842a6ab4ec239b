import type { FastifyInstance } from "fastify";
import * as endpoints from "../../domain/api/applications";
import { openingDocumentFiles } from "../../domain/currentAccount/opening";
import type { Database } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import { failure, sendPdf, type Serve } from "../routing";
import { refuseDamaged } from "./application-documents";
import {
  createApplication,
  findApplication,
  listApplications,
  saveSituation,
  WrongStateError,
} from "../services/applications";
import { contractFile, scheduleFile } from "../services/credit-contracts";
import {
  issuedDocuments,
  keptOpeningDocument,
  openingDocuments,
} from "../services/customer-documents";
import { deliveredFipenFile, deliverFipen } from "../services/fipen-deliveries";
import { ApplicationQuotaError, isSecondInProgress } from "../services/application-quotas";

/**
 * A customer's loan applications, and « Mes documents » (their applications' and current account
 * openings' documents): each endpoint reaches only the caller's own.
 */
export async function applicationRoutes(
  app: FastifyInstance,
  { database, mailer, serve }: { database: Database; mailer: Mailer; serve: Serve },
) {
  app.addHook("onRequest", async (_request, reply) => {
    // Incomes, debts and loan figures: no shared cache or browser history keeps a copy.
    reply.header("cache-control", "no-store");
  });

  serve(app, endpoints.createApplication, async ({ body, caller }) => {
    const create = () =>
      database.db
        .transaction()
        .execute((trx) => createApplication(trx, caller.customer.id, body, new Date()));
    try {
      return await create().catch((error: unknown) => {
        if (isSecondInProgress(error)) return create();
        throw error;
      });
    } catch (error) {
      if (!(error instanceof ApplicationQuotaError)) throw error;
      const { refusal } = error;
      throw failure(endpoints.createApplication, refusal.code, {
        message: refusal.message,
        ...(refusal.code === "application_exists" && {
          extra: { applicationId: refusal.applicationId },
        }),
      });
    }
  });

  serve(app, endpoints.listApplications, async ({ caller }) => ({
    applications: await listApplications(database.db, caller.customer.id),
  }));

  serve(app, endpoints.getApplication, async ({ params: { id }, caller }) => {
    const application = id && (await findApplication(database.db, caller.customer.id, id));
    if (!application) throw failure(endpoints.getApplication, "application_not_found");
    return application;
  });

  serve(app, endpoints.saveSituation, async ({ params: { id }, body, caller }) => {
    try {
      const application =
        id &&
        (await database.db
          .transaction()
          .execute((trx) => saveSituation(trx, mailer, caller.customer, id, body, new Date())));
      if (!application) throw failure(endpoints.saveSituation, "application_not_found");
      mailer.nudge();
      return application;
    } catch (error) {
      if (error instanceof WrongStateError) throw failure(endpoints.saveSituation, "wrong_state");
      throw error;
    }
  });

  serve(app, endpoints.downloadFipen, async ({ params: { id }, caller }, _request, reply) => {
    const fipen =
      id &&
      (await database.db
        .transaction()
        .execute((trx) => deliverFipen(trx, caller.customer.id, id, new Date())));
    if (!fipen) throw failure(endpoints.downloadFipen, "application_not_found");
    return sendPdf(reply, fipen);
  });

  serve(app, endpoints.downloadContract, async ({ params: { id }, caller }, _request, reply) => {
    const declaration = endpoints.downloadContract;
    if (id === null) throw failure(declaration, "application_not_found");
    const contract = await contractFile(database.db, id, caller.customer.id);
    if (contract === undefined) throw failure(declaration, "application_not_found");
    if (contract === null) throw failure(declaration, "contract_not_issued");
    return sendPdf(reply, contract);
  });

  serve(app, endpoints.listDocuments, async ({ caller }) => {
    const [applications, openings] = await Promise.all([
      issuedDocuments(database.db, caller.customer.id),
      openingDocuments(database.db, caller.customer.id),
    ]);
    return { applications, openings };
  });

  serve(
    app,
    endpoints.downloadKeptOpeningDocument,
    async ({ params: { id, kind }, caller }, request, reply) => {
      const declaration = endpoints.downloadKeptOpeningDocument;
      if (id === null) throw failure(declaration, "opening_not_found");
      if (kind === null) throw failure(declaration, "document_not_issued");
      const pdf = await keptOpeningDocument(
        database.db,
        caller.customer.id,
        id,
        openingDocumentFiles[kind],
      ).catch(refuseDamaged(request));
      if (pdf === undefined) throw failure(declaration, "opening_not_found");
      if (pdf === null) throw failure(declaration, "document_not_issued");
      return sendPdf(reply, { pdf, fileName: kind });
    },
  );

  serve(
    app,
    endpoints.downloadDeliveredFipen,
    async ({ params: { id, deliveryId }, caller }, _request, reply) => {
      const declaration = endpoints.downloadDeliveredFipen;
      if (id === null) throw failure(declaration, "application_not_found");
      const fipen = await deliveredFipenFile(database.db, caller.customer.id, id, deliveryId);
      if (fipen === undefined) throw failure(declaration, "application_not_found");
      if (fipen === null) throw failure(declaration, "fipen_not_found");
      return sendPdf(reply, fipen);
    },
  );

  serve(app, endpoints.downloadSchedule, async ({ params: { id }, caller }, _request, reply) => {
    const declaration = endpoints.downloadSchedule;
    if (id === null) throw failure(declaration, "application_not_found");
    const schedule = await scheduleFile(database.db, id, caller.customer.id);
    if (schedule === undefined) throw failure(declaration, "application_not_found");
    if (schedule === null) throw failure(declaration, "contract_not_issued");
    return sendPdf(reply, schedule);
  });
}
