/**
 * The three documents of a current account's opening as A4 PDFs, drawn as every document the bank
 * issues is (fipen-pdf.ts: the standard Helvetica, nothing embedded, tagged for screen readers):
 * the fee information document of the offer in the template of Regulation (EU) 2018/34, the account
 * agreement, and the RIB. Their words are the domain's (domain/currentAccount/fees.ts,
 * agreement.ts, iban.ts); the bytes depend only on the inputs and the moment of issue, so that the
 * digest kept at signature can be recomputed.
 */
import type { AccountOfferId } from "../../domain/accounts";
import { bank } from "../../domain/bank";
import { parisDay } from "../../domain/calendar/parisDay";
import { formatLongDate } from "../../domain/dates";
import {
  buildAccountAgreement,
  holderName,
  type AgreementHolder,
} from "../../domain/currentAccount/agreement";
import {
  accountOfferNames,
  feeInformationDocument,
  type FeeHeading,
  type FeeLine,
  type FeeService,
} from "../../domain/currentAccount/fees";
import { bankIdentifiers, printedIban, ribOfIban } from "../../domain/currentAccount/iban";
import { onFirstUse } from "../../domain/onFirstUse";
import {
  artifact,
  colours,
  contentWidth,
  drawFooters,
  drawTitle,
  ensureRoom,
  openDocument,
  page,
  paragraph,
  rowHeader,
  toWinAnsi,
  type,
  type Doc,
  type Struct,
} from "./fipen-pdf";

export type { AgreementHolder };

export interface AccountDocumentOptions {
  /** The moment the document is issued: its date, and the PDF's creation date. */
  issuedAt: Date;
}

const regionNames = onFirstUse(() => new Intl.DisplayNames("fr", { type: "region" }));

/** A country's French name from its ISO 3166-1 alpha-2 code; anything else is written as given. */
export function countryName(code: string): string {
  const upper = code.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) ? (regionNames().of(upper) ?? code) : code;
}

/**
 * A name or an address as the standard fonts can draw it: a letter outside Windows-1252 loses its
 * accent (`Dvořák` keeps `ř` as `r`); a few letters that do not decompose are written as their
 * base letter. Embedding a font that draws every script would keep them (see the report of issue 34).
 */
const undecomposed: Readonly<Record<string, string>> = { Ł: "L", ł: "l", Đ: "D", đ: "d", ı: "i" };
export function drawable(text: string): string {
  return [...text.normalize("NFC")]
    .map((char) => {
      try {
        return toWinAnsi(char);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        // Not drawable: its base letter, without the combining marks NFD splits off.
        return undecomposed[char] ?? char.normalize("NFD").replace(/\p{M}/gu, "");
      }
    })
    .join("");
}

/** The holder's identity as the standard fonts can draw it. */
function drawableHolder<T extends Partial<AgreementHolder>>(holder: T): T {
  return Object.fromEntries(
    Object.entries(holder).map(([key, value]) => [
      key,
      typeof value === "string" ? drawable(value) : value,
    ]),
  ) as T;
}

// ---------------------------------------------------------------------------------------------
// The fee information document: Regulation (EU) 2018/34, art. 1: A4 portrait, a font like Arial at
// 11 points, the title at 16 in bold, the headings at 14 and the sub-headings at 12 in bold, in
// black and white, the headings on a grey ground.

const dit = { title: 16, heading: 14, subheading: 12, body: 11, note: 9.5 } as const;
const ink = "#000000";
const greys = { heading: "#bfbfbf", subheading: "#e6e6e6", border: "#7f7f7f", note: "#333333" };
const cellPadding = 5;
const serviceWidth = 255;
const lineGap = 2;

const feeWidth = (doc: Doc) => contentWidth(doc) - serviceWidth;
const basisShare = 0.55;

function textHeight(doc: Doc, text: string, font: string, size: number, width: number): number {
  doc.font(font).fontSize(size);
  return doc.heightOfString(toWinAnsi(text), { width });
}

function serviceHeight(doc: Doc, service: FeeService): number {
  const width = serviceWidth - 2 * cellPadding;
  return [service.service, ...(service.notes ?? [])].reduce(
    (height, text, index) =>
      height +
      (index === 0 ? 0 : lineGap) +
      textHeight(
        doc,
        text,
        index === 0 ? "Helvetica-Bold" : "Helvetica",
        index === 0 ? dit.body : dit.note,
        width,
      ),
    0,
  );
}

function feeLineHeight(doc: Doc, line: FeeLine): number {
  const inner = feeWidth(doc) - 2 * cellPadding;
  const font = line.total ? "Helvetica-Bold" : "Helvetica";
  if (!line.basis) return textHeight(doc, line.fee, font, dit.body, inner);
  return Math.max(
    textHeight(doc, line.basis, font, dit.body, inner * basisShare),
    textHeight(doc, line.fee, font, dit.body, inner * (1 - basisShare)),
  );
}

