/**
 * The offer of credit contract as an A4 PDF, laid out as the FIPEN is (fipen-pdf.ts: standard
 * Helvetica, tagged, the same rows), with the amortisation schedule as a table and the detachable
 * withdrawal slip on a page of its own. The bytes depend only on the application, its price and
 * the moment of issue: the digest kept at issue can be recomputed.
 */
import { parisDay } from "../../domain/calendar/parisDay";
import {
  buildContract,
  type ContractApplication,
  type WithdrawalSlip,
} from "../../domain/credit/contract";
import type { ContractSchedule, ContractScheduleLine } from "../../domain/credit/schedule";
import type { LoanPrice } from "../../domain/credit/pricing";
import {
  artifact,
  colours,
  contentWidth,
  drawFooters,
  drawSection,
  drawTitle,
  drawWarning,
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

export interface ContractPdfOptions {
  /** When staff accepted the application: the offer's day of issue and the PDF's creation date. */
  issuedAt: Date;
}

const heading = { font: "Helvetica-Bold", colour: colours.heading };
const body = { font: "Helvetica", size: type.body, colour: colours.text };
/**
 * Art. R312-10: the contract is printed no smaller than « corps huit »; nothing of it is drawn
 * below 9 points (the page footer is a page number, not the contract's).
 */
const smallest = 9;
const hint = { font: "Helvetica", size: smallest, colour: colours.hint };

/** As `rowHeader`, for the cells that head a column. */
const columnHeader: PDFKit.Mixins.StructureElementOptions & { scope: "Column" } = {
  scope: "Column",
};

const scheduleType = { size: smallest, rowHeight: 14, padding: 4 } as const;

type Column = keyof ContractScheduleLine;

function scheduleColumns(schedule: ContractSchedule): Column[] {
  const all: Column[] = [
    "month",
    "payment",
    "interest",
    "principal",
    "premium",
    "total",
    "remaining",
  ];
  return all.filter((column) => schedule.headers[column] !== undefined);
}

/**
 * One line of the schedule, each cell one line of text, figures aligned right. The header is a row
 * of the table once; repeated at the top of later pages it is decoration, skipped when read aloud.
 */
function drawScheduleLine(
  doc: Doc,
  table: Struct | undefined,
  columns: readonly Column[],
  line: ContractScheduleLine,
  header: boolean,
): void {
  const width = contentWidth(doc) / columns.length;
  const top = doc.y;
  const { padding, rowHeight: height } = scheduleType;
  artifact(doc, () => {
    if (header) doc.rect(page.margin, top, contentWidth(doc), height).fill(colours.labelFill);
    doc.lineWidth(0.5).strokeColor(colours.border);
    doc
      .moveTo(page.margin, top + height)
      .lineTo(page.margin + contentWidth(doc), top + height)
      .stroke();
  });
  const cell = (column: Column, index: number) => () => {
    doc
      .font(header ? "Helvetica-Bold" : "Helvetica")
      .fontSize(scheduleType.size)
      .fillColor(colours.text);
    doc.text(toWinAnsi(line[column] ?? ""), page.margin + index * width + padding, top + 3, {
      width: width - 2 * padding,
      align: "right",
      lineBreak: false,
    });
  };
  if (table) {
    const tr = doc.struct("TR");
    table.add(tr);
    for (const [index, column] of columns.entries()) {
      // The month heads its row; each header cell heads its column.
      const options = header ? columnHeader : index === 0 ? rowHeader : {};
      tr.add(doc.struct(header || index === 0 ? "TH" : "TD", options, cell(column, index)));
    }
    tr.end();
  } else {
    artifact(doc, () => columns.forEach((column, index) => cell(column, index)()));
  }
  doc.y = top + height;
}

/**
 * The schedule as a table, its heading and note above, its header row repeated on each page it
 * runs onto; the schedule's own document (schedule-pdf.ts) draws it the same way.
 */
export function drawSchedule(doc: Doc, root: Struct, schedule: ContractSchedule): void {
  const columns = scheduleColumns(schedule);
  doc.moveDown(1);
  // The heading, its note and the first lines go together.
  ensureRoom(doc, 60 + 4 * scheduleType.rowHeight);
  paragraph(doc, root, "H2", schedule.title, { ...heading, size: type.section });
  doc.moveDown(0.2);
  paragraph(doc, root, "P", schedule.note, hint);
  doc.moveDown(0.5);
  const table = doc.struct("Table");
  root.add(table);
  drawScheduleLine(doc, table, columns, schedule.headers, true);
  for (const line of schedule.lines) {
    if (doc.y + scheduleType.rowHeight > doc.page.height - page.margin) {
      doc.addPage();
      drawScheduleLine(doc, undefined, columns, schedule.headers, true);
    }
    drawScheduleLine(doc, table, columns, line, false);
  }
  table.end();
}

/** A line to write on by hand: the label, then a dotted rule to the right margin. */
function drawBlank(doc: Doc, root: Struct, label: string): void {
  doc.moveDown(1.2);
  const y = doc.y;
  paragraph(doc, root, "P", label, body);
  const labelWidth = doc.font(body.font).fontSize(body.size).widthOfString(toWinAnsi(label));
  const baseline = y + doc.currentLineHeight() - 1;
  artifact(doc, () => {
    doc.lineWidth(0.5).strokeColor(colours.hint).dash(1, { space: 2 });
    doc
      .moveTo(page.margin + labelWidth + 6, baseline)
      .lineTo(page.margin + contentWidth(doc), baseline)
      .stroke();
    doc.undash();
  });
}

/** The slip on its own page, under a dashed line to cut along, as art. L312-21 wants it detachable. */
function drawSlip(doc: Doc, root: Struct, slip: WithdrawalSlip): void {
  doc.addPage();
  artifact(doc, () => {
    doc.font(hint.font).fontSize(hint.size).fillColor(hint.colour);
    doc.text(
      toWinAnsi("Formulaire détachable : découpez suivant le pointillé"),
      page.margin,
      doc.y,
      {
        width: contentWidth(doc),
        align: "center",
      },
    );
    doc.moveDown(0.3);
    doc.lineWidth(0.8).strokeColor(colours.hint).dash(5, { space: 4 });
    doc
      .moveTo(page.margin, doc.y)
      .lineTo(page.margin + contentWidth(doc), doc.y)
      .stroke();
    doc.undash();
  });
  doc.moveDown(1.5);
  const section = doc.struct("Sect");
  root.add(section);
  paragraph(doc, section, "H2", slip.title, { ...heading, size: type.title });
  for (const text of slip.text) {
    doc.moveDown(0.6);
    paragraph(doc, section, "P", text, body);
  }
  for (const label of slip.blanks) drawBlank(doc, section, label);
  doc.moveDown(2);
  for (const note of slip.notes) paragraph(doc, section, "P", note, hint);
  section.end();
}

/** The offer of credit contract of an application, issued at `issuedAt`, as PDF bytes. */
export function renderContractPdf(
  application: ContractApplication,
  price: LoanPrice,
  { issuedAt }: ContractPdfOptions,
): Promise<Buffer> {
  const contract = buildContract(application, price, { issuedOn: parisDay(issuedAt) });
  const { doc, finished } = openDocument({
    title: `${contract.title} : ${contract.subtitle}`,
    subject: contract.summary,
    createdAt: issuedAt,
  });
  const root = doc.struct("Document");
  doc.addStructure(root);
  drawTitle(doc, root, contract);
  doc.moveDown(0.8);
  drawWarning(doc, root, contract.warning);
  for (const section of contract.sections) drawSection(doc, root, section);
  drawSchedule(doc, root, contract.schedule);
  for (const section of contract.terms) drawSection(doc, root, section);
  drawSlip(doc, root, contract.slip);
  root.end();
  drawFooters(doc, `Offre de contrat de crédit ${application.id}`);
  doc.end();
  return finished;
}
