import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { parisDateTime } from "@domain/calendar/parisDay";
import type { AcceptanceChecksForm } from "@domain/forms/creditApplication";
import type { CreditSituationInput } from "@domain/forms/creditSituation";
import { claireSignup, cookiesOf } from "./fixtures";

/**
 * A personal loan as the simulator sends it: 10 000 € over 60 months at 3,90 %, 183,71 € a month
 * without the insurance. Its checklist is identity, proof of address, payslips and tax notice.
 */
export const personalLoanRequest = {
  product: "pretPersonnel",
  amount: 10_000,
  months: 60,
  option: "equipement",
  insurance: false,
} as const;

/** Hosted for nothing, no other credit, 3 000 € a month: a favourable answer for that loan. */
export const comfortableSituation = {
  employmentStatus: "cdi",
  employedSince: "2019-09",
  netMonthlyIncome: 3_000,
  otherCreditPayments: 0,
  housing: "heberge",
  housingCost: 0,
  dependants: 0,
} satisfies CreditSituationInput;

/**
 * Deletes every loan application (their documents and history go with them): for tests that each
 * start an application of the same loan for the same customer, who may have only one open per loan
 * (domain/credit/quotas.ts). The quotas have tests of their own.
 */
export const forgetApplications = ({ db }: Database) =>
  db.deleteFrom("credit_applications").execute();

/**
 * A new customer (Claire unless `email` says otherwise) whose personal loan application is at the
 * Documents step, reached through the API as the pages send it. Signups are limited per address: a test that signs
 * up several gives each a `remoteAddress` of its own.
 */
export async function customerWithApplication(
  app: FastifyInstance,
  { email = claireSignup.email, remoteAddress }: { email?: string; remoteAddress?: string } = {},
): Promise<{ cookie: string; id: string }> {
  const signup = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    ...(remoteAddress && { remoteAddress }),
    payload: { ...claireSignup, email },
  });
  if (signup.statusCode !== 201) throw new Error(`Signup refused: ${signup.body}`);
  const cookie = cookiesOf(signup);
  const post = (url: string, payload: object) =>
    app.inject({ method: "POST", url, headers: { cookie }, payload });
  const created = await post("/api/applications", personalLoanRequest);
  if (created.statusCode !== 201) throw new Error(`Application refused: ${created.body}`);
  const { id } = created.json<{ id: string }>();
  const situation = await post(`/api/applications/${id}/situation`, comfortableSituation);
  const { state } = situation.json<{ state: string }>();
  if (state !== "documents") throw new Error(`The situation led to ${state}: ${situation.body}`);
  return { cookie, id };
}

/**
 * What staff record before an offer may be issued: a FICP consultation this minute that finds no
 * incident, and a sufficient solvency.
 */
export const clearChecks = (now = new Date()): AcceptanceChecksForm => ({
  ficpConsultedAt: parisDateTime(now),
  ficpReference: "BDF-2026-000123",
  ficpResult: "none",
  solvencyOutcome: "sufficient",
  solvencyRationale: "Revenus stables, endettement de 6 % avec ce prêt.",
});

/**
 * Staff record the FICP consultation and the solvency assessment of an application, as clear
 * unless `checks` says otherwise: the acceptance is refused without them.
 */
export async function recordAcceptanceChecks(
  app: FastifyInstance,
  id: string,
  staffCookie: string,
  checks: Partial<AcceptanceChecksForm> = {},
) {
  const response = await app.inject({
    method: "POST",
    url: `/api/admin/applications/${id}/acceptance-checks`,
    headers: { cookie: staffCookie },
    payload: { ...clearChecks(), ...checks },
  });
  if (response.statusCode !== 200) throw new Error(`Checks refused: ${response.body}`);
  return response;
}

/**
 * Staff accept an application whose file the customer sent (the documents' own tests cover how it
 * is sent: here the state is set), after recording clear checks: its offer and contract are issued.
 */
export async function acceptSubmitted(
  app: FastifyInstance,
  { db }: Database,
  id: string,
  staffCookie: string,
) {
  await db
    .updateTable("credit_applications")
    .set({ state: "submitted", submitted_at: new Date() })
    .where("id", "=", id)
    .execute();
  await recordAcceptanceChecks(app, id, staffCookie);
  const accepted = await app.inject({
    method: "POST",
    url: `/api/admin/applications/${id}/acceptance`,
    headers: { cookie: staffCookie },
  });
  if (accepted.statusCode !== 200) throw new Error(`Acceptance refused: ${accepted.body}`);
  return accepted;
}
