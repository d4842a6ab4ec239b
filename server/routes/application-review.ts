import type { FastifyInstance } from "fastify";
import * as endpoints from "../../domain/api/applicationAdmin";
import type { ApplicationFile } from "../../domain/api/applicationAdmin";
import type { Database, Db } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import { failure, fieldFailure, sendPdf, type Serve } from "../routing";
import {
  acceptApplication,
  ApplicationNotFoundError,
  applicationFile,
  applicationsCsv,
  listApplicationsForStaff,
  NotInChecklistError,
  recordAcceptanceChecks,
  recordWithdrawal,
  refuseApplication,
  requestDocument,
  WithdrawalDateError,
} from "../services/application-review";
import { AcceptanceBlockedError, ConsultationTimeError } from "../services/acceptance-checks";
import { contractFile, prepareContract } from "../services/credit-contracts";
import { bankDay, UsuryReachedError, WrongStateError } from "../services/applications";

type Decision =
  | typeof endpoints.requestDocument
  | typeof endpoints.refuseApplication
  | typeof endpoints.acceptApplication
  | typeof endpoints.recordWithdrawal
  | typeof endpoints.recordAcceptanceChecks;

/**
 * Loan applications in the back office: every endpoint here is declared for staff with a second
 * factor. Staff's documents download is served with the customers' documents.
 */
export async function applicationReviewRoutes(
  app: FastifyInstance,
  { database, mailer, serve }: { database: Database; mailer: Mailer; serve: Serve },
) {
  app.addHook("onRequest", async (_request, reply) => {
    // Incomes, debts and decisions: no shared cache or browser history keeps a copy.
    reply.header("cache-control", "no-store");
  });

  /** Runs a decision in one transaction with its event and mail; the mail leaves after commit. */
  async function decide(
    declaration: Decision,
    id: string | null,
    step: (trx: Db, id: string) => Promise<ApplicationFile>,
  ): Promise<ApplicationFile> {
    if (id === null) throw failure(declaration, "application_not_found");
    try {
      const file = await database.db.transaction().execute((trx) => step(trx, id));
      mailer.nudge();
      return file;
    } catch (error) {
      if (error instanceof ApplicationNotFoundError) {
        throw failure(declaration, "application_not_found");
      }
      if (error instanceof WrongStateError) throw failure(declaration, "wrong_state");
      if (declaration === endpoints.acceptApplication) {
        if (error instanceof UsuryReachedError) throw failure(declaration, "usury_reached");
        if (error instanceof AcceptanceBlockedError) throw failure(declaration, error.code);
      }
      throw error;
    }
  }

  serve(app, endpoints.listApplicationsForStaff, async ({ query }) =>
    listApplicationsForStaff(database.db, query),
  );

  serve(app, endpoints.exportApplications, async ({ query }, _request, reply) =>
    reply
      .header("content-type", "text/csv; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="demandes-pret-${bankDay(new Date())}.csv"`,
      )
      .send(await applicationsCsv(database.db, query)),
  );

  serve(app, endpoints.getApplicationFile, async ({ params: { id } }) => {
    const file = id === null ? undefined : await applicationFile(database.db, id);
    if (!file) throw failure(endpoints.getApplicationFile, "application_not_found");
    return file;
  });

  serve(app, endpoints.downloadContractForStaff, async ({ params: { id } }, _request, reply) => {
    const declaration = endpoints.downloadContractForStaff;
    const contract = id === null ? undefined : await contractFile(database.db, id);
    if (contract === undefined) throw failure(declaration, "application_not_found");
    if (contract === null) throw failure(declaration, "contract_not_issued");
    return sendPdf(reply, contract);
  });

  serve(app, endpoints.requestDocument, async ({ params: { id }, body, caller }) => {
    const declaration = endpoints.requestDocument;
    const step = { staffId: caller.customer.id, now: new Date() };
    try {
      return await decide(declaration, id, (trx, applicationId) =>
        requestDocument(trx, mailer, step, applicationId, body),
      );
    } catch (error) {
      if (error instanceof NotInChecklistError) throw failure(declaration, "not_in_checklist");
      throw error;
    }
  });

  serve(app, endpoints.refuseApplication, async ({ params: { id }, body, caller }) =>
    decide(endpoints.refuseApplication, id, (trx, applicationId) =>
      refuseApplication(
        trx,
        mailer,
        { staffId: caller.customer.id, now: new Date() },
        applicationId,
        body,
      ),
    ),
  );

  serve(app, endpoints.acceptApplication, async ({ params: { id }, caller }) => {
    const step = { staffId: caller.customer.id, now: new Date() };
    const prepared = id === null ? undefined : await prepareContract(database.db, id, step.now);
    return decide(endpoints.acceptApplication, id, (trx, applicationId) =>
      acceptApplication(trx, mailer, step, applicationId, prepared),
    );
  });

  serve(app, endpoints.recordAcceptanceChecks, async ({ params: { id }, body, caller }) => {
    try {
      return await decide(endpoints.recordAcceptanceChecks, id, (trx, applicationId) =>
        recordAcceptanceChecks(
          trx,
          { staffId: caller.customer.id, now: new Date() },
          applicationId,
          body,
        ),
      );
    } catch (error) {
      if (error instanceof ConsultationTimeError) {
        throw fieldFailure(endpoints.recordAcceptanceChecks, error.code, "ficpConsultedAt");
      }
      throw error;
    }
  });

  serve(app, endpoints.recordWithdrawal, async ({ params: { id }, body, caller }) => {
    try {
      return await decide(endpoints.recordWithdrawal, id, (trx, applicationId) =>
        recordWithdrawal(
          trx,
          mailer,
          { staffId: caller.customer.id, now: new Date() },
          applicationId,
          body,
        ),
      );
    } catch (error) {
      if (error instanceof WithdrawalDateError) {
        throw fieldFailure(endpoints.recordWithdrawal, error.code, "sentOn");
      }
      throw error;
    }
  });
}
