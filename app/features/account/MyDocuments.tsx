import { useEffect, useState } from "react";
import { accountText } from "~/content/account.i18n";
import { applicationText } from "~/content/application.i18n";
import { useLocale } from "~/i18n/locale";
import {
  downloadContract,
  downloadDeliveredFipen,
  downloadKeptOpeningDocument,
  downloadSchedule,
  listDocuments,
  type IssuedDocuments,
} from "@domain/api/applications";
import { downloadRib } from "@domain/api/currentAccount";
import { endpointUrl } from "@domain/api/endpoint";
import type { KeptOpeningDocuments, openingDocumentFiles } from "@domain/currentAccount/opening";
import { formatDateTime } from "@domain/dates";
import { numberFormats } from "@domain/format";
import { ApiClientError, callApi } from "~/lib/api";
import { LoadFailed } from "./LoadFailed";

interface DocumentLink {
  key: string;
  label: string;
  href: string;
}

/** One application's or opening's documents, each with its link to the PDF the bank keeps. */
function DocumentGroup({
  title,
  state,
  documents,
}: {
  title: string;
  state: string;
  documents: DocumentLink[];
}) {
  const { myDocumentsText: text, myApplicationsText } = applicationText.use();
  return (
    <li className="rounded-xl border border-brand-100 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 className="text-xl font-semibold">{title}</h3>
        <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
          <span className="sr-only">{myApplicationsText.stateLabel}</span>
          {state}
        </p>
      </div>
      <ul className="mt-3 divide-y divide-brand-100">
        {documents.map((entry) => (
          <li key={entry.key} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span>{entry.label}</span>
            {/* The bank's documents are French, whatever the page's language. */}
            <a href={entry.href} download hrefLang="fr" className="btn btn-outline">
              {text.download}
              {/* Every link reads the same on screen; a screen reader also hears which one. */}
              <span className="sr-only">{` : ${entry.label}, ${title}`}</span>
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** One application's documents: each FIPEN given, the offer and its schedule once issued. */
function ApplicationDocuments({ application }: { application: IssuedDocuments }) {
  const texts = applicationText.use();
  const { myDocumentsText: text, myApplicationsText } = texts;
  const locale = useLocale();
  const title = myApplicationsText.titled({
    name: texts.loanNames.title[application.product],
    loan: myApplicationsText.loan({
      amount: numberFormats(locale).euros(application.amount),
      months: application.months,
    }),
  });
  const params = { id: application.id };
  const documents: DocumentLink[] = [
    ...application.fipens.map((fipen) => ({
      key: fipen.id,
      label: text.fipen(formatDateTime(fipen.deliveredAt, locale)),
      href: endpointUrl(downloadDeliveredFipen, { ...params, deliveryId: fipen.id }),
    })),
    ...(application.contract
      ? [
          {
            key: "contract",
            label: text.contract({
              issuedAt: formatDateTime(application.contract.issuedAt, locale),
              signedAt:
                application.contract.signedAt &&
                formatDateTime(application.contract.signedAt, locale),
            }),
            href: endpointUrl(downloadContract, params),
          },
          {
            key: "schedule",
            label: text.schedule,
            href: endpointUrl(downloadSchedule, params),
          },
        ]
      : []),
  ];
  return (
    <DocumentGroup
      title={title}
      state={texts.applicationStates[application.state]}
      documents={documents}
    />
  );
}

/**
 * One current account opening's documents: the agreement and the fee information document as
 * given (and signed, once they were), and the RIB of the account it opened while that account
 * takes transfers.
 */
function OpeningDocuments({ opening }: { opening: KeptOpeningDocuments }) {
  const { myAccountsText, openingDocumentsText: text } = accountText.use();
  const locale = useLocale();
  const signedAt = opening.signedAt && formatDateTime(opening.signedAt, locale);
  const kept = (kind: keyof typeof openingDocumentFiles) =>
    endpointUrl(downloadKeptOpeningDocument, { id: opening.id, kind });
  const documents: DocumentLink[] = [
    {
      key: "agreement",
      label: text.agreement({
        issuedAt: formatDateTime(opening.documents.agreement.issuedAt, locale),
        signedAt,
      }),
      href: kept("convention.pdf"),
    },
    {
      key: "feeInformation",
      label: text.feeInformation({
        issuedAt: formatDateTime(opening.documents.feeInformation.issuedAt, locale),
        signedAt,
      }),
      href: kept("document-information-tarifaire.pdf"),
    },
    ...(opening.rib ? [{ key: "rib", label: text.rib, href: endpointUrl(downloadRib, {}) }] : []),
  ];
  return (
    <DocumentGroup
      title={text.opening(myAccountsText.offers[opening.offer])}
      state={text.statuses[opening.status]}
      documents={documents}
    />
  );
}

/**
 * The client area's « Mes documents »: what the bank gave the customer, opening by opening, then
 * application by application.
 */
export function MyDocuments() {
  const { myDocumentsText: text } = applicationText.use();
  const [listed, setListed] = useState<{
    applications: IssuedDocuments[];
    openings: KeptOpeningDocuments[];
  }>();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    callApi(listDocuments).then(
      (answer) => setListed(answer),
      (failure: unknown) => {
        if (!(failure instanceof ApiClientError)) throw failure;
        setError(failure.message);
      },
    );
  }, [attempt]);

  return (
    <section className="mt-8 rounded-2xl border border-brand-100 p-6" aria-labelledby="documents">
      <h2 id="documents" className="text-2xl font-bold">
        {text.title}
      </h2>
      <p className="mt-3 text-ink-700">{text.intro}</p>
      {error && (
        <LoadFailed
          message={text.loadFailed(error)}
          retryLabel={text.retry}
          onRetry={() => {
            setError(undefined);
            setAttempt((count) => count + 1);
          }}
        />
      )}
      {!listed && !error && <p className="mt-4 text-ink-700">{text.loading}</p>}
      {listed && listed.applications.length + listed.openings.length === 0 && (
        <p className="mt-4 text-ink-700">{text.none}</p>
      )}
      {listed && listed.applications.length + listed.openings.length > 0 && (
        <ul className="mt-6 grid gap-4" aria-label={text.listLabel}>
          {listed.openings.map((opening) => (
            <OpeningDocuments key={opening.id} opening={opening} />
          ))}
          {listed.applications.map((application) => (
            <ApplicationDocuments key={application.id} application={application} />
          ))}
        </ul>
      )}
    </section>
  );
}
