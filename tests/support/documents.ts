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
