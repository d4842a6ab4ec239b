import { crc32, deflateSync } from "node:zlib";

/** Small files as customers send them, built byte by byte: good ones and impostors. */

const ascii = (text: string) => Buffer.from(text, "latin1");
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** A one-page PDF with its cross-reference table, as a PDF writer saves it. */
export const samplePdf = ascii(
  [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
    "xref",
    "0 4",
    "0000000000 65535 f ",
    "0000000009 00000 n ",
    "0000000058 00000 n ",
    "0000000115 00000 n ",
    "trailer << /Size 4 /Root 1 0 R >>",
    "startxref",
    "186",
    "%%EOF",
    "",
  ].join("\n"),
);

const pngChunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([ascii(type), data]);
  return Buffer.concat([uint32(data.length), typed, uint32(crc32(typed))]);
};

/** A 1×1 white pixel. */
export const samplePng = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pngChunk("IHDR", Buffer.concat([uint32(1), uint32(1), Buffer.from([8, 2, 0, 0, 0])])),
  pngChunk("IDAT", deflateSync(Buffer.from([0, 255, 255, 255]))),
  pngChunk("IEND", Buffer.alloc(0)),
]);

/** Start of image, a JFIF header, end of image. */
export const sampleJpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  ascii("JFIF\0"),
  Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
]);

/** A ZIP's local file header for `bulletin.pdf`, then its end of central directory. */
export const sampleZip = Buffer.concat([
  ascii("PK\x03\x04"),
  Buffer.alloc(22),
  Buffer.from([12, 0, 0, 0]),
  ascii("bulletin.pdf"),
  ascii("PK\x05\x06"),
  Buffer.alloc(18),
]);

/** The start of a Windows program. */
export const sampleExe = Buffer.concat([
  ascii("MZ"),
  Buffer.from([0x90, 0, 3, 0]),
  Buffer.alloc(58),
]);

/*
 * PDFs with active content, as an attacker or an office suite writes them, and a harmless one:
 * built object by object, with the cross-reference that a reader follows to each.
 */

type PdfObject = string | Buffer;

const bytesOf = (object: PdfObject) => (typeof object === "string" ? ascii(object) : object);

