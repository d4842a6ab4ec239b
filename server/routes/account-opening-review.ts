import type { FastifyInstance } from "fastify";
import * as endpoints from "../../domain/api/openingAdmin";
import type { OpeningFile } from "../../domain/api/openingAdmin";
import { openingDocumentFiles } from "../../domain/currentAccount/opening";
import { message } from "../../domain/i18n/message";
import { formatLeadTime } from "../../domain/leads/display";
import type { Database, Db } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import { failure, sendPdf, type Serve } from "../routing";
import {
  AlreadyClearedError,
  approveOpening,
  clearScreeningHit,
  FirstTransferMissingError,
  FourEyesError,
  NoFreezeListError,
  OpeningNotFoundError,
  NotAHitError,
  OpeningWrongStateError,
  refuseOpening,
  ScreeningHitError,
} from "../services/account-opening-decisions";
import {
  listOpeningsForStaff,
  openingDocumentForStaff,
  openingFile,
  openingsCsv,
} from "../services/account-opening-review";
import { openingIdFile } from "../services/account-opening-files";
import { bankDay } from "../services/applications";
import {
  importUploadedStatement,
  listStatementFiles,
  NotUtf8Error,
} from "../services/statement-files";
import { AlreadyImportedError } from "../services/statement-import";
import {
  exportRefunds,
  NothingDueError,
  refundOrders,
  refundOrderXml,
  refundsDue,
} from "../services/opening-refunds";
import { StatementFileError } from "../statements/camt053";
import { refuseDamaged, sendFile } from "./application-documents";

type Decision =
  | typeof endpoints.approveOpening
  | typeof endpoints.refuseOpening
  | typeof endpoints.clearScreeningHit;

/**
 * Current accounts in the back office (issue 34, item 4): the partner bank's statements imported,
 * and the signed openings reviewed. Every endpoint here is declared for staff with a second factor.
 */
