import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import type { DocumentRefusal } from "../../domain/documentFiles";
import type { MessageRef } from "../../domain/i18n/message";
import { written } from "../../tests/support/messages";
import {
  documentRefusalDetails,
  documentRefusalMessages,
} from "../../domain/credit/documentRefusals";
import {
  pdfMentioningJavaScript,
  pdfOf,
  pdfWithCompressedScript,
  pdfWithEmbeddedFile,
  pdfWithEscapedScript,
  pdfWithLaunch,
  pdfWithOpenActionScript,
  sampleExe as windowsProgram,
  sampleJpeg as jpeg,
  samplePdf as pdf,
  samplePng as png,
  sampleZip as zip,
} from "../../tests/support/documents";
import { checkDocument, contentDisposition } from "./document-check";

const ascii = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  parts.reduce((offset, part) => (bytes.set(part, offset), offset + part.length), 0);
  return bytes;
};
const uint32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};

/** A PDF whose comment line fills it to the limit, 10 Mo exactly. */
const tenMegabytePdf = concat(
  ascii("%PDF-1.4\n%"),
  new Uint8Array(10 * 1024 * 1024 - 18).fill(0x61),
  ascii("\n%%EOF\n"),
);

const elf = concat(ascii("\x7fELF"), new Uint8Array([2, 1, 1, 0]), new Uint8Array(56));
const heic = concat(uint32(24), ascii("ftypheic"), uint32(0), ascii("mif1heic"));
const text = ascii("Mes bulletins de salaire sont en pièce jointe du courriel.\n");

describe("checkDocument", () => {
  it.each([
    ["a PDF", pdf, "bulletin.pdf", "pdf", "application/pdf"],
    ["a JPEG", jpeg, "carte identité.jpeg", "jpg", "image/jpeg"],
    ["a PNG", png, "justificatif.png", "png", "image/png"],
    ["a PNG named .pdf", png, "avis.pdf", "png", "image/png"],
    ["a PDF without extension", pdf, "facture", "pdf", "application/pdf"],
    ["10 Mo exactly", tenMegabytePdf, "scan.pdf", "pdf", "application/pdf"],
  ])("accepts %s by its content", async (_case, bytes, fileName, ext, mime) => {
    const check = await checkDocument(bytes, fileName);
    expect(check).toMatchObject({ ok: true, type: { ext, mime } });
  });

  // The expected message: its French words, or the refusal's own message.
  it.each<[string, Uint8Array, string, DocumentRefusal, string | MessageRef]>([
    ["an empty file", new Uint8Array(), "bulletin.pdf", "empty", documentRefusalMessages.empty],
    [
      "11 Mo",
      concat(pdf, new Uint8Array(11 * 1024 * 1024)),
      "scan.pdf",
      "tooLarge",
      documentRefusalMessages.tooLarge,
    ],
    [
      "a ZIP renamed .pdf",
      zip,
      "bulletin.pdf",
      "wrongType",
      "Ce fichier est une archive ZIP, pas un document : envoyez chaque document séparément, en PDF, JPEG ou PNG.",
    ],
    [
      "a Linux program renamed .pdf",
      elf,
      "facture.pdf",
      "wrongType",
      "Ce fichier est un programme, pas un document : il est refusé pour votre sécurité. Envoyez un PDF, une image JPEG ou une image PNG.",
    ],
    [
      "a Windows program renamed .pdf",
      windowsProgram,
      "facture.pdf",
      "wrongType",
      "Ce fichier est un programme, pas un document : il est refusé pour votre sécurité. Envoyez un PDF, une image JPEG ou une image PNG.",
    ],
    [
      "text renamed .png",
      text,
      "bulletin.png",
      "wrongType",
      "Ce fichier porte l'extension .png mais n'est pas une image PNG : envoyez le document d'origine, en PDF, JPEG ou PNG.",
    ],
    [
      "text renamed .JPEG",
      text,
      "photo.JPEG",
      "wrongType",
      "Ce fichier porte l'extension .jpeg mais n'est pas une image JPEG : envoyez le document d'origine, en PDF, JPEG ou PNG.",
    ],
    ["text", text, "notes.txt", "wrongType", documentRefusalMessages.wrongType],
    [
      "a phone photo in HEIC",
      heic,
      "IMG_0042.heic",
      "wrongType",
      "Le format HEIC n'est pas accepté : envoyez un PDF, une image JPEG ou une image PNG.",
    ],
    [
      "a truncated PDF header",
      ascii("%PDF-1"),
      "avis.pdf",
      "unreadable",
      documentRefusalMessages.unreadable,
    ],
    [
      "a PDF cut short",
      pdf.subarray(0, 120),
      "avis.pdf",
      "unreadable",
      documentRefusalMessages.unreadable,
    ],
    [
      "a PNG cut short",
      png.subarray(0, png.length - 12),
      "photo.png",
      "unreadable",
      documentRefusalMessages.unreadable,
    ],
  ])("refuses %s with its own message", async (_case, bytes, fileName, refusal, message) => {
    const check = await checkDocument(bytes, fileName);
    expect(check).toMatchObject({ ok: false, refusal });
    expect(written(check.ok ? undefined : check.message)).toBe(
      typeof message === "string" ? message : written(message),
    );
  });

  it.each([
    ["C:\\Users\\Léa\\Documents\\avis d'imposition 2026.pdf", "avis d’imposition 2026.pdf"],
    ["../../etc/passwd.pdf", "passwd.pdf"],
    ['bulletin "mars".PDF', "bulletin mars.pdf"],
    ["relevé de « compte ».pdf", "relevé de compte.pdf"],
    ["releve\u0301.pdf", "relevé.pdf"],
    ["facture\u202efdp.exe", "facturefdp.pdf"],
    ["relevé\r\nSet-Cookie: session=1.pdf", "relevé Set-Cookie session=1.pdf"],
    ["Bulletin janv. 2026", "Bulletin janv. 2026.pdf"],
    ["devis<1>|2?*.pdf", "devis 1 2.pdf"],
    ["  .. devis ..  .pdf", "devis.pdf"],
    [".pdf", "document.pdf"],
    ["CON.pdf", "document.pdf"],
    ["\u0000\u0007.pdf", "document.pdf"],
    [`${"é".repeat(100)}.pdf`, `${"é".repeat(80)}.pdf`],
  ])("keeps %j as %j", async (fileName, storedName) => {
    expect(await checkDocument(pdf, fileName)).toMatchObject({ ok: true, storedName });
  });

  it("names the stored file after its content", async () => {
    expect(await checkDocument(png, "photo.jpeg")).toMatchObject({ storedName: "photo.png" });
    expect(await checkDocument(jpeg, "scan.pdf")).toMatchObject({ storedName: "scan.jpg" });
  });
});

