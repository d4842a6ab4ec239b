import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  pdfOf,
  pdfStream,
  pdfWithCompressedScript,
  pdfWithObjectStream,
} from "../../tests/support/documents";
import { checkPdfContent } from "./pdf-active-content";

const ascii = (text: string) => Buffer.from(text, "latin1");
const catalog = "<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>";
const quietCatalog = "<< /Type /Catalog /Pages 2 0 R >>";
const pages = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>";
const page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>";
const script = "<< /S /JavaScript /JS (app.alert\\(1\\)) >>";
const active = { verdict: "active", kinds: ["javaScript"] };

/** The script in an object stream written as `entries` say, its data encoded by `encode`. */
const inObjectStream = (entries: string, encode: (data: Buffer) => Buffer = deflateSync) =>
  pdfWithObjectStream([catalog, pages, page], [script], { entries, encode });

describe("checkPdfContent", () => {
  it("finds an object that reads, from the file's start, as part of a string", async () => {
    // A reader reaches object 4 by its offset, whatever precedes it.
    const hidden = pdfOf([catalog, pages, page, `(\n4 0 obj ${script} endobj\n)`]);
    expect(await checkPdfContent(hidden)).toEqual(active);
  });

  it("finds an object put inside a stream's data", async () => {
    const hidden = pdfOf([catalog, pages, page, pdfStream("", ascii(`5 0 obj ${script} endobj`))]);
    expect(await checkPdfContent(hidden)).toEqual(active);
  });

  it.each([
    [
      "compressed twice",
      "/Filter [/FlateDecode /Fl]",
      (data: Buffer) => deflateSync(deflateSync(data)),
    ],
    ["not compressed", "", (data: Buffer) => data],
    ["whose key names are escaped", "/F#69lter /Fl#61teDecode", deflateSync],
  ])("reads an object stream %s", async (_case, entries, encode) => {
    expect(await checkPdfContent(inObjectStream(entries, encode))).toEqual(active);
  });

  it("reads an object stream's objects where its header says, not strings as names", async () => {
    const info = "<< /Title (Activer /JavaScript) >>";
    const harmless = pdfWithObjectStream([quietCatalog, pages, page], [info]);
    expect(await checkPdfContent(harmless)).toEqual({ verdict: "clean" });
  });

  it.each([
    [
      "in a filter it does not decode",
      "/Filter /ASCIIHexDecode",
      (data: Buffer) => ascii(`${data.toString("hex")}>`),
    ],
    [
      "with a predictor",
      "/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 5 >>",
      deflateSync,
    ],
    ["whose filter is given twice", "/Filter /FlateDecode /Filter /LZWDecode", deflateSync],
    ["that is not what its filter says", "/Filter /FlateDecode", (data: Buffer) => data],
  ])("cannot vouch for an object stream %s", async (_case, entries, encode) => {
    expect(await checkPdfContent(inObjectStream(entries, encode))).toEqual({
      verdict: "unreadable",
    });
  });

  it("refuses to inflate an object stream past 32 Mo: a zip bomb is unreadable", async () => {
    const bomb = pdfOf([
      catalog,
      pages,
      page,
      pdfStream(
        "/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode",
        deflateSync(Buffer.alloc(40 * 1024 * 1024)),
      ),
    ]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await checkPdfContent(bomb)).toEqual({ verdict: "unreadable" });
  });

  it("says when an object stream cannot be read because the file is encrypted", async () => {
    const encrypted = pdfOf(
      [
        catalog,
        pages,
        page,
        pdfStream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", ascii("\x8a\x1f\x07chiffré")),
      ],
      "/Encrypt << /Filter /Standard /V 5 /R 6 >> ",
    );
    expect(await checkPdfContent(encrypted)).toEqual({ verdict: "encrypted" });
  });

  it("reads a stream with /N alone as MuPDF does, and lets an ICC profile be", async () => {
    // Without /First, MuPDF counts the offsets from the start: `5 4` puts object 5 at `<<`.
    const muPdfOnly = pdfOf([
      catalog,
      pages,
      page,
      pdfStream("/N 1 /Filter /FlateDecode", deflateSync(ascii(`5 4 ${script}`))),
    ]);
    expect(await checkPdfContent(muPdfOnly)).toEqual(active);
    const profile = ascii("\x00\x00\x0b\xb8lcms\x02\x10\x00\x00mntrRGB XYZ /JS ");
    const icc = pdfOf([
      quietCatalog,
      pages,
      page,
      pdfStream("/N 3 /Filter /FlateDecode", deflateSync(profile)),
    ]);
    expect(await checkPdfContent(icc)).toEqual({ verdict: "clean" });
    const unknown = pdfOf([
      quietCatalog,
      pages,
      page,
      pdfStream("/N 3 /Filter /LZWDecode", profile),
    ]);
    expect(await checkPdfContent(unknown)).toEqual({ verdict: "clean" });
  });

  it("counts every name of an object stream whose /First it cannot know", async () => {
    const byReference = pdfWithCompressedScript
      .toString("latin1")
      .replace("/First 4", "/First 9 0 R");
    expect(await checkPdfContent(ascii(byReference))).toEqual(active);
  });

  it("finds an object appended after the end of the file", async () => {
    const updated = Buffer.concat([
      pdfOf([quietCatalog, pages, page]),
      ascii(`4 0 obj ${script} endobj\n`),
    ]);
    expect(await checkPdfContent(updated)).toEqual(active);
  });

  it("gives up on a file made to waste time rather than read it for minutes", async () => {
    const waste = ascii(`%PDF-1.4\n${"1 0 obj (".repeat(200_000)}\n%%EOF\n`);
    expect(await checkPdfContent(waste)).toEqual({ verdict: "unreadable" });
  });
});
