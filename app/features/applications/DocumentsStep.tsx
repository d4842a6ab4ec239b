import { useState, type Ref } from "react";
import { applicationText } from "~/content/application.i18n";
import { inPageLanguage } from "~/i18n/messages";
import type { MessageRef } from "@domain/i18n/message";
import { ApiClientError, callApi } from "~/lib/api";
import {
  deleteDocument,
  replaceDocument,
  submitApplication,
  uploadDocument,
} from "@domain/api/applications";
import type { Application, ApplicationDocument } from "@domain/credit/application";
import type { DocumentCode } from "@domain/credit/documents";
import { maxDocumentBytes } from "@domain/documentFiles";
import { documentRefusalMessages } from "@domain/credit/documentRefusals";
import { storageRefusal } from "@domain/credit/quotas";
import {
  canSubmit,
  documentChecklist,
  documentsEditable,
  maxFilesPerDocument,
  type ChecklistItem,
} from "@domain/credit/workflow";
import type { ApplicationContent } from "~/content/application";
import { errorId, FilePicker, FileRow } from "./DocumentFiles";
import { documentName } from "~/lib/documentNames";
import { StepBlock } from "./StepBlock";

type Change = (application: Application, announcement: string) => void;

/**
 * Refused before sending: the server would say the same, after a long upload for nothing.
 * `usedBytes`: what the application's other files take.
 */
function localRefusal(file: File, usedBytes: number): MessageRef | undefined {
  if (file.size === 0) return documentRefusalMessages.empty;
  if (file.size > maxDocumentBytes) return documentRefusalMessages.tooLarge;
  return storageRefusal(usedBytes, file.size);
}

const headingId = (code: DocumentCode) => `justificatif-${code}`;

function itemStatus(item: ChecklistItem, text: ApplicationContent["documentsText"]): string {
  if (item.request !== null) return text.requestedByAdviser;
  if (item.files.length === 0) return text.toSend;
  return text.filesSent(item.files.length);
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
  const { documentsText: text, documentNames } = applicationText.use();
  const [errors, setErrors] = useState<Partial<Record<DocumentCode, string>>>({});
  const [busy, setBusy] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const editable = documentsEditable(application.state);
  const checklist = documentChecklist(application).map((item) => ({
    ...item,
    label: documentName(documentNames, application.product, item.code),
  }));
  const missing = checklist.filter((item) => item.missing);
  const requested = application.state === "document_requested";
  const params = { id: application.id };

  const run = async (
    code: DocumentCode,
    file: File | undefined,
    action: () => Promise<Application>,
    announcement: string,
    replaced?: ApplicationDocument,
  ) => {
    const used = application.documents
      .filter((document) => document.id !== replaced?.id)
      .reduce((total, document) => total + document.size, 0);
    const refusal = file && localRefusal(file, used);
    // The rule's French message, in the page's language as the server would have worded it.
    const message = refusal && (await inPageLanguage(refusal));
    setErrors((current) => ({ ...current, [code]: message }));
    if (message) return;
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
      text.added(file.name),
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
      text.replaced({ old: old.fileName, new: file.name }),
      old,
    );

  const remove = async (old: ApplicationDocument) => {
    await run(
      old.code,
      undefined,
      () => callApi(deleteDocument, { params: { ...params, documentId: old.id } }),
      text.deleted(old.fileName),
    );
    // Its button is gone: the focus goes back to its document rather than to the page's top.
    document.getElementById(headingId(old.code))?.focus();
  };

  const submit = async () => {
    setSubmitError(undefined);
    setBusy(true);
    try {
      onChange(await callApi(submitApplication, { params }), text.submitted);
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      setSubmitError(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepBlock title={text.title} headingRef={headingRef}>
      {editable ? (
        <p id="justificatifs-formats" className="mt-3 text-ink-700">
          {text.rules(maxFilesPerDocument)}
        </p>
      ) : (
        <p className="mt-3 text-ink-700">{text.sent}</p>
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
            <p className="text-sm font-medium text-ink-700">{itemStatus(item, text)}</p>
            {item.request !== null && (
              <p className="mt-2 rounded-lg bg-gold-100 p-3 text-brand-900">
                {text.adviserMessage(item.request)}
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
                  label={text.addFile}
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
                {requested ? text.missingToResend : text.missingToSend}
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
            {requested ? text.sendRequested : text.send}
          </button>
        </div>
      )}
    </StepBlock>
  );
}
