import { applicationMessages as m } from "../i18n/applicationMessages";
import { fillTemplate } from "../i18n/templates";
import type { AcceptedDocumentType, ActiveContentKind, DocumentRefusal } from "./documents";

/**
 * Why an uploaded file is refused, in French (the catalogs translate them as they leave). Apart
 * from documents.ts, whose checklists the credit pages' texts read: those pages must not carry the
 * application's messages.
 */

/** The general message of each refusal; `documentRefusalDetails` says more when it can. */
export const documentRefusalMessages: Readonly<Record<DocumentRefusal, string>> = {
  wrongType: m.documentWrongType,
  tooLarge: m.documentTooLarge,
  empty: m.documentEmpty,
  unreadable: m.documentUnreadable,
  activeContent: fillTemplate(m.documentActiveContent, { content: m.pdfActiveContent }),
};

/** What a file named as an accepted format is not, by that format. */
const notOfType: Readonly<Record<AcceptedDocumentType["ext"], string>> = {
  pdf: m.documentNotPdf,
  jpg: m.documentNotJpeg,
  png: m.documentNotPng,
};

/** What a PDF carries, as the active-content refusal names it. */
const activeContentNames: Readonly<Record<ActiveContentKind, string>> = {
  javaScript: m.pdfJavaScript,
  launch: m.pdfLaunch,
  embeddedFile: m.pdfEmbeddedFile,
  richMedia: m.pdfRichMedia,
  xfa: m.pdfXfa,
};

/** « a », « a et b », « a, b et c »: the catalogs translate each name and the « et ». */
const frenchList = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;

/** Messages that name what the file is or carries, so that the customer knows what to fix. */
export const documentRefusalDetails = {
  /** A ZIP, RAR or 7z, whatever its name says. */
  archive: (format: string) => fillTemplate(m.documentArchive, { format }),
  executable: m.documentExecutable,
  /** A name that promises an accepted format over a content that is none. */
  misnamed: (extension: string, type: AcceptedDocumentType) =>
    fillTemplate(notOfType[type.ext], { extension }),
  otherFormat: (format: string) => fillTemplate(m.documentOtherFormat, { format }),
  /** A PDF that runs or opens something when read: each kind found, named. */
  activeContent: (kinds: readonly ActiveContentKind[]) =>
    fillTemplate(m.documentActiveContent, {
      content: frenchList(kinds.map((kind) => activeContentNames[kind])),
    }),
  /** A PDF whose compressed objects are encrypted: they cannot be checked. */
  encrypted: m.documentPdfEncrypted,
};