function feeRowHeight(doc: Doc, service: FeeService): number {
  const fees = service.fees.reduce(
    (height, line, index) => height + (index === 0 ? 0 : lineGap) + feeLineHeight(doc, line),
    0,
  );
  return 2 * cellPadding + Math.max(serviceHeight(doc, service), fees);
}

/** The service on the left, in bold, its notes under it; the fees on the right, right aligned. */
function drawFeeRow(doc: Doc, table: Struct, service: FeeService): void {
  const height = feeRowHeight(doc, service);
  ensureRoom(doc, height);
  const top = doc.y;
  const left = page.margin;
  artifact(doc, () => {
    doc.lineWidth(0.5).strokeColor(greys.border);
    doc.rect(left, top, serviceWidth, height).stroke();
    doc.rect(left + serviceWidth, top, feeWidth(doc), height).stroke();
  });
  const tr = doc.struct("TR");
  table.add(tr);
  tr.add(
    doc.struct("TH", rowHeader, () => {
      const width = serviceWidth - 2 * cellPadding;
      let y = top + cellPadding;
      doc.font("Helvetica-Bold").fontSize(dit.body).fillColor(ink);
      doc.text(toWinAnsi(service.service), left + cellPadding, y, { width });
      y += textHeight(doc, service.service, "Helvetica-Bold", dit.body, width);
      for (const note of service.notes ?? []) {
        y += lineGap;
        doc.font("Helvetica").fontSize(dit.note).fillColor(greys.note);
        doc.text(toWinAnsi(note), left + cellPadding, y, { width });
        y += textHeight(doc, note, "Helvetica", dit.note, width);
      }
    }),
  );
  tr.add(
    doc.struct("TD", {}, () => {
      const x = left + serviceWidth + cellPadding;
      const inner = feeWidth(doc) - 2 * cellPadding;
      let y = top + cellPadding;
      for (const [index, line] of service.fees.entries()) {
        if (index > 0) y += lineGap;
        doc
          .font(line.total ? "Helvetica-Bold" : "Helvetica")
          .fontSize(dit.body)
          .fillColor(ink);
        if (line.basis) {
          doc.text(toWinAnsi(line.basis), x, y, { width: inner * basisShare });
          doc.text(toWinAnsi(line.fee), x + inner * basisShare, y, {
            width: inner * (1 - basisShare),
            align: "right",
          });
        } else {
          doc.text(toWinAnsi(line.fee), x, y, { width: inner, align: "right" });
        }
        y += feeLineHeight(doc, line);
      }
    }),
  );
  tr.end();
  doc.y = top + height;
}

/** A band of grey across the table, its text a heading of the document. */
function drawBand(
  doc: Doc,
  parent: Struct,
  structType: string,
  text: string,
  { size, fill }: { size: number; fill: string },
): void {
  const height = textHeight(doc, text, "Helvetica-Bold", size, contentWidth(doc)) + 2 * cellPadding;
  const top = doc.y;
  artifact(doc, () => doc.rect(page.margin, top, contentWidth(doc), height).fill(fill));
  parent.add(
    doc.struct(structType, {}, () => {
      doc.font("Helvetica-Bold").fontSize(size).fillColor(ink);
      doc.text(toWinAnsi(text), page.margin + cellPadding, top + cellPadding, {
        width: contentWidth(doc) - 2 * cellPadding,
      });
    }),
  );
  doc.y = top + height;
}

function drawFeeHeading(doc: Doc, root: Struct, heading: FeeHeading): void {
  const [first] = heading.services;
  const band = textHeight(doc, heading.title, "Helvetica-Bold", dit.subheading, contentWidth(doc));
  ensureRoom(doc, band + 2 * cellPadding + (first ? feeRowHeight(doc, first) : 0));
  drawBand(doc, root, "H3", heading.title, { size: dit.subheading, fill: greys.subheading });
  const table = doc.struct("Table");
  root.add(table);
  for (const service of heading.services) drawFeeRow(doc, table, service);
  table.end();
}

