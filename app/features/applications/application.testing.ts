import type { AcceptanceChecks } from "@domain/api/applicationAdmin";
import type { Application } from "@domain/credit/application";
import type { LoanRequest } from "@domain/credit/offers";
import { priceLoan } from "@domain/credit/pricing";

/** An application as the API answers it right after its creation, priced as the server does. */
export function testApplication(
  request: LoanRequest,
  changes: Partial<Application> = {},
): Application {
  const priced = priceLoan(request);
  if (!priced.ok) throw new Error(priced.issues.map((issue) => issue.message).join(" "));
  const { annualRate, summary, insurance, monthlyCommitment } = priced.price;
  return {
    id: "0b7f6a53-2a43-4a55-9a43-44b1f1b7e0c1",
    ...request,
    annualRate,
    monthlyPayment: summary.monthlyPayment,
    taeg: summary.taeg,
    totalDue: summary.totalDue,
    insuranceMonthly: insurance.monthlyPremium,
    insuranceTotal: insurance.totalCost,
    taea: insurance.taea,
    monthlyCommitment,
    state: "informations",
    situation: null,
    answer: null,
    documents: [],
    requestedDocuments: [],
    submittedAt: null,
    decision: null,
    offerValidUntil: null,
    signature: null,
    withdrawnAt: null,
    createdAt: "2026-11-24T09:00:00.000Z",
    updatedAt: "2026-11-24T09:00:00.000Z",
    ...changes,
  };
}

/** The FICP consultation and solvency assessment staff recorded: no incident, sufficient. */
export const clearChecksRecorded: AcceptanceChecks = {
  recordedAt: "2026-11-24T10:05:00.000Z",
  recordedBy: "credit@aurore-banque.example",
  ficpConsultedAt: "2026-11-24T09:58:00.000Z",
  ficpReference: "BDF-7Q2X-0042",
  ficpResult: "none",
  solvencyOutcome: "sufficient",
  solvencyRationale: "Revenus stables, endettement de 15 %.",
};
