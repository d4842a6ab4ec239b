/**
 * The amortisation schedule of an issued offer as an A4 PDF of its own, for « Mes documents »: the
 * contract's table (contract-pdf.ts) under a title saying which offer it comes from. Its bytes
 * depend only on the offer and its moment of issue, the PDF's creation date.
 */
import { parisDay } from "../../domain/calendar/parisDay";
import { buildScheduleDocument, type ScheduleOffer } from "../../domain/credit/schedule";
import type { LoanPrice } from "../../domain/credit/pricing";
import { drawSchedule } from "./contract-pdf";
import { drawFooters, drawTitle, openDocument } from "./fipen-pdf";

export function renderSchedulePdf(
  offer: ScheduleOffer,
  price: LoanPrice,
  { issuedAt }: { issuedAt: Date },
): Promise<Buffer> {
  const document = buildScheduleDocument(offer, price, { issuedOn: parisDay(issuedAt) });
  const { doc, finished } = openDocument({
    title: `${document.title} : ${document.subtitle}`,
    subject: document.summary,
    createdAt: issuedAt,
  });
  const root = doc.struct("Document");
  doc.addStructure(root);
  drawTitle(doc, root, document);
  drawSchedule(doc, root, document.schedule);
  root.end();
  drawFooters(doc, `Tableau d'amortissement ${offer.id}`);
  doc.end();
  return finished;
}