/** The header, then `n 0 obj … endobj` for each `[n, object]`; and where each object starts. */
function pdfObjects(version: string, objects: readonly (readonly [number, PdfObject])[]) {
  const parts = [ascii(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`)];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  for (const [number, object] of objects) {
    offsets.push(length);
    const part = Buffer.concat([ascii(`${number} 0 obj\n`), bytesOf(object), ascii("\nendobj\n")]);
    parts.push(part);
    length += part.length;
  }
  return { body: Buffer.concat(parts), offsets };
}

const numbered = (objects: readonly PdfObject[]) =>
  objects.map((object, index) => [index + 1, object] as const);

/** A stream object's dictionary and data. */
export const pdfStream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    ascii(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    ascii("\nendstream"),
  ]);

/** A PDF of `objects` (the first is the catalog) with a cross-reference table. */
export function pdfOf(objects: readonly PdfObject[], trailer = ""): Buffer {
  const { body, offsets } = pdfObjects("1.4", numbered(objects));
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>`,
    "startxref",
    `${body.length}`,
    "%%EOF",
    "",
  ].join("\n");
  return Buffer.concat([body, ascii(xref)]);
}

/**
 * A PDF 1.5 as current writers save it: `compressed` objects (numbered after `objects`) in a
 * FlateDecode object stream (or as `objectStream` says), the cross-reference in a stream too, so
 * that nothing but the inflated bytes names them.
 */
export function pdfWithObjectStream(
  objects: readonly PdfObject[],
  compressed: readonly string[],
  objectStream: { entries: string; encode: (data: Buffer) => Buffer } = {
    entries: "/Filter /FlateDecode",
    encode: (data) => deflateSync(data),
  },
): Buffer {
  const firstCompressed = objects.length + 1;
  const streamNumber = firstCompressed + compressed.length;
  let content = "";
  const pairs = compressed.map((object, index) => {
    const pair = `${firstCompressed + index} ${content.length}`;
    content += `${object}\n`;
    return pair;
  });
  const header = `${pairs.join(" ")}\n`;
  const data = ascii(header + content);
  const { body, offsets } = pdfObjects("1.5", [
    ...numbered(objects),
    [
      streamNumber,
      pdfStream(
        `/Type /ObjStm /N ${compressed.length} /First ${header.length} ${objectStream.entries}`,
        objectStream.encode(data),
      ),
    ],
  ]);
  // Type 1: an offset in the file; type 2: the object stream and the index in it (7.5.8.3).
  const entry = (type: number, field: number, index: number) =>
    Buffer.concat([Buffer.from([type]), uint32(field), Buffer.from([index >> 8, index & 0xff])]);
  const size = streamNumber + 2;
  const entries = Buffer.concat([
    entry(0, 0, 0xffff),
    ...objects.map((_, index) => entry(1, offsets[index] ?? 0, 0)),
    ...compressed.map((_, index) => entry(2, streamNumber, index)),
    entry(1, offsets[objects.length] ?? 0, 0),
    entry(1, body.length, 0),
  ]);
  const xref = pdfStream(
    `/Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode`,
    deflateSync(entries),
  );
  return Buffer.concat([
    body,
    ascii(`${size - 1} 0 obj\n`),
    xref,
    ascii(`\nendobj\nstartxref\n${body.length}\n%%EOF\n`),
  ]);
}

const catalog = (entries = "") => `<< /Type /Catalog /Pages 2 0 R ${entries}>>`;
const pages = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>";
const page = (entries = "") => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${entries}>>`;

/** A script run when the document opens: the case the issue was opened for. */
export const pdfWithOpenActionScript = pdfOf([
  catalog("/OpenAction 4 0 R "),
  pages,
  page(),
  "<< /Type /Action /S /JavaScript /JS (app.alert\\('Bonjour'\\);) >>",
]);

/** The same, its names hex-escaped and split by comments and line ends, as obfuscators do. */
export const pdfWithEscapedScript = pdfOf([
  catalog("/Open#41ction<</S/J#61v#61Script%commentaire\n/J#53\r(app.alert\\(1\\))>>"),
  pages,
  page(),
]);

/** The script only in a compressed object stream: no name of it in the file's bytes. */
export const pdfWithCompressedScript = pdfWithObjectStream(
  [catalog("/OpenAction 4 0 R "), pages, page()],
  ["<< /S /JavaScript /JS (app.alert\\(1\\)) >>"],
);

/** A page that starts a program when it opens. */
export const pdfWithLaunch = pdfOf([
  catalog(),
  pages,
  page("/AA << /O << /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >> >> "),
]);

/** A program attached to the document, listed among its attachments. */
export const pdfWithEmbeddedFile = pdfOf([
  catalog("/Names << /EmbeddedFiles << /Names [(facture.exe) 4 0 R] >> >> "),
  pages,
  page(),
  "<< /Type /Filespec /F (facture.exe) /UF (facture.exe) /EF << /F 5 0 R >> >>",
  pdfStream("/Type /EmbeddedFile /Subtype /application#2Foctet-stream", sampleExe),
]);

/**
 * A harmless letter that talks about JavaScript, in its text and in its title, with a font and an
 * image: an image's bytes may spell `/JS` by chance, and none of it is a script.
 */
export const pdfMentioningJavaScript = pdfOf(
  [
    catalog(),
    pages,
    page("/Resources << /Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >> >> /Contents 4 0 R "),
    pdfStream(
      "",
      ascii(
        "BT /F1 12 Tf 72 770 Td (Votre espace client demande JavaScript \\(/JavaScript, /JS\\).) Tj ET\nq 100 0 0 80 72 600 cm /Im1 Do Q",
      ),
    ),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    // Six pixels whose colours spell `/JS` and `/JavaScript`.
    pdfStream(
      "/Type /XObject /Subtype /Image /Width 6 /Height 1 /ColorSpace /DeviceRGB /BitsPerComponent 8",
      ascii("\x00/JS  /JavaScript\x00"),
    ),
    "<< /Title (Activer /JavaScript dans votre navigateur) /Producer (Scanner) >>",
  ],
  "/Info 7 0 R ",
);
