import { message, type MessageRef } from "../i18n/message";
import type { MessageKey } from "../i18n/messages";
import type { AcceptedDocumentType, ActiveContentKind, DocumentRefusal } from "../documentFiles";

/**
 * Why an uploaded file is refused, by key (the reader's catalog writes them). Apart from
 * documents.ts, whose checklists the credit pages' texts read.
 */

/** The general message of each refusal; `documentRefusalDetails` says more when it can. */
export const documentRefusalMessages: Readonly<Record<DocumentRefusal, MessageRef>> = {
  wrongType: message("documentWrongType"),
  tooLarge: message("documentTooLarge"),
  empty: message("documentEmpty"),
  unreadable: message("documentUnreadable"),
  activeContent: message("documentActiveContent", { content: message("pdfActiveContent") }),
};

/** What a file named as an accepted format is not, by that format. */
const notOfType: Readonly<Record<AcceptedDocumentType["ext"], MessageKey>> = {
  pdf: "documentNotPdf",
  jpg: "documentNotJpeg",
  png: "documentNotPng",
};

/** What a PDF carries, as the active-content refusal names it. */
const activeContentNames: Readonly<Record<ActiveContentKind, MessageKey>> = {
  javaScript: "pdfJavaScript",
  launch: "pdfLaunch",
  embeddedFile: "pdfEmbeddedFile",
  richMedia: "pdfRichMedia",
  xfa: "pdfXfa",
};

/** Messages that name what the file is or carries, so that the customer knows what to fix. */
export const documentRefusalDetails = {
  /** A ZIP, RAR or 7z, whatever its name says. */
  archive: (format: string) => message("documentArchive", { format }),
  executable: message("documentExecutable"),
  /** A name that promises an accepted format over a content that is none. */
  misnamed: (extension: string, type: AcceptedDocumentType) =>
    message(notOfType[type.ext], { extension }),
  otherFormat: (format: string) => message("documentOtherFormat", { format }),
  /** A PDF that runs or opens something when read: each kind found, named, « a, b et c ». */
  activeContent: (kinds: readonly ActiveContentKind[]) =>
    message("documentActiveContent", {
      content: { allOf: kinds.map((kind) => message(activeContentNames[kind])) },
    }),
  /** A PDF whose compressed objects are encrypted: they cannot be checked. */
  encrypted: message("documentPdfEncrypted"),
};
