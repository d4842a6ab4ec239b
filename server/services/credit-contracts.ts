/**
 * The offer of credit contract, issued when staff accept an application and kept as issued
 * (migration 019): the customer downloads these bytes from the client area, staff from the file,
 * and the signature names their digest. As for the FIPEN (decision 024), keeping the bytes rather
 * than the means to rebuild them is what proves what the customer was offered.
 */
import { createHash } from "node:crypto";
import type { ContractApplication } from "../../domain/credit/contract";
import { borrowerInsurance, summarizeLoan } from "../../domain/credit/finance";
import { borrowerInsuranceRate } from "../../domain/credit/insurance";
import type { LoanPrice } from "../../domain/credit/pricing";
import type { Db } from "../../db/database";
import { bankDay, ownApplication, type ApplicationRow } from "./applications";
import { renderContractPdf } from "./contract-pdf";
import { renderSchedulePdf } from "./schedule-pdf";

export interface IssuedContract {
  sha256: string;
  issuedAt: Date;
}

/** A contract rendered before the acceptance's transaction, for the figures it was rendered from. */
export interface PreparedContract extends IssuedContract {
  application: ContractApplication;
  pdf: Buffer;
}

/**
 * The application's price from its frozen figures, by the functions `priceLoan` uses: the offer
 * binds the rate the application was priced at, whatever the grid says today.
 */
function frozenPrice(row: ApplicationRow): LoanPrice {
  const loan = { amount: row.amount, months: row.months, annualRate: Number(row.annual_rate) };
  const summary = summarizeLoan(loan);
  const insurance = borrowerInsurance(loan, borrowerInsuranceRate);
  return {
    annualRate: loan.annualRate,
    summary,
    insurance,
    monthlyCommitment: row.insurance
      ? insurance.monthlyPaymentWithInsurance
      : summary.monthlyPayment,
  };
}

async function contractApplication(db: Db, row: ApplicationRow): Promise<ContractApplication> {
  const customer = await db
    .selectFrom("customers")
    .select(["first_name", "last_name", "birth_date", "country"])
    .where("id", "=", row.customer_id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    product: row.product,
    amount: row.amount,
    months: row.months,
    insurance: row.insurance,
    // The customers_profile_complete CHECK fills these for every customer, who alone apply.
    borrower: {
      firstName: customer.first_name ?? "",
      lastName: customer.last_name ?? "",
      birthDate: customer.birth_date ?? "",
      country: customer.country ?? "",
    },
  };
}

const digest = (pdf: Buffer) => createHash("sha256").update(pdf).digest("hex");

async function render(db: Db, row: ApplicationRow, issuedAt: Date): Promise<PreparedContract> {
  const application = await contractApplication(db, row);
  const pdf = await renderContractPdf(application, frozenPrice(row), { issuedAt });
  return { application, pdf, sha256: digest(pdf), issuedAt };
}

/**
 * The contract of an application staff may accept, rendered outside any transaction: drawing it
 * takes a few hundred milliseconds, during which the embedded database's only connection must not
 * be held (decision 018). Nothing when the application cannot be accepted.
 */
export async function prepareContract(
  db: Db,
  id: string,
  issuedAt: Date,
): Promise<PreparedContract | undefined> {
  const row = await db
    .selectFrom("credit_applications")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (row?.state !== "submitted") return undefined;
  return render(db, row, issuedAt);
}

/**
 * Keeps the contract of the application being accepted, in the acceptance's transaction with its
 * row locked: the prepared one when it was rendered from what the row and the borrower still say
 * at that moment, otherwise one rendered now.
 */
export async function issueContract(
  trx: Db,
  row: ApplicationRow,
  issuedAt: Date,
  prepared: PreparedContract | undefined,
): Promise<IssuedContract> {
  const current = await contractApplication(trx, row);
  const contract =
    prepared &&
    prepared.issuedAt.getTime() === issuedAt.getTime() &&
    JSON.stringify(prepared.application) === JSON.stringify(current)
      ? prepared
      : await render(trx, row, issuedAt);
  await trx
    .insertInto("credit_contracts")
    .values({
      application_id: row.id,
      issued_at: issuedAt,
      sha256: contract.sha256,
      pdf: contract.pdf,
    })
    .execute();
  return { sha256: contract.sha256, issuedAt };
}

/** The contract issued for an application, without its bytes, if one was. */
export async function contractIssuedFor(
  db: Db,
  applicationId: string,
): Promise<IssuedContract | undefined> {
  const contract = await db
    .selectFrom("credit_contracts")
    .select(["sha256", "issued_at"])
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
  return contract && { sha256: contract.sha256, issuedAt: contract.issued_at };
}

export interface ContractFile {
  pdf: Buffer;
  fileName: string;
}

/** The application, or the caller's only when `customerId` names them. */
const applicationFor = (db: Db, applicationId: string, customerId: string | undefined) =>
  (customerId === undefined
    ? db.selectFrom("credit_applications").selectAll().where("id", "=", applicationId)
    : ownApplication(db, customerId, applicationId)
  ).executeTakeFirst();

/**
 * The contract's bytes as issued, under the name it is saved as: `undefined` for an unknown
 * application (or another customer's, when `customerId` names the caller), `null` before its
 * contract is issued.
 */
export async function contractFile(
  db: Db,
  applicationId: string,
  customerId?: string,
): Promise<ContractFile | null | undefined> {
  const application = await applicationFor(db, applicationId, customerId);
  if (!application) return undefined;
  const contract = await db
    .selectFrom("credit_contracts")
    .select(["pdf", "issued_at"])
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
  if (!contract) return null;
  return {
    pdf: Buffer.from(contract.pdf),
    fileName: `Offre-de-contrat-${application.product}-${bankDay(contract.issued_at)}.pdf`,
  };
}

/**
 * The schedule of the customer's issued offer as a PDF of its own (`undefined`, `null`: as for
 * `contractFile`). Drawn from the frozen figures and dated at the issue, as the contract was, so
 * that its table is the contract's to the cent; it is not kept: the contract holds the same table.
 */
export async function scheduleFile(
  db: Db,
  applicationId: string,
  customerId: string,
): Promise<ContractFile | null | undefined> {
  const application = await applicationFor(db, applicationId, customerId);
  if (!application) return undefined;
  const contract = await contractIssuedFor(db, applicationId);
  if (!contract) return null;
  const pdf = await renderSchedulePdf(application, frozenPrice(application), {
    issuedAt: contract.issuedAt,
  });
  return {
    pdf,
    fileName: `Tableau-amortissement-${application.product}-${bankDay(contract.issuedAt)}.pdf`,
  };
}
