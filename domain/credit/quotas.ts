import { message, type MessageRef } from "../i18n/message";
import type { Application, ApplicationState } from "./application";
import type { CreditProduct } from "./products";
import { offerOpen } from "./workflow";

/**
 * How many loan applications a customer may have and how much they may store: without bounds,
 * « Faire ma demande » pressed twice opened two identical applications, and one account could fill
 * the disk with documents (issue 29). Shared by the server, which enforces them, and the pages,
 * which lead to the application already open and refuse a file before a long upload for nothing.
 */

/**
 * The states of an application under way, on the customer's or the bank's side: at most one per
 * customer and loan (migration 014's unique index lists the same states).
 */
export const inProgressStates = [
  "informations",
  "documents",
  "submitted",
  "document_requested",
] as const satisfies readonly ApplicationState[];

/**
 * Whether an application is still open on `today` (`YYYY-MM-DD`, Paris): under way, or an offer
 * that can still be accepted. Over: refused, withdrawn, signed (the credit is concluded; a new
 * project is a new application) and an offer left to lapse, which the retention treats as
 * abandoned. An application left unfinished stays open, to be resumed, until the retention
 * deletes it after 6 months.
 */
export const isOpen = (
  application: Pick<Application, "state" | "offerValidUntil">,
  today: string,
) =>
  (inProgressStates as readonly ApplicationState[]).includes(application.state) ||
  offerOpen(application, today);

/**
 * At most 3 applications open at once, of the 4 loans: a car and works at the same time, with a
 * personal loan, is already more credit than the solvency thresholds let most households borrow.
 */
export const maxOpenApplications = 3;

/**
 * At most 12 applications started in 12 months: room for each loan and several new tries after a
 * refusal or a withdrawal, while bounding what one account stores (12 × the storage below). The
 * retention deletes refused and withdrawn applications after 6 months: only those still kept count.
 */
export const maxApplicationsPerYear = 12;

/**
 * 50 Mo of documents per application. The largest checklist asks for 5 documents, about 8 files
 * (both sides of an identity card, 3 payslips, a proof of address, a quote, a tax notice): phone
 * photos of 3 to 5 Mo each make at most 40 Mo, scans far less; 10 Mo more leaves room for a
 * multi-page quote or a replaced photo. The per-file rules alone allowed 150 Mo (5 × 3 × 10 Mo).
 */
export const maxApplicationBytes = 50 * 1024 * 1024;

type QuotaFacts = Pick<Application, "id" | "product" | "state" | "offerValidUntil" | "createdAt">;

/** Why a new application of `product` is refused, with the open one to resume when it exists. */
export type QuotaRefusal =
  | { code: "application_exists"; message: MessageRef; applicationId: string }
  | { code: "open_applications_limit" | "yearly_applications_limit"; message: MessageRef };

/** The customer's open application of `product`, the most recent if they have two from before. */
export function openApplicationOf<A extends QuotaFacts>(
  applications: readonly A[],
  product: CreditProduct,
  today: string,
): A | undefined {
  return applications
    .filter((application) => application.product === product && isOpen(application, today))
    .reduce<A | undefined>(
      (latest, application) =>
        latest === undefined || application.createdAt > latest.createdAt ? application : latest,
      undefined,
    );
}

/**
 * Whether the customer, with these applications, may start one of `product` on `today`;
 * `yearAgo` (ISO instant) starts the 12 months counted. The application already open comes first:
 * the customer is led back to it rather than told about counts.
 */
export function applicationQuotaRefusal(
  applications: readonly QuotaFacts[],
  product: CreditProduct,
  { today, yearAgo }: { today: string; yearAgo: string },
): QuotaRefusal | undefined {
  const existing = openApplicationOf(applications, product, today);
  if (existing) {
    return {
      code: "application_exists",
      message: message("applicationExists"),
      applicationId: existing.id,
    };
  }
  if (
    applications.filter((application) => isOpen(application, today)).length >= maxOpenApplications
  ) {
    return {
      code: "open_applications_limit",
      message: message("openApplicationsLimit", { count: maxOpenApplications }),
    };
  }
  const recent = applications.filter((application) => application.createdAt > yearAgo);
  if (recent.length >= maxApplicationsPerYear) {
    return {
      code: "yearly_applications_limit",
      message: message("yearlyApplicationsLimit", { count: maxApplicationsPerYear }),
    };
  }
  return undefined;
}

/**
 * Why a file of `fileBytes` cannot join an application whose other files take `usedBytes` (a
 * replaced file not counted); `undefined` when it fits.
 */
export function storageRefusal(usedBytes: number, fileBytes: number): MessageRef | undefined {
  if (usedBytes + fileBytes <= maxApplicationBytes) return undefined;
  return message("documentStorageFull", {
    limit: { bytes: maxApplicationBytes },
    used: { bytes: usedBytes },
    size: { bytes: fileBytes },
  });
}
