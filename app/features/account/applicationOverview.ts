import type { Application } from "@domain/credit/application";
import { creditProductLabels, type CreditProduct } from "@domain/credit/products";
import { outcomeLabel } from "@domain/credit/solvencyAssessment";
import {
  applicationStateLabels,
  applicationTracker,
  closedStates,
  documentChecklist,
  documentsEditable,
  type ApplicationTrackerStep,
} from "@domain/credit/workflow";
import { formatEuros } from "@domain/format";
import { formatDateTime } from "@domain/dates";
import { applicationPath } from "~/lib/applicationLinks";

/** What the client area and the credit pages show of one application, in the customer's words. */
export interface ApplicationOverview {
  id: string;
  product: string;
  /** `20 000,00 € sur 60 mois` */
  loan: string;
  startedAt: string;
  state: string;
  /** `Favorable`, `À étudier`, `Défavorable`, or `null` before the situation is given. */
  answer: string | null;
  steps: ApplicationTrackerStep[];
  /** What the customer still has to provide for the file to move on; empty when nothing. */
  missing: string[];
  path: string;
}

/** Before the situation is given, it is what the application waits for (the documents come next). */
export const situationMissing = "Votre situation : emploi, revenus, charges et logement";

export function stillToProvide(
  application: Pick<Application, "state" | "product" | "documents" | "requestedDocuments">,
): string[] {
  if (application.state === "informations") return [situationMissing];
  if (!documentsEditable(application.state)) return [];
  return documentChecklist(application)
    .filter((document) => document.missing)
    .map((document) => document.label);
}

export function applicationOverview(application: Application): ApplicationOverview {
  return {
    id: application.id,
    product: creditProductLabels[application.product],
    loan: `${formatEuros(application.amount)} sur ${application.months} mois`,
    startedAt: formatDateTime(application.createdAt),
    state: applicationStateLabels[application.state],
    answer: application.answer && outcomeLabel(application.answer.outcome),
    steps: applicationTracker(application.state),
    missing: stillToProvide(application),
    path: applicationPath(application.id),
  };
}

/**
 * The application of `product` still going on (neither refused nor withdrawn), the most recent if
 * the customer has several.
 */
export function currentApplication(
  applications: readonly Application[],
  product: CreditProduct,
): Application | undefined {
  return applications
    .filter((application) => application.product === product)
    .filter((application) => !closedStates.includes(application.state))
    .reduce<Application | undefined>(
      (latest, application) =>
        latest === undefined || application.createdAt > latest.createdAt ? application : latest,
      undefined,
    );
}