/** The fee information document of `offer`, dated the day of `issuedAt` in Paris. */
export function renderFeeInformationPdf(
  offer: AccountOfferId,
  { issuedAt }: AccountDocumentOptions,
): Promise<Buffer> {
  const document = feeInformationDocument(offer, { issuedOn: parisDay(issuedAt) });
  const name = accountOfferNames[offer];
  const { doc, finished } = openDocument({
    title: `${document.title} : compte de dépôt, offre ${name}`,
    subject: `Les frais des principaux services du compte de dépôt ${bank.name}, offre ${name}`,
    createdAt: issuedAt,
  });
  const root = doc.struct("Document");
  doc.addStructure(root);
  const titleTop = doc.y;
  root.add(
    doc.struct("H1", {}, () => {
      doc.font("Helvetica-Bold").fontSize(dit.title).fillColor(ink);
      doc.text(toWinAnsi(document.title), page.margin, titleTop, {
        width: contentWidth(doc),
        align: "center",
      });
    }),
  );
  doc.moveDown(1);
  const body = { font: "Helvetica", size: dit.body, colour: ink };
  for (const { label, value } of document.header) {
    paragraph(doc, root, "P", `${label} : ${value}`, body);
  }
  doc.moveDown(0.8);
  for (const sentence of document.intro) {
    paragraph(doc, root, "P", `• ${sentence}`, body);
    doc.moveDown(0.4);
  }
  doc.moveDown(0.6);
  // The table's column captions: each row's service heads its fees, which a reader hears together.
  const captionTop = doc.y;
  const captionHeight =
    textHeight(doc, "Frais", "Helvetica-Bold", dit.heading, 200) + 2 * cellPadding;
  artifact(doc, () => {
    doc.rect(page.margin, captionTop, contentWidth(doc), captionHeight).fill(greys.heading);
    doc.font("Helvetica-Bold").fontSize(dit.heading).fillColor(ink);
    doc.text(
      toWinAnsi(document.columns.service),
      page.margin + cellPadding,
      captionTop + cellPadding,
      {
        width: serviceWidth - 2 * cellPadding,
        lineBreak: false,
      },
    );
    doc.text(
      toWinAnsi(document.columns.fee),
      page.margin + serviceWidth + cellPadding,
      captionTop + cellPadding,
      {
        width: feeWidth(doc) - 2 * cellPadding,
        align: "right",
        lineBreak: false,
      },
    );
  });
  doc.y = captionTop + captionHeight;
  for (const heading of document.headings) drawFeeHeading(doc, root, heading);
  root.end();
  drawFooters(doc, `Document d'information tarifaire, offre ${name}`);
  doc.end();
  return finished;
}

// ---------------------------------------------------------------------------------------------
// The account agreement: its articles, each a heading and its paragraphs.

const agreementBody = { font: "Helvetica", size: 10, colour: colours.text } as const;
const agreementHeading = { font: "Helvetica-Bold", size: type.section, colour: colours.heading };

/** The account agreement of an opening, issued on the day of `issuedAt` in Paris. */
export function renderAccountAgreementPdf(
  input: { offer: AccountOfferId; holder: AgreementHolder; openingId: string },
  { issuedAt }: AccountDocumentOptions,
): Promise<Buffer> {
  const agreement = buildAccountAgreement(
    { ...input, holder: drawableHolder(input.holder) },
    { issuedOn: parisDay(issuedAt), countryName: (code) => drawable(countryName(code)) },
  );
  const { doc, finished } = openDocument({
    title: `${agreement.title} : ${agreement.subtitle}`,
    subject: agreement.summary,
    createdAt: issuedAt,
  });
  const root = doc.struct("Document");
  doc.addStructure(root);
  drawTitle(doc, root, agreement);
  for (const article of agreement.articles) {
    doc.moveDown(0.9);
    // A heading never ends a page: it moves with the first lines of its article.
    const [first = ""] = article.paragraphs;
    const firstLines = Math.min(
      textHeight(doc, first, agreementBody.font, agreementBody.size, contentWidth(doc)),
      3 * doc.currentLineHeight(true),
    );
    ensureRoom(
      doc,
      2 * textHeight(doc, article.title, "Helvetica-Bold", type.section, contentWidth(doc)) +
        firstLines,
    );
    const section = doc.struct("Sect");
    root.add(section);
    paragraph(doc, section, "H2", article.title, agreementHeading);
    for (const text of article.paragraphs) {
      doc.moveDown(0.35);
      paragraph(doc, section, "P", text, agreementBody);
    }
    section.end();
  }
  root.end();
  drawFooters(doc, `Convention de compte de dépôt ${input.openingId}`);
  doc.end();
  return finished;
}

// ---------------------------------------------------------------------------------------------
// The RIB: who holds the account, its identifiers, and the bank that keeps it.

/** As `rowHeader`, for the cells that head a column. */
const columnHeader: PDFKit.Mixins.StructureElementOptions & { scope: "Column" } = {
  scope: "Column",
};

