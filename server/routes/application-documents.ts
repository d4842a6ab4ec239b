import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Endpoint } from "../../domain/api/endpoint";
import * as endpoints from "../../domain/api/applications";
import { downloadApplicationDocument } from "../../domain/api/applicationAdmin";
import type { Database, Db } from "../../db/database";
import { ApiError } from "../errors";
import { failure, type Serve } from "../routing";
import {
  deleteDocument,
  DocumentRefusedError,
  DocumentsMissingError,
  documentFile,
  NotFoundError,
  receiveFile,
  replaceDocument,
  submitApplication,
  uploadDocument,
  type StoredFile,
} from "../services/application-documents";
import { StorageQuotaError } from "../services/application-quotas";
import { WrongStateError } from "../services/applications";
import { contentDisposition } from "../services/document-check";
import { startDocumentHousekeeping } from "../services/document-adoption";
import { changeDocuments, DocumentIntegrityError, documentStore } from "../services/document-store";
import { message } from "../../domain/i18n/message";

/**
 * Runs one step and answers its refusals with the endpoint's declared errors. Each endpoint
 * declares the codes its step can refuse with; one it did not declare fails loudly (a 500).
 */
async function declared<T>(declaration: Endpoint, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof NotFoundError) throw failure(declaration, error.code);
    if (error instanceof DocumentRefusedError) {
      throw failure(declaration, error.code, { message: error.detail });
    }
    if (error instanceof WrongStateError) throw failure(declaration, "wrong_state");
    if (error instanceof DocumentsMissingError) {
      throw failure(declaration, "documents_missing", { message: error.text });
    }
    if (error instanceof StorageQuotaError) {
      throw failure(declaration, "storage_full", { message: error.text });
    }
    if (error instanceof DocumentIntegrityError) throw new DamagedDocumentError(error);
    throw error;
  }
}

/**
 * A stored file that no longer matches its digest (or is gone) is never served: the customer or
 * staff member gets a plain refusal, the log says which document and what was found.
 */
class DamagedDocumentError extends ApiError {
  constructor(readonly integrity: DocumentIntegrityError) {
    super(500, "document_damaged", message("documentDamaged"));
  }
}

/**
 * For a read's `.catch`: a stored file that no longer matches its digest is never served; the
 * reader gets a plain refusal, the log says which document and what was found.
 */
export function refuseDamaged(request: FastifyRequest) {
  return (error: unknown): never => {
    if (!(error instanceof DocumentIntegrityError)) throw error;
    const { documentId, expected, found } = error;
    request.log.error({ documentId, expected, found }, "document failed its integrity check");
    throw new DamagedDocumentError(error);
  };
}

/** An id that is not a UUID (`null`) names no application: a 404 as for another's. */
function applicationId(id: string | null): string {
  if (id === null) throw new NotFoundError("application_not_found");
  return id;
}

/**
 * A customer's file, saved by the browser and never shown on the bank's origin: an attachment,
 * and a policy that would keep any script or content of it inert if it were opened all the same.
 */
export function sendFile(reply: FastifyReply, file: StoredFile): FastifyReply {
  const { content } = file;
  return reply
    .header("content-type", file.mediaType)
    .header("content-disposition", contentDisposition(file.fileName))
    .header("content-security-policy", "default-src 'none'; sandbox")
    .send(Buffer.from(content.buffer, content.byteOffset, content.byteLength));
}

/** The Documents step of a customer's application, and the download of its files by staff. */
export async function applicationDocumentRoutes(
  app: FastifyInstance,
  { database, serve }: { database: Database; serve: Serve },
) {
  app.addHook("onRequest", async (_request, reply) => {
    // Identity papers, payslips, tax notices: no shared cache or browser history keeps a copy.
    reply.header("cache-control", "no-store");
  });
  const inTransaction = <T>(step: (trx: Db) => Promise<T>) =>
    database.db.transaction().execute(step);
  const store = documentStore(database);
  app.addHook("onError", async (request, _reply, error) => {
    if (!(error instanceof DamagedDocumentError)) return;
    const { documentId, expected, found } = error.integrity;
    request.log.error({ documentId, expected, found }, "document failed its integrity check");
  });
  // Chunks stored before migration 015 move into files, files without a row go: beside the
  // server, which answers meanwhile.
  let housekeeping: ReturnType<typeof startDocumentHousekeeping> | undefined;
  app.addHook("onReady", async () => {
    housekeeping = startDocumentHousekeeping(database, app.log);
  });
  app.addHook("preClose", async () => housekeeping?.stop());

  serve(app, endpoints.uploadDocument, ({ params, query, file, caller }) =>
    declared(endpoints.uploadDocument, () => {
      const id = applicationId(params.id);
      const sent = { fileName: query.fileName, bytes: file };
      return receiveFile(store, database.db, sent, (trx, received) =>
        uploadDocument(trx, caller.customer.id, id, params.code, received, new Date()),
      );
    }),
  );

  serve(app, endpoints.replaceDocument, ({ params, query, file, caller }) =>
    declared(endpoints.replaceDocument, () => {
      const id = applicationId(params.id);
      const sent = { fileName: query.fileName, bytes: file };
      return receiveFile(store, database.db, sent, (trx, received) =>
        replaceDocument(trx, caller.customer.id, id, params.documentId, received, new Date()),
      );
    }),
  );

  serve(app, endpoints.deleteDocument, ({ params, caller }) =>
    declared(endpoints.deleteDocument, () => {
      const id = applicationId(params.id);
      return changeDocuments(store, database.db, undefined, (trx, change) =>
        deleteDocument(trx, caller.customer.id, id, params.documentId, change, new Date()),
      );
    }),
  );

  serve(app, endpoints.downloadDocument, async ({ params, caller }, _request, reply) =>
    sendFile(
      reply,
      await declared(endpoints.downloadDocument, () =>
        documentFile(store, database.db, {
          id: applicationId(params.id),
          documentId: params.documentId,
          customerId: caller.customer.id,
        }),
      ),
    ),
  );

  // Staff may read every application's files: no owner to check.
  serve(app, downloadApplicationDocument, async ({ params }, _request, reply) =>
    sendFile(
      reply,
      await declared(downloadApplicationDocument, () =>
        documentFile(store, database.db, {
          id: applicationId(params.id),
          documentId: params.documentId,
        }),
      ),
    ),
  );

  serve(app, endpoints.submitApplication, ({ params, caller }) =>
    declared(endpoints.submitApplication, () => {
      const id = applicationId(params.id);
      return inTransaction((trx) => submitApplication(trx, caller.customer.id, id, new Date()));
    }),
  );
}
