import type { ChangeEvent } from "react";
import { applicationText } from "~/content/application.i18n";
import { useLocale } from "~/i18n/locale";
import { downloadDocument } from "@domain/api/applications";
import { endpointUrl } from "@domain/api/endpoint";
import type { Application, ApplicationDocument } from "@domain/credit/application";
import type { DocumentCode } from "@domain/credit/documents";
import { documentInputAccept } from "@domain/documentFiles";
import { formatDateTime } from "@domain/dates";
import { formatFileSize } from "@domain/fileSize";

/** Where the refusal of a document's file is written: the pickers point to it. */
export const errorId = (code: DocumentCode) => `justificatif-${code}-erreur`;

/**
 * A file picker drawn as a button: the input stays in the page, out of sight, so that keyboards,
 * screen readers and browser tests reach it by its label.
 */
export function FilePicker({
  label,
  detail,
  code,
  disabled,
  onFile,
}: {
  label: string;
  /** Read by screen readers only, to tell the pickers of the page apart. */
  detail: string;
  code: DocumentCode;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again, once corrected, sends it again.
    event.target.value = "";
    if (file) onFile(file);
  };
  return (
    <label
      className={`btn btn-outline focus-within:outline-[3px] focus-within:outline-offset-2 focus-within:outline-gold-400 focus-within:outline-solid ${disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer"}`}
    >
      {label}
      <span className="sr-only"> {detail}</span>
      <input
        type="file"
        className="sr-only"
        accept={documentInputAccept}
        disabled={disabled}
        aria-describedby={`${errorId(code)} justificatifs-formats`}
        onChange={choose}
      />
    </label>
  );
}

export function FileRow({
  application,
  file,
  editable,
  busy,
  onReplace,
  onDelete,
}: {
  application: Application;
  file: ApplicationDocument;
  editable: boolean;
  busy: boolean;
  onReplace: (replacement: File) => void;
  onDelete: () => void;
}) {
  const { documentsText: text } = applicationText.use();
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-3 rounded-lg bg-brand-50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium break-all text-ink-900">{file.fileName}</p>
        <p className="text-sm text-ink-700">
          {text.fileSent({
            size: formatFileSize(file.size, locale),
            sentAt: formatDateTime(file.uploadedAt, locale),
          })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={endpointUrl(downloadDocument, { id: application.id, documentId: file.id })}
          download
          className="link"
        >
          {text.download}
          <span className="sr-only"> {file.fileName}</span>
        </a>
        {editable && (
          <>
            <FilePicker
              label={text.replace}
              detail={file.fileName}
              code={file.code}
              disabled={busy}
              onFile={onReplace}
            />
            <button type="button" className="btn btn-outline" disabled={busy} onClick={onDelete}>
              {text.delete}
              <span className="sr-only"> {file.fileName}</span>
            </button>
          </>
        )}
      </div>
    </li>
  );
}
