/**
 * The FIPEN as an A4 PDF, drawn with the PDF standard Helvetica (nothing embedded, nothing fetched)
 * and tagged, so that a screen reader reads its headings and its rows as a table.
 */
import PDFDocument from "pdfkit";
import { bank } from "../../domain/bank";
import type { FipenRow, FipenSection, FipenSheet } from "../../domain/credit/fipen";

export interface FipenPdfOptions {
  /** The document's creation date: the same sheet and date give the same bytes. */
  createdAt: Date;
}

export const page = { size: "A4", margin: 50, footerBaseline: 36 } as const;
const labelWidth = 170;
const padding = 6;
const paragraphGap = 3;

export const colours = {
  heading: "#0b2545",
  text: "#111827",
  hint: "#4b5563",
  labelFill: "#eef4fb",
  border: "#b3cbe8",
  warningFill: "#fdf1d6",
} as const;

/** Type sizes: the mentions of art. L312-8 (warning, TAEG, instalments, total due) above the rest. */
export const type = {
  title: 16,
  warning: 13,
  prominent: 12,
  section: 11.5,
  body: 9.5,
  hint: 8,
} as const;

/**
 * Characters the standard fonts can draw: Windows-1252 (WinAnsiEncoding), which holds French
 * letters, `€`, `’` and `œ`. French number formatting puts a narrow no-break space between
 * thousands, absent from it: it becomes a no-break space, which keeps a figure on one line.
 */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

export function toWinAnsi(text: string): string {
  const mapped = text.replaceAll("\u202f", "\u00a0");
  for (const char of mapped) {
    const code = char.codePointAt(0) ?? 0;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    if (!latin1 && !winAnsiExtras.has(char)) {
      throw new RangeError(
        `The standard PDF fonts cannot draw U+${code.toString(16)} in "${text}"`,
      );
    }
  }
  return mapped;
}

export type Doc = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;

/** Borders and fills are decoration: marked as artifacts, a screen reader skips them. */
export function artifact(doc: Doc, draw: () => void): void {
  doc.markContent("Artifact");
  draw();
  doc.endMarkedContent();
}

export function paragraph(
  doc: Doc,
  parent: Struct,
  structType: string,
  text: string,
  style: { font: string; size: number; colour: string },
): void {
  const y = doc.y;
  parent.add(
    doc.struct(structType, {}, () => {
      doc.font(style.font).fontSize(style.size).fillColor(style.colour);
      doc.text(toWinAnsi(text), page.margin, y, { width: contentWidth(doc) });
    }),
  );
}

export const contentWidth = (doc: Doc) => doc.page.width - 2 * page.margin;
export const pageBottom = (doc: Doc) => doc.page.height - page.margin;

export function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

interface Block {
  text: string;
  font: string;
  size: number;
  colour: string;
}

function labelBlocks(row: FipenRow): Block[] {
  const label = { text: row.label, font: "Helvetica-Bold", size: type.body, colour: colours.text };
  const hint = row.hint && {
    text: row.hint,
    font: "Helvetica",
    size: type.hint,
    colour: colours.hint,
  };
  return hint ? [label, hint] : [label];
}

function valueBlocks(row: FipenRow): Block[] {
  return row.text.map((text, index) =>
    row.prominent && index === 0
      ? { text, font: "Helvetica-Bold", size: type.prominent, colour: colours.heading }
      : { text, font: "Helvetica", size: type.body, colour: colours.text },
  );
}

function blocksHeight(doc: Doc, blocks: readonly Block[], width: number): number {
  return blocks.reduce((height, block, index) => {
    doc.font(block.font).fontSize(block.size);
    const gap = index === 0 ? 0 : paragraphGap;
    return height + gap + doc.heightOfString(toWinAnsi(block.text), { width });
  }, 0);
}

function drawBlocks(doc: Doc, blocks: readonly Block[], x: number, y: number, width: number) {
  let top = y;
  for (const [index, block] of blocks.entries()) {
    if (index > 0) top += paragraphGap;
    doc.font(block.font).fontSize(block.size).fillColor(block.colour);
    const text = toWinAnsi(block.text);
    doc.text(text, x, top, { width });
    top += doc.heightOfString(text, { width });
  }
}

/**
 * A row's heading cell applies to its row (PDF/UA). @types/pdfkit 0.17 does not know pdfkit 0.20's
 * `scope` option yet; a variable, unlike a literal, may carry it.
 */
export const rowHeader: PDFKit.Mixins.StructureElementOptions & { scope: "Row" } = { scope: "Row" };

const valueWidth = (doc: Doc) => contentWidth(doc) - labelWidth;

function rowHeight(doc: Doc, row: FipenRow): number {
  return (
    2 * padding +
    Math.max(
      blocksHeight(doc, labelBlocks(row), labelWidth - 2 * padding),
      blocksHeight(doc, valueBlocks(row), valueWidth(doc) - 2 * padding),
    )
  );
}

/** One row of a section: the form's heading on the left, what applies to the loan on the right. */
function drawRow(doc: Doc, table: Struct, row: FipenRow): void {
  const left = page.margin;
  const height = rowHeight(doc, row);
  ensureRoom(doc, height);
  const top = doc.y;
  artifact(doc, () => {
    doc.rect(left, top, labelWidth, height).fill(colours.labelFill);
    doc.lineWidth(0.5).strokeColor(colours.border);
    doc.rect(left, top, labelWidth, height).stroke();
    doc.rect(left + labelWidth, top, valueWidth(doc), height).stroke();
  });
  const tr = doc.struct("TR");
  table.add(tr);
  tr.add(
    doc.struct("TH", rowHeader, () =>
      drawBlocks(doc, labelBlocks(row), left + padding, top + padding, labelWidth - 2 * padding),
    ),
  );
  tr.add(
    doc.struct("TD", {}, () =>
      drawBlocks(
        doc,
        valueBlocks(row),
        left + labelWidth + padding,
        top + padding,
        valueWidth(doc) - 2 * padding,
      ),
    ),
  );
  tr.end();
  doc.y = top + height;
}

