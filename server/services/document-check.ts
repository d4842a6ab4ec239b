import type { MessageRef } from "../../domain/i18n/message";
import { fileTypeFromBuffer } from "file-type";
import {
  acceptedDocumentTypes,
  maxDocumentBytes,
  type AcceptedDocumentType,
  type DocumentRefusal,
} from "../../domain/documentFiles";
import {
  documentRefusalDetails,
  documentRefusalMessages,
} from "../../domain/credit/documentRefusals";
import { checkPdfContent } from "./pdf-active-content";

export type DocumentCheck =
  | { ok: true; type: AcceptedDocumentType; storedName: string }
  | { ok: false; refusal: DocumentRefusal; message: MessageRef };

/** `file-type`'s names of formats that run code or install software. */
const executables = new Set([
  "exe",
  "elf",
  "macho",
  "class",
  "jar",
  "apk",
  "wasm",
  "swf",
  "crx",
  "xpi",
  "deb",
  "rpm",
  "dmg",
  "lnk",
  "reg",
  "chm",
]);

/** `file-type`'s names of archives. */
const archives = new Set([
  "zip",
  "rar",
  "7z",
  "gz",
  "tar",
  "tar.gz",
  "bz2",
  "xz",
  "zst",
  "lz",
  "lz4",
  "lzh",
  "arj",
  "cab",
  "cpio",
  "ace",
  "Z",
  "ar",
]);

const typeByExtension = new Map<string, AcceptedDocumentType>(
  acceptedDocumentTypes.flatMap((type) =>
    type.extensions.map((extension) => [extension, type] as const),
  ),
);

const refuse = (refusal: DocumentRefusal, message = documentRefusalMessages[refusal]) =>
  ({ ok: false, refusal, message }) as const;

/**
 * Whether an uploaded file is a document the bank accepts, judged by its bytes, never by its
 * name or the browser's Content-Type: both are the sender's word. Reads the bytes in place (no
 * copy): an upload is up to 10 Mo. A PDF that would run or open something in the reader of the
 * staff who study it is refused (decision record 020).
 */
export async function checkDocument(bytes: Uint8Array, fileName: string): Promise<DocumentCheck> {
  if (bytes.length === 0) return refuse("empty");
  if (bytes.length > maxDocumentBytes) return refuse("tooLarge");

  const detected = await fileTypeFromBuffer(bytes);
  // An animated PNG is a PNG to every viewer: file-type only names it apart.
  const ext = detected?.ext === "apng" ? "png" : detected?.ext;
  const type = acceptedDocumentTypes.find((accepted) => accepted.ext === ext);
  if (!type) return refuse("wrongType", wrongTypeMessage(ext, extensionOf(fileName)));
  if (!isComplete(type, bytes)) return refuse("unreadable");
  if (type.ext === "pdf") {
    const content = await checkPdfContent(bytes);
    if (content.verdict === "active") {
      return refuse("activeContent", documentRefusalDetails.activeContent(content.kinds));
    }
    if (content.verdict === "encrypted") {
      return refuse("unreadable", documentRefusalDetails.encrypted);
    }
    if (content.verdict === "unreadable") return refuse("unreadable");
  }
  return { ok: true, type, storedName: storedFileName(fileName, type.ext) };
}

function wrongTypeMessage(detected: string | undefined, extension: string): MessageRef {
  if (detected === undefined) {
    const promised = typeByExtension.get(extension);
    return promised
      ? documentRefusalDetails.misnamed(extension, promised)
      : documentRefusalMessages.wrongType;
  }
  if (executables.has(detected)) return documentRefusalDetails.executable;
  if (archives.has(detected)) return documentRefusalDetails.archive(detected.toUpperCase());
  return documentRefusalDetails.otherFormat(detected.toUpperCase());
}

const latin1 = new TextDecoder("latin1");
/** PDF readers look for the end-of-file marker within the last 1 024 bytes, not at the very end. */
const tailLength = 1024;
const tail = (bytes: Uint8Array) => latin1.decode(bytes.subarray(-tailLength));

/**
 * A file cut short (an interrupted download, a scanner's partial write) starts like a good one and
 * opens as nothing, or as half a page. A PDF names its version and ends with `%%EOF`; a PNG ends
 * with its `IEND` chunk. A JPEG is not checked at its end: phones append data after the image's
 * end marker (motion photos), and a cut JPEG still shows the part that arrived.
 */
function isComplete(type: AcceptedDocumentType, bytes: Uint8Array): boolean {
  switch (type.ext) {
    case "pdf":
      return (
        /^%PDF-\d\.\d/.test(latin1.decode(bytes.subarray(0, 8))) && tail(bytes).includes("%%EOF")
      );
    case "png":
      return tail(bytes).includes("IEND");
    case "jpg":
      return true;
  }
}

/** What is after the last `/` or `\`: browsers on Windows have sent whole paths. */
const lastSegment = (fileName: string) => fileName.split(/[/\\]/).at(-1) ?? "";

/** What follows a name's last dot, if it looks like an extension: not ` 2026` in `janv. 2026`. */
const extensionPattern = /\.([a-z0-9]{1,8})$/i;

/** `pdf` from `Bulletin.Mars.PDF`; empty when the name has none. */
const extensionOf = (fileName: string) =>
  extensionPattern.exec(lastSegment(fileName))?.[1]?.toLowerCase() ?? "";

const maxBaseNameLength = 80;
const windowsDeviceName = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * The name a document is kept and downloaded under: the customer's own, still readable in French
 * (`avis d’imposition 2026.pdf`), without a path, control or bidirectional characters (which can
 * disguise `fdp.exe` as `exe.pdf`), quotes or characters a file system refuses; the extension is
 * the recognised type's.
 */
function storedFileName(fileName: string, ext: string): string {
  const withoutExtension = lastSegment(fileName.normalize("NFC")).replace(extensionPattern, "");
  const cleaned = Array.from(
    withoutExtension
      .replace(/[\t\n\r\p{Zl}\p{Zp}]/gu, " ")
      .replace(/[\p{Cc}\p{Cf}]/gu, "")
      .replace(/['‘`´]/g, "’")
      .replace(/["“”„«»<>:|?*]/g, " ")
      .replace(/\s+/g, " "),
  )
    .slice(0, maxBaseNameLength)
    .join("")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const name = cleaned === "" || windowsDeviceName.test(cleaned) ? "document" : cleaned;
  return ext === "" ? name : `${name}.${ext}`;
}

/**
 * The `Content-Disposition` of a download (RFC 6266): always `attachment`, so that the browser
 * saves the file and never renders it on the bank's origin. `filename*` (RFC 5987) keeps accents;
 * `filename` is the ASCII fallback. Both are built from a cleaned name, so a name cannot end the
 * header or add one.
 */
export function contentDisposition(fileName: string): string {
  const name = storedFileName(fileName, extensionOf(fileName));
  const fallback = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/’/g, "'")
    // Some browsers percent-decode `filename` (RFC 6266, appendix D): no `%` in it.
    .replace(/[^\x20-\x7e]|[%"\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