export async function accountOpeningReviewRoutes(
  app: FastifyInstance,
  { database, mailer, serve }: { database: Database; mailer: Mailer; serve: Serve },
) {
  app.addHook("onRequest", async (_request, reply) => {
    // Identities, tax numbers, IBANs and decisions: no shared cache or browser history keeps a copy.
    reply.header("cache-control", "no-store");
  });

  serve(app, endpoints.importStatement, async ({ file, caller }) => {
    const declaration = endpoints.importStatement;
    try {
      const imported = await importUploadedStatement(database.db, mailer, file, caller.customer.id);
      // Committed: the worker can now read the first transfers' mails it queued.
      mailer.nudge();
      return imported;
    } catch (error) {
      if (error instanceof NotUtf8Error) {
        throw failure(declaration, "statement_refused", {
          message: message("staffStatementRefused", {
            detail: message("staffStatementNotUtf8", { encoding: "UTF-8" }),
          }),
        });
      }
      if (error instanceof StatementFileError) {
        throw failure(declaration, "statement_refused", {
          message: message("staffStatementRefused", { detail: error.detail }),
        });
      }
      if (error instanceof AlreadyImportedError) {
        const importedBy =
          error.importedBy === null
            ? undefined
            : await database.db
                .selectFrom("customers")
                .select("email")
                .where("id", "=", error.importedBy)
                .executeTakeFirst();
        const at = formatLeadTime(error.importedAt);
        throw failure(declaration, "already_imported", {
          message: importedBy
            ? message("staffStatementAlreadyImported", { at, by: importedBy.email })
            : message("staffStatementAlreadyImportedByFormerStaff", { at }),
          extra: {
            fileId: error.fileId,
            importedAt: error.importedAt.toISOString(),
            importedBy: importedBy?.email ?? "",
          },
        });
      }
      throw error;
    }
  });

  serve(app, endpoints.listStatementFiles, async ({ query }) =>
    listStatementFiles(database.db, query),
  );

  serve(app, endpoints.listOpeningsForStaff, async ({ query }) =>
    listOpeningsForStaff(database.db, query),
  );

  serve(app, endpoints.exportOpenings, async ({ query }, _request, reply) =>
    reply
      .header("content-type", "text/csv; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="ouvertures-compte-${bankDay(new Date())}.csv"`,
      )
      .send(await openingsCsv(database.db, query)),
  );

  serve(app, endpoints.getOpeningFile, async ({ params: { id } }) => {
    const file = id === null ? undefined : await openingFile(database.db, id);
    if (!file) throw failure(endpoints.getOpeningFile, "opening_not_found");
    return file;
  });

  serve(
    app,
    endpoints.downloadOpeningDocumentForStaff,
    async ({ params: { id, kind } }, _request, reply) => {
      const declaration = endpoints.downloadOpeningDocumentForStaff;
      const opening =
        id === null
          ? undefined
          : await database.db
              .selectFrom("account_openings")
              .select("id")
              .where("id", "=", id)
              .executeTakeFirst();
      if (!opening) throw failure(declaration, "opening_not_found");
      const pdf =
        kind === null
          ? undefined
          : await openingDocumentForStaff(database.db, opening.id, openingDocumentFiles[kind]);
      if (!pdf) throw failure(declaration, "document_not_found");
      return sendPdf(reply, { pdf, fileName: kind ?? "document.pdf" });
    },
  );

  serve(
    app,
    endpoints.downloadOpeningIdentityFileForStaff,
    async ({ params: { id, side } }, request, reply) => {
      const declaration = endpoints.downloadOpeningIdentityFileForStaff;
      const opening =
        id === null
          ? undefined
          : await database.db
              .selectFrom("account_openings")
              .select("id")
              .where("id", "=", id)
              .executeTakeFirst();
      if (!opening) throw failure(declaration, "opening_not_found");
      if (side === null) throw failure(declaration, "identity_file_not_found");
      const file = await openingIdFile(database, opening.id, side).catch(refuseDamaged(request));
      if (!file) throw failure(declaration, "identity_file_not_found");
      return sendFile(reply, file);
    },
  );

  /**
   * Runs a decision, or a clearance, in one transaction with its record and mail; the mail leaves
   * after commit.
   */
  async function decide(
    declaration: Decision,
    id: string | null,
    step: (trx: Db, id: string) => Promise<OpeningFile>,
  ): Promise<OpeningFile> {
    if (id === null) throw failure(declaration, "opening_not_found");
    try {
      const file = await database.db.transaction().execute((trx) => step(trx, id));
      mailer.nudge();
      return file;
    } catch (error) {
      if (error instanceof OpeningNotFoundError) throw failure(declaration, "opening_not_found");
      if (error instanceof OpeningWrongStateError) throw failure(declaration, "wrong_state");
      if (declaration === endpoints.approveOpening) {
        if (error instanceof FirstTransferMissingError) {
          throw failure(declaration, "first_transfer_missing");
        }
        if (error instanceof ScreeningHitError) throw failure(declaration, "screening_hit");
        if (error instanceof NoFreezeListError) throw failure(declaration, "no_freeze_list");
        if (error instanceof FourEyesError) throw failure(declaration, "four_eyes");
      }
      if (declaration === endpoints.clearScreeningHit) {
        if (error instanceof NoFreezeListError) throw failure(declaration, "no_freeze_list");
        if (error instanceof NotAHitError) throw failure(declaration, "not_a_hit");
        if (error instanceof AlreadyClearedError) throw failure(declaration, "already_cleared");
      }
      throw error;
    }
  }

  serve(app, endpoints.approveOpening, async ({ params: { id }, caller }) =>
    decide(endpoints.approveOpening, id, (trx, openingId) =>
      approveOpening(trx, mailer, { staffId: caller.customer.id }, openingId),
    ),
  );

  serve(app, endpoints.refuseOpening, async ({ params: { id }, body, caller }) =>
    decide(endpoints.refuseOpening, id, (trx, openingId) =>
      refuseOpening(trx, mailer, { staffId: caller.customer.id }, openingId, body),
    ),
  );

  serve(app, endpoints.clearScreeningHit, async ({ params: { id }, body, caller }) =>
    decide(endpoints.clearScreeningHit, id, (trx, openingId) =>
      clearScreeningHit(trx, { staffId: caller.customer.id }, openingId, body),
    ),
  );

  serve(app, endpoints.listRefunds, async () => ({
    due: await refundsDue(database.db),
    orders: await refundOrders(database.db),
  }));

  serve(app, endpoints.createRefundOrder, async ({ caller }) => {
    try {
      const order = await database.db
        .transaction()
        .execute((trx) => exportRefunds(trx, caller.customer.id, new Date()));
      return { ...order, createdBy: caller.customer.email };
    } catch (error) {
      if (error instanceof NothingDueError) {
        throw failure(endpoints.createRefundOrder, "nothing_due");
      }
      throw error;
    }
  });

  serve(app, endpoints.downloadRefundOrder, async ({ params: { id } }, _request, reply) => {
    const order = id === null ? undefined : await refundOrderXml(database.db, id);
    if (!order) throw failure(endpoints.downloadRefundOrder, "refund_order_not_found");
    return reply
      .header("content-type", "application/xml; charset=utf-8")
      .header("content-disposition", `attachment; filename="${order.message_id}.xml"`)
      .send(order.xml);
  });
}
