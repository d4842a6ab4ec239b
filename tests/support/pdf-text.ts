/**
 * What a PDF drawn by pdfkit (server/services/fipen-pdf.ts and contract-pdf.ts) says, read back from
 * its bytes without a PDF library: the text of its pages, its information entries, its page count.
 */
import { inflateSync } from "node:zlib";

// A PDF is bytes; latin1 keeps one character per byte, so offsets found in the text are offsets in the file.
export const bytesOf = (pdf: Buffer) => pdf.toString("latin1");
/** Windows-1252 differs from latin1 in 0x80–0x9F only; Node's decoders treat the two alike. */
const windows1252Block = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const fromWinAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? windows1252Block[byte - 0x80] : String.fromCharCode(byte),
    )
    .join("");
/** Spaces of any kind and line ends read as one space: a sentence reads the same however it wraps. */
export const flowing = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ");

/**
 * The lines drawn on each page: each compressed content stream (one a page, in page order, footers
 * included) inflated, each `[<hex> kerning …] TJ` (one line of text as pdfkit writes it, or one
 * table cell) decoded from WinAnsi.
 */
export function pageLinesOf(pdf: Buffer): string[][] {
  const file = bytesOf(pdf);
  const pages: string[][] = [];
  for (const match of file.matchAll(/\/Length (\d+)\n\/Filter \/FlateDecode\n>>\nstream\n/g)) {
    const start = match.index + match[0].length;
    const stream = Buffer.from(file.slice(start, start + Number(match[1])), "latin1");
    const content = inflateSync(stream).toString("latin1");
    const lines: string[] = [];
    for (const [, array = ""] of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...array.matchAll(/<([0-9a-f]*)>/g)].map(([, chunk]) => chunk).join("");
      lines.push(fromWinAnsi(Buffer.from(hex, "hex")));
    }
    pages.push(lines);
  }
  return pages;
}

/** The text drawn on each page, its lines flowing into one another. */
export const pageTextsOf = (pdf: Buffer): string[] =>
  pageLinesOf(pdf).map((lines) => flowing(lines.join("\n")));

/** The text drawn on all the pages, one after the other. */
export const textOf = (pdf: Buffer): string => pageTextsOf(pdf).join(" ");

/** A literal string of the document information dictionary, UTF-16 when it starts with a BOM. */
export function infoEntry(pdf: Buffer, key: string): string {
  const file = bytesOf(pdf);
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(file)?.[1];
  const literal = new RegExp(`\\n${ref} 0 obj\\n\\(((?:\\\\.|[^\\\\)])*)\\)\\nendobj`, "s").exec(
    file,
  )?.[1];
  if (literal === undefined) throw new Error(`No ${key} in the document information`);
  const bytes = Buffer.from(literal.replace(/\\(.)/gs, "$1"), "latin1");
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? Buffer.from(bytes.subarray(2)).swap16().toString("utf16le")
    : bytes.toString("latin1");
}

export const pageCount = (pdf: Buffer) => bytesOf(pdf).match(/\/Type \/Page\n/g)?.length ?? 0;

/** A cell holding an amount as `formatEuros` writes it: `9 848,79 €`. */
const euroCell = /^\d{1,3}(?:[\s\u00a0\u202f]\d{3})*,\d{2}[\s\u00a0\u202f]€$/;

/**
 * The lines of an amortisation schedule drawn by `drawSchedule` (contract-pdf.ts), read cell by
 * cell from a PDF's `pageLinesOf`: each month's number and the amounts that follow it (four, or
 * six with the insurance), joined with plain spaces.
 */
export function scheduleRowsOf(pdf: Buffer): string[] {
  const lines = pageLinesOf(pdf).flat();
  const rows: string[] = [];
  lines.forEach((line, index) => {
    if (!/^\d{1,3}$/.test(line)) return;
    const amounts: string[] = [];
    for (const cell of lines.slice(index + 1)) {
      if (!euroCell.test(cell)) break;
      amounts.push(cell);
    }
    if (amounts.length === 4 || amounts.length === 6) {
      rows.push(flowing([line, ...amounts].join(" ")));
    }
  });
  return rows;
}