/** A letter as pdfkit writes it: a compressed page, a font, an image; `attach` attached. */
function pdfkitLetter(attach?: Buffer): Promise<Buffer> {
  const document = new PDFDocument({ compress: true, info: { Title: "Activer /JavaScript" } });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const written = new Promise<Buffer>((resolve) => {
    document.on("end", () => resolve(Buffer.concat(chunks)));
  });
  document.text("Votre espace client demande JavaScript (/JavaScript, /JS) : rien à faire ici.");
  document.image(png, { width: 40 });
  if (attach) document.file(attach, { name: "facture.exe" });
  document.end();
  return written;
}

describe("checkDocument on a PDF that would run or open something", () => {
  it.each([
    ["a script run at opening", pdfWithOpenActionScript, "du JavaScript"],
    [
      "a script whose names are hex-escaped and split by comments",
      pdfWithEscapedScript,
      "du JavaScript",
    ],
    ["a script only in a compressed object stream", pdfWithCompressedScript, "du JavaScript"],
    ["a page that launches a program", pdfWithLaunch, "une commande qui lance un programme"],
    ["an attached program", pdfWithEmbeddedFile, "un fichier joint"],
  ])("refuses %s, naming it", async (_case, bytes, content) => {
    const check = await checkDocument(bytes, "bulletin.pdf");
    expect(check).toMatchObject({ ok: false, refusal: "activeContent" });
    expect(written(check.ok ? undefined : check.message)).toBe(
      `Ce fichier PDF contient ${content} : il est refusé pour votre sécurité. Enregistrez-le à nouveau au format PDF (Imprimer > Enregistrer au format PDF) pour n'en garder que les pages, puis renvoyez-le.`,
    );
  });

  it("names every kind it found, in each language", async () => {
    const everything = pdfOf([
      "<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (1) >> /AcroForm << /XFA 4 0 R >> >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /Annots [<< /Subtype /FileAttachment >> << /Subtype /RichMedia >>] /AA << /O << /S /Launch >> >> >>",
      "(<xdp:xdp/>)",
    ]);
    const check = await checkDocument(everything, "devis.pdf");
    expect(check).toMatchObject({ ok: false, refusal: "activeContent" });
    const message = check.ok ? "" : written(check.message);
    expect(message).toBe(
      "Ce fichier PDF contient du JavaScript, une commande qui lance un programme, un fichier joint, un contenu multimédia interactif et un formulaire dynamique (XFA) : il est refusé pour votre sécurité. Enregistrez-le à nouveau au format PDF (Imprimer > Enregistrer au format PDF) pour n'en garder que les pages, puis renvoyez-le.",
    );
    const two = documentRefusalDetails.activeContent(["javaScript", "embeddedFile"]);
    expect(written(two, "en")).toBe(
      "This PDF file contains JavaScript and an attached file: it has been refused for your security. Please save it again as a PDF (Print > Save as PDF) to keep only its pages, then send it again.",
    );
    expect(written(two, "es")).toBe(
      "Este archivo PDF contiene JavaScript y un archivo adjunto: se rechaza por su seguridad. Guárdelo de nuevo en formato PDF (Imprimir > Guardar como PDF) para conservar solo sus páginas y vuelva a enviarlo.",
    );
    expect(written(check.ok ? undefined : check.message, "de")).toBe(
      "Diese PDF-Datei enthält JavaScript, einen Befehl zum Starten eines Programms, eine angehängte Datei, interaktive Multimedia-Inhalte und ein dynamisches Formular (XFA): Sie wird zu Ihrer Sicherheit abgelehnt. Bitte speichern Sie sie erneut als PDF (Drucken > Als PDF speichern), damit nur ihre Seiten erhalten bleiben, und senden Sie sie dann erneut.",
    );
    expect(written(documentRefusalMessages.activeContent, "en")).toBe(
      "This PDF file contains active content: it has been refused for your security. Please save it again as a PDF (Print > Save as PDF) to keep only its pages, then send it again.",
    );
  });

  it("accepts a PDF whose text, title and image bytes only mention JavaScript", async () => {
    expect(await checkDocument(pdfMentioningJavaScript, "courrier.pdf")).toMatchObject({
      ok: true,
      type: { ext: "pdf" },
    });
    expect(await checkDocument(await pdfkitLetter(), "courrier.pdf")).toMatchObject({ ok: true });
  });

  it("refuses the same letter with a program attached, as pdfkit attaches it", async () => {
    expect(await checkDocument(await pdfkitLetter(windowsProgram), "courrier.pdf")).toMatchObject({
      ok: false,
      refusal: "activeContent",
      message: documentRefusalDetails.activeContent(["embeddedFile"]),
    });
  });
});

