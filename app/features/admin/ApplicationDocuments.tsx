import { downloadApplicationDocument } from "@domain/api/applicationAdmin";
import { endpointUrl } from "@domain/api/endpoint";
import type { Application } from "@domain/credit/application";
import { documentChecklist } from "@domain/credit/workflow";
import { formatFileSize, formatMoment } from "./applicationDisplay";

/**
 * The loan's checklist with the files sent for each document, to download, and what is still
 * missing: never sent, or asked for again and not sent since.
 */
export function ApplicationDocuments({
  application,
}: {
  application: Pick<Application, "id" | "product" | "documents" | "requestedDocuments">;
}) {
  const checklist = documentChecklist(application);
  const missing = checklist.filter((item) => item.missing);
  return (
    <>
      <p className={`font-medium ${missing.length > 0 ? "text-danger-700" : "text-success-700"}`}>
        {missing.length > 0
          ? `Manquant : ${missing.map((item) => item.label).join(", ")}.`
          : "Tous les justificatifs de la liste sont là."}
      </p>
      <ul className="mt-3 space-y-4">
        {checklist.map((item) => (
          <li key={item.code} className="rounded-lg border border-brand-100 p-3">
            <p className="font-semibold">{item.label}</p>
            {item.request !== null && (
              <p className="mt-1 text-sm text-gold-800">Redemandé au client : {item.request}</p>
            )}
            {item.files.length === 0 ? (
              <p className="mt-1 text-sm text-ink-700">Aucun fichier reçu.</p>
            ) : (
              <ul className="mt-1 space-y-1 text-sm">
                {item.files.map((file) => (
                  <li key={file.id}>
                    <a
                      href={endpointUrl(downloadApplicationDocument, {
                        id: application.id,
                        documentId: file.id,
                      })}
                      download
                      className="link font-semibold break-all"
                    >
                      {file.fileName}
                    </a>{" "}
                    <span className="text-ink-700">
                      ({formatFileSize(file.size)}, reçu le {formatMoment(file.uploadedAt)})
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
