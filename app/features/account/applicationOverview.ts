import type { ApplicationContent } from "~/content/application";
import { documentName } from "~/lib/documentNames";
import type { Application } from "@domain/credit/application";
import type { CreditProduct } from "@domain/credit/products";
import {
  applicationTracker,
  closedStates,
  documentChecklist,
  documentsEditable,
} from "@domain/credit/workflow";
import { numberFormats } from "@domain/format";
import { formatDateTime } from "@domain/dates";
import type { Locale } from "@domain/i18n/locales";
import type { TrackerStep } from "~/components/ui/StepTracker";
import { applicationPath } from "~/lib/applicationLinks";

type Texts = ApplicationContent;

/** What the client area and the credit pages show of one application, in the customer's words. */
export interface ApplicationOverview {
  id: string;
  product: string;
  /** `Prêt auto` within a sentence: `prêt auto`. */
  productInSentence: string;
  /** `20 000,00 € sur 60 mois` */
  loan: string;
  startedAt: string;
  state: string;
  /** `Favorable`, `À étudier`, `Défavorable`, or `null` before the situation is given. */
  answer: string | null;
  steps: TrackerStep[];
  /** What the customer still has to provide for the file to move on; empty when nothing. */
  missing: string[];
  path: string;
}

/**
 * What the application waits for from the customer: the situation first, then the documents not
 * sent yet or asked for again.
 */
export function stillToProvide(
  application: Pick<Application, "state" | "product" | "documents" | "requestedDocuments">,
  texts: Pick<Texts, "documentNames" | "myApplicationsText">,
): string[] {
  if (application.state === "informations") return [texts.myApplicationsText.situationMissing];
  if (!documentsEditable(application.state)) return [];
  return documentChecklist(application)
    .filter((document) => document.missing)
    .map((document) => documentName(texts.documentNames, application.product, document.code));
}

/** One application in the page's language (`texts` are that language's). */
export function applicationOverview(
  application: Application,
  texts: Texts,
  locale: Locale,
): ApplicationOverview {
  return {
    id: application.id,
    product: texts.loanNames.title[application.product],
    productInSentence: texts.loanNames.inSentence[application.product],
    loan: texts.myApplicationsText.loan({
      amount: numberFormats(locale).euros(application.amount),
      months: application.months,
    }),
    startedAt: formatDateTime(application.createdAt, locale),
    state: texts.applicationStates[application.state],
    answer: application.answer && texts.outcomeLabels[application.answer.outcome],
    steps: applicationTracker(application.state).map((step) => ({
      ...step,
      label: texts.trackerText.steps[step.label],
    })),
    missing: stillToProvide(application, texts),
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
