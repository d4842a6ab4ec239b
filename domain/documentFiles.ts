import { rule } from "./i18n/message";
import { z } from "./forms/z";

/**
 * The rules every file a customer sends follows, a loan application's documents as an account
 * opening's identity photos: apart from the loans' checklists so that a page taking one file does
 * not load the credit pages' data.
 */

/**
 * The formats a document may be sent in, recognised by content. `ext` names the stored file,
 * `extensions` are the names a customer's file may carry.
 */
export const acceptedDocumentTypes = [
  {
    ext: "pdf",
    extensions: ["pdf"],
    mime: "application/pdf",
    label: "PDF",
  },
  {
    ext: "jpg",
    extensions: ["jpg", "jpeg"],
    mime: "image/jpeg",
    label: "JPEG",
  },
  {
    ext: "png",
    extensions: ["png"],
    mime: "image/png",
    label: "PNG",
  },
] as const;

export type AcceptedDocumentType = (typeof acceptedDocumentTypes)[number];

/** The file picker's `accept`: a hint to the browser only, the server checks the content. */
export const documentInputAccept = acceptedDocumentTypes
  .flatMap((type) => [...type.extensions.map((extension) => `.${extension}`), type.mime])
  .join(",");

/** 10 Mo: a scanned payslip is well under 1 Mo, a phone photo 3 to 5 Mo. */
export const maxDocumentBytes = 10 * 1024 * 1024;

export type DocumentRefusal = "wrongType" | "tooLarge" | "empty" | "unreadable" | "activeContent";

/**
 * What a PDF may carry that runs or opens something when it is read, in the order a refusal names
 * them (decision record 020).
 */
export const activeContentKinds = [
  "javaScript",
  "launch",
  "embeddedFile",
  "richMedia",
  "xfa",
] as const;

export type ActiveContentKind = (typeof activeContentKinds)[number];

const fileNameTooLong = rule("documentFileNameTooLong");

/** The query of an upload: the file's own name (the body is its bytes). */
export const documentUploadQuerySchema = z.object({
  fileName: z.string({ error: fileNameTooLong }).max(255, fileNameTooLong).default("document"),
});
