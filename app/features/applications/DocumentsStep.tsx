import { useState, type Ref } from "react";
import { ApiClientError, callApi } from "~/lib/api";
import {
  deleteDocument,
  replaceDocument,
  submitApplication,
  uploadDocument,
} from "@domain/api/applications";
import type { Application, ApplicationDocument } from "@domain/credit/application";
import {
  documentRefusalMessages,
  maxDocumentBytes,
  type DocumentCode,
} from "@domain/credit/documents";
import {
  canSubmit,
  documentChecklist,
  documentsEditable,
  maxFilesPerDocument,
  type ChecklistItem,
} from "@domain/credit/workflow";
import { errorId, FilePicker, FileRow } from "./DocumentFiles";
import { StepBlock } from "./StepBlock";

type Change = (application: Application, announcement: string) => void;

/** Refused before sending: the server would say the same, after a long upload for nothing. */
function localRefusal(file: File): string | undefined {
  if (file.size === 0) return documentRefusalMessages.empty;
  if (file.size > maxDocumentBytes) return documentRefusalMessages.tooLarge;
  return undefined;
}

const headingId = (code: DocumentCode) => `justificatif-${code}`;

function itemStatus(item: ChecklistItem): string {
  if (item.request !== null) return "Demandé par votre conseiller";
  if (item.files.length === 0) return "À envoyer";
  return item.files.length === 1 ? "1 fichier envoyé" : `${item.files.length} fichiers envoyés`;
}

/**
 * The documents of the loan's checklist: what was sent, what is missing or asked for again, and,
 * until the file is under study, adding, replacing and deleting files. A refused file gets the
 * server's reason next to its document; what was sent before stays.
 */
export function DocumentsStep({
  application,
  headingRef,
  onChange,
}: {
  application: Application;
  headingRef?: Ref<HTMLHeadingElement>;
  onChange: Change;
}) {
  const [errors, setErrors] = useState<Partial<Record<DocumentCode, string>>>({});
  const [busy, setBusy] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const editable = documentsEditable(application.state);
  const checklist = documentChecklist(application);
  const missing = checklist.filter((item) => item.missing);
  const requested = application.state === "document_requested";
  const params = { id: application.id };

  const run = async (
    code: DocumentCode,
    file: File | undefined,
    action: () => Promise<Application>,
    announcement: string,
  ) => {
    const refusal = file && localRefusal(file);
    setErrors((current) => ({ ...current, [code]: refusal }));
    if (refusal) return;
    setBusy(true);
    try {
      onChange(await action(), announcement);
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      setErrors((current) => ({ ...current, [code]: error.message }));
    } finally {
      setBusy(false);
    }
  };

  const add = (code: DocumentCode, file: File) =>
    run(
      code,
      file,
      () =>
        callApi(uploadDocument, {
          params: { ...params, code },
          query: { fileName: file.name },
          file,
        }),
      `Fichier ajouté : ${file.name}.`,
    );

  const replace = (old: ApplicationDocument, file: File) =>
    run(
      old.code,
      file,
      () =>
        callApi(replaceDocument, {
          params: { ...params, documentId: old.id },
          query: { fileName: file.name },
          file,
        }),
      `${old.fileName} est remplacé par ${file.name}.`,
    );

  const remove = async (old: ApplicationDocument) => {
    await run(
      old.code,
      undefined,
      () => callApi(deleteDocument, { params: { ...params, documentId: old.id } }),
      `Fichier supprimé : ${old.fileName}.`,
    );
    // Its button is gone: the focus goes back to its document rather than to the page's top.
    document.getElementById(headingId(old.code))?.focus();
  };

  const submit = async () => {
    setSubmitError(undefined);
    setBusy(true);
    try {
      onChange(
        await callApi(submitApplication, { params }),
        "Votre demande est envoyée pour étude.",
      );
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      setSubmitError(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepBlock title="Vos justificatifs" headingRef={headingRef}>
      {editable ? (
        <p id="justificatifs-formats" className="mt-3 text-ink-700">
          Envoyez chaque justificatif en PDF, JPEG ou PNG, 10 Mo au plus par fichier et{" "}
          {maxFilesPerDocument} fichiers au plus par justificatif (le recto et le verso d'une pièce
          d'identité, vos 3 bulletins de salaire). Vous pouvez remplacer ou supprimer un fichier
          jusqu'à l'envoi de votre demande.
        </p>
      ) : (
        <p className="mt-3 text-ink-700">
          Les justificatifs de votre demande, tels que vous les avez envoyés.
        </p>
      )}
      <ul className="mt-6 space-y-6">
        {checklist.map((item) => (
          <li key={item.code} className="rounded-lg border border-brand-100 p-4">
            <h3
              id={headingId(item.code)}
              tabIndex={-1}
              className="text-lg font-semibold outline-none"
            >
              {item.label}
            </h3>
            <p className="text-sm font-medium text-ink-700">{itemStatus(item)}</p>
            {item.request !== null && (
              <p className="mt-2 rounded-lg bg-gold-100 p-3 text-brand-900">
                Message de votre conseiller : « {item.request} »
              </p>
            )}
            {item.files.length > 0 && (
              <ul className="mt-3 space-y-2">
                {item.files.map((file) => (
                  <FileRow
                    key={file.id}
                    application={application}
                    file={file}
                    editable={editable}
                    busy={busy}
                    onReplace={(replacement) => void replace(file, replacement)}
                    onDelete={() => void remove(file)}
                  />
                ))}
              </ul>
            )}
            <div id={errorId(item.code)} role="alert">
              {errors[item.code] && (
                <p className="mt-3 rounded-lg border-l-4 border-danger-700 bg-red-50 p-3 font-medium text-danger-700">
                  {errors[item.code]}
                </p>
              )}
            </div>
            {editable && item.files.length < maxFilesPerDocument && (
              <div className="mt-3">
                <FilePicker
                  label="Ajouter un fichier"
                  detail={`: ${item.label}`}
                  code={item.code}
                  disabled={busy}
                  onFile={(file) => void add(item.code, file)}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      {editable && (
        <div className="mt-8">
          {missing.length > 0 && (
            <div id="justificatifs-manquants" className="mb-4">
              <p className="font-medium text-ink-900">
                {requested
                  ? "Pour renvoyer votre dossier, ajoutez :"
                  : "Pour envoyer votre demande, il manque encore :"}
              </p>
              <ul className="mt-2 list-disc pl-6 text-ink-700">
                {missing.map((item) => (
                  <li key={item.code}>{item.label}</li>
                ))}
              </ul>
            </div>
          )}
          <div role="alert">
            {submitError && (
              <p className="mb-4 rounded-lg border-l-4 border-danger-700 bg-red-50 p-4 font-medium text-danger-700">
                {submitError}
              </p>
            )}
          </div>
          <button
            type="button"
            className="btn btn-accent"
            disabled={busy || !canSubmit(application)}
            aria-describedby={missing.length > 0 ? "justificatifs-manquants" : undefined}
            onClick={() => void submit()}
          >
            {requested ? "Envoyer les justificatifs demandés" : "Envoyer ma demande"}
          </button>
        </div>
      )}
    </StepBlock>
  );
}
