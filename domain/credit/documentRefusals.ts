import { applicationMessages as m } from "../i18n/applicationMessages";
import { fillTemplate } from "../i18n/templates";
import type { AcceptedDocumentType, DocumentRefusal } from "./documents";

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
};

/** What a file named as an accepted format is not, by that format. */
const notOfType: Readonly<Record<AcceptedDocumentType["ext"], string>> = {
  pdf: m.documentNotPdf,
  jpg: m.documentNotJpeg,
  png: m.documentNotPng,
};

/** Wrong-type messages that name what the file really is, so that the customer knows what to fix. */
export const documentRefusalDetails = {
  /** A ZIP, RAR or 7z, whatever its name says. */
  archive: (format: string) => fillTemplate(m.documentArchive, { format }),
  executable: m.documentExecutable,
  /** A name that promises an accepted format over a content that is none. */
  misnamed: (extension: string, type: AcceptedDocumentType) =>
    fillTemplate(notOfType[type.ext], { extension }),
  otherFormat: (format: string) => fillTemplate(m.documentOtherFormat, { format }),
};