/** The four parts of the French RIB, headers over values, as a table of one row. */
function drawRibTable(doc: Doc, root: Struct, cells: readonly [string, string][]): void {
  const width = contentWidth(doc) / cells.length;
  const rowHeight = 22;
  const top = doc.y;
  artifact(doc, () => {
    doc.rect(page.margin, top, contentWidth(doc), rowHeight).fill(colours.labelFill);
    doc.lineWidth(0.5).strokeColor(colours.border);
    doc.rect(page.margin, top, contentWidth(doc), 2 * rowHeight).stroke();
  });
  const table = doc.struct("Table");
  root.add(table);
  for (const [row, font, size] of [
    [0, "Helvetica-Bold", type.body],
    [1, "Courier-Bold", 12],
  ] as const) {
    const tr = doc.struct("TR");
    table.add(tr);
    for (const [index, cell] of cells.entries()) {
      const draw = () => {
        doc.font(font).fontSize(size).fillColor(colours.text);
        doc.text(toWinAnsi(cell[row]), page.margin + index * width, top + row * rowHeight + 6, {
          width,
          align: "center",
          lineBreak: false,
        });
      };
      tr.add(row === 0 ? doc.struct("TH", columnHeader, draw) : doc.struct("TD", {}, draw));
    }
    tr.end();
  }
  table.end();
  doc.y = top + 2 * rowHeight;
}

/** A label and its value, the value larger and in a fixed-width face when it is an identifier. */
function drawIdentifier(doc: Doc, root: Struct, label: string, value: string): void {
  doc.moveDown(0.9);
  paragraph(doc, root, "P", label, {
    font: "Helvetica",
    size: type.hint + 1,
    colour: colours.hint,
  });
  doc.moveDown(0.15);
  paragraph(doc, root, "P", value, { font: "Courier-Bold", size: 13, colour: colours.heading });
}

/** The RIB of the account `iban` for its holder, issued on the day of `issuedAt` in Paris. */
export function renderRibPdf(
  input: {
    holder: Pick<
      AgreementHolder,
      | "firstName"
      | "lastName"
      | "addressLine"
      | "addressComplement"
      | "postalCode"
      | "city"
      | "country"
    >;
    iban: string;
  },
  { issuedAt }: AccountDocumentOptions,
): Promise<Buffer> {
  const rib = ribOfIban(input.iban);
  if (!rib || rib.bankCode !== bankIdentifiers.bankCode) {
    return Promise.reject(new RangeError(`Not an IBAN of ${bank.name}: ${input.iban}`));
  }
  const holder = drawableHolder(input.holder);
  const complement = holder.addressComplement?.trim();
  const { doc, finished } = openDocument({
    title: `Relevé d'identité bancaire : ${holderName(holder)}`,
    subject: `Les coordonnées du compte de dépôt ${printedIban(input.iban)} chez ${bank.name}`,
    createdAt: issuedAt,
  });
  const root = doc.struct("Document");
  doc.addStructure(root);
  drawTitle(doc, root, {
    title: "Relevé d'identité bancaire",
    subtitle: `Compte de dépôt chez ${bank.name}`,
    summary: `Édité le ${formatLongDate(parisDay(issuedAt))}. Remettez-le à qui doit vous verser de l'argent ou prélever votre compte.`,
  });
  doc.moveDown(1);
  paragraph(doc, root, "H2", "Titulaire du compte", { ...agreementHeading });
  doc.moveDown(0.3);
  const lines = [
    holderName(holder),
    holder.addressLine,
    ...(complement ? [complement] : []),
    `${holder.postalCode} ${holder.city}`,
    drawable(countryName(holder.country)),
  ];
  for (const [index, line] of lines.entries()) {
    paragraph(
      doc,
      root,
      "P",
      line,
      index === 0 ? { ...agreementBody, font: "Helvetica-Bold" } : agreementBody,
    );
  }
  doc.moveDown(1);
  paragraph(doc, root, "H2", "Identifiants du compte", { ...agreementHeading });
  doc.moveDown(0.4);
  drawRibTable(doc, root, [
    ["Code banque", rib.bankCode],
    ["Code guichet", rib.branchCode],
    ["Numéro de compte", rib.accountNumber],
    ["Clé RIB", rib.key],
  ]);
  drawIdentifier(doc, root, "IBAN (identifiant international du compte)", printedIban(input.iban));
  drawIdentifier(doc, root, "BIC (identifiant international de la banque)", bankIdentifiers.bic);
  doc.moveDown(1.2);
  paragraph(doc, root, "H2", "Domiciliation", { ...agreementHeading });
  doc.moveDown(0.3);
  paragraph(doc, root, "P", bank.legalName, { ...agreementBody, font: "Helvetica-Bold" });
  paragraph(doc, root, "P", bank.address, agreementBody);
  root.end();
  drawFooters(doc, "Relevé d'identité bancaire");
  doc.end();
  return finished;
}