/** What a header value may hold: printable ASCII, no way to end the line or the quoted name. */
const safeHeader =
  /^attachment; filename="[\x20\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/;

describe("contentDisposition", () => {
  it.each([
    [
      "avis d’imposition 2026.pdf",
      `attachment; filename="avis d'imposition 2026.pdf"; filename*=UTF-8''avis%20d%E2%80%99imposition%202026.pdf`,
    ],
    [
      "relevé de compte.png",
      `attachment; filename="releve de compte.png"; filename*=UTF-8''relev%C3%A9%20de%20compte.png`,
    ],
    [
      "100% remboursé (devis).pdf",
      `attachment; filename="100_ rembourse (devis).pdf"; filename*=UTF-8''100%25%20rembours%C3%A9%20%28devis%29.pdf`,
    ],
    ["日本.jpg", `attachment; filename="__.jpg"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.jpg`],
    ["scan", `attachment; filename="scan"; filename*=UTF-8''scan`],
  ])("lets %j keep its accents", (fileName, header) => {
    expect(contentDisposition(fileName)).toBe(header);
  });

  it.each([
    'a"; filename="evil.html',
    "a.pdf\r\nSet-Cookie: session=volé",
    "a\\b.pdf\u0000",
    "..\\..\\secret.pdf",
    "facture\u202efdp.exe",
    "'; filename*=UTF-8''evil.html",
  ])("cannot be made to end or add a header: %j", (fileName) => {
    const header = contentDisposition(fileName);
    expect(header).toMatch(safeHeader);
  });
});