const groupStyle = { font: "Helvetica-Bold", size: type.body, colour: colours.heading } as const;

function groupHeight(doc: Doc, group: string): number {
  doc.font(groupStyle.font).fontSize(groupStyle.size);
  return doc.heightOfString(toWinAnsi(group)) + 2 * paragraphGap;
}

/** A document's title, the line under it and its summary, as every PDF the bank issues opens. */
export function drawTitle(
  doc: Doc,
  root: Struct,
  { title, subtitle, summary }: { title: string; subtitle: string; summary: string },
): void {
  paragraph(doc, root, "H1", title, {
    font: "Helvetica-Bold",
    size: type.title,
    colour: colours.heading,
  });
  doc.moveDown(0.2);
  paragraph(doc, root, "P", subtitle, { font: "Helvetica", size: type.body, colour: colours.text });
  paragraph(doc, root, "P", summary, { font: "Helvetica", size: type.body, colour: colours.hint });
}

/**
 * A titled table of rows, each sub-heading of the form above the rows it opens; neither the title
 * nor a sub-heading ever ends a page: each moves with the row that follows it.
 */
export function drawSection(doc: Doc, root: Struct, section: FipenSection): void {
  doc.moveDown(1);
  const [first] = section.rows;
  doc.font("Helvetica-Bold").fontSize(type.section);
  const headingHeight = doc.heightOfString(toWinAnsi(section.title)) + doc.currentLineHeight(true);
  const firstHeight = first
    ? rowHeight(doc, first) + (first.group ? groupHeight(doc, first.group) : 0)
    : 0;
  ensureRoom(doc, headingHeight + firstHeight);
  paragraph(doc, root, "H2", section.title, {
    font: "Helvetica-Bold",
    colour: colours.heading,
    size: type.section,
  });
  doc.moveDown(0.3);
  let table: Struct | undefined;
  for (const row of section.rows) {
    if (row.group || !table) {
      table?.end();
      if (row.group) {
        ensureRoom(doc, groupHeight(doc, row.group) + rowHeight(doc, row));
        doc.y += paragraphGap;
        paragraph(doc, root, "H3", row.group, groupStyle);
        doc.y += paragraphGap;
      }
      table = doc.struct("Table");
      root.add(table);
    }
    drawRow(doc, table, row);
  }
  table?.end();
}

export function drawWarning(doc: Doc, parent: Struct, warning: string): void {
  const width = contentWidth(doc) - 2 * padding;
  doc.font("Helvetica-Bold").fontSize(type.warning);
  const height = doc.heightOfString(toWinAnsi(warning), { width }) + 2 * padding;
  const top = doc.y;
  artifact(doc, () =>
    doc.rect(page.margin, top, contentWidth(doc), height).fill(colours.warningFill),
  );
  parent.add(
    doc.struct("P", {}, () => {
      doc.font("Helvetica-Bold").fontSize(type.warning).fillColor(colours.heading);
      doc.text(toWinAnsi(warning), page.margin + padding, top + padding, { width });
    }),
  );
  doc.y = top + height;
}

/** Each page's footer: the bank, what the document is, and the page among all. */
export function drawFooters(doc: Doc, documentName: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Below the bottom margin: without this pdfkit would open a page for the footer.
    doc.page.margins.bottom = 0;
    artifact(doc, () => {
      doc.font("Helvetica").fontSize(type.hint).fillColor(colours.hint);
      doc.text(
        toWinAnsi(`${bank.name} · ${documentName} · Page ${index - start + 1} sur ${count}`),
        page.margin,
        doc.page.height - page.footerBaseline,
        { width: contentWidth(doc), align: "center", lineBreak: false },
      );
    });
  }
}

/**
 * A tagged French A4 document and the promise of its bytes once ended. The creation date is given,
 * never read from the clock: the same content and date give the same bytes, hence the same digest.
 */
export function openDocument({
  title,
  subject,
  createdAt,
}: {
  title: string;
  subject: string;
  createdAt: Date;
}): { doc: Doc; finished: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: page.size,
    margin: page.margin,
    bufferPages: true,
    pdfVersion: "1.7",
    tagged: true,
    lang: "fr-FR",
    displayTitle: true,
    info: {
      Title: title,
      Author: bank.name,
      Subject: subject,
      Creator: bank.name,
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, finished };
}

export function renderFipenPdf(sheet: FipenSheet, { createdAt }: FipenPdfOptions): Promise<Buffer> {
  const { doc, finished } = openDocument({
    title: `${sheet.title} : ${sheet.summary}`,
    subject: sheet.subtitle,
    createdAt,
  });

  const root = doc.struct("Document");
  doc.addStructure(root);
  drawTitle(doc, root, sheet);
  doc.moveDown(0.8);
  drawWarning(doc, root, sheet.warning);

  drawSection(doc, root, sheet.keyInformation);
  for (const section of sheet.sections) drawSection(doc, root, section);
  // What the form does not hold is given apart from it (art. L312-13): on a page of its own.
  doc.addPage();
  drawSection(doc, root, sheet.annex);
  root.end();

  drawFooters(doc, "Fiche d'information précontractuelle");
  doc.end();
  return finished;
}
