import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { endpointUrl } from "@domain/api/endpoint";
import {
  downloadOpeningDocumentForStaff,
  downloadOpeningIdentityFileForStaff,
  screeningState,
  type OpeningFile,
} from "@domain/api/openingAdmin";
import { offerLabels } from "@domain/currentAccount/openingReview";
import { DetailList } from "~/components/ui/DetailList";
import { formatFileSize, formatMoment } from "./applicationDisplay";
import { adminLink } from "./links";
import { OpeningStatusBadge, ScreeningBadge, TransferStateBadge } from "./OpeningBadges";
import { OpeningDecisions } from "./OpeningDecisions";
import {
  accountFacts,
  answerFacts,
  identityDocumentFacts,
  identityFacts,
  screeningSummary,
  signatureFacts,
} from "./openingDisplay";
import { OpeningHistory } from "./OpeningHistory";
import { OpeningTransfers } from "./OpeningTransfers";
import { ScreeningHits } from "./ScreeningHits";

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h3 className="mt-6 text-lg font-bold">{title}</h3>
      <div className="mt-3">{children}</div>
    </>
  );
}

const documentNames = {
  agreement: "Convention de compte",
  fee_information: "Document d'information tarifaire",
} as const;

const sideNames = { front: "Recto", back: "Verso" } as const;

/** Everything staff need to decide on an account opening, the decision, and its history. */
export function OpeningFilePanel({
  file,
  staffEmail,
}: {
  file: OpeningFile | { missing: string };
  staffEmail: string;
}) {
  const { search } = useLocation();
  const revalidator = useRevalidator();
  const [answered, setAnswered] = useState<OpeningFile>();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = "opening" in file ? file.opening.id : undefined;
  useEffect(() => {
    // Opening a file from the list takes the reader to it, not back to the top of the page.
    heading.current?.focus();
  }, [id]);
  const close = (
    <Link to={adminLink(search, { ouverture: undefined })} className="link text-sm">
      Fermer
    </Link>
  );
  if (!("opening" in file)) {
    return (
      <section
        aria-labelledby="ouverture-titre"
        className="rounded-xl border border-brand-100 bg-white p-6"
      >
        <h2
          id="ouverture-titre"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold outline-none"
        >
          Ouverture de compte introuvable
        </h2>
        <p className="mt-2 text-ink-700">{file.missing}</p>
        <p className="mt-4">{close}</p>
      </section>
    );
  }
  // The answer of the decision just taken, until the reloaded file shows it too.
  const shown = answered?.opening.id === file.opening.id ? answered : file;
  const { opening, customer, account, screening } = shown;
  const answeredNow = async (next: OpeningFile) => {
    setAnswered(next);
    // The list shows the new status too; the file stays as answered meanwhile.
    await revalidator.revalidate();
  };
  return (
    <section
      aria-labelledby="ouverture-titre"
      className="min-w-0 rounded-xl border border-brand-100 bg-white p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-accent-700">
            Compte courant {opening.offer ? offerLabels[opening.offer] : ""}
          </p>
          <h2
            id="ouverture-titre"
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold outline-none"
          >
            {customer.firstName} {customer.lastName}
          </h2>
        </div>
        {close}
      </div>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <div>
          <dt className="text-sm text-ink-500">Statut</dt>
          <dd>
            <OpeningStatusBadge status={opening.status} />
          </dd>
        </div>
        {account && (
          <div>
            <dt className="text-sm text-ink-500">Premier virement</dt>
            <dd>
              <TransferStateBadge state={account.transferState} />
            </dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-ink-500">Registre des gels</dt>
          <dd>
            <ScreeningBadge state={screeningState(screening)} />
          </dd>
        </div>
      </dl>
      <div className="lg:grid lg:grid-cols-2 lg:gap-x-10">
        <div>
          <Part title="Client">
            <DetailList rows={identityFacts(shown)} />
          </Part>
          <Part title="Réponses du client">
            <DetailList rows={answerFacts(shown)} />
          </Part>
          <Part title="Pièce d'identité">
            <DetailList rows={identityDocumentFacts(shown)} />
            <ul className="mt-4 space-y-1 text-sm">
              {(["front", "back"] as const).map((side) => {
                const sent = shown.identityDocumentFiles[side];
                return (
                  <li key={side}>
                    {sent ? (
                      <>
                        <a
                          href={endpointUrl(downloadOpeningIdentityFileForStaff, {
                            id: opening.id,
                            side,
                          })}
                          download
                          className="link font-semibold"
                        >
                          {sideNames[side]} : {sent.fileName}
                        </a>{" "}
                        <span className="text-ink-700">
                          ({formatFileSize(sent.size)}, reçu le {formatMoment(sent.uploadedAt)})
                        </span>
                      </>
                    ) : (
                      <span className="text-ink-700">{sideNames[side]} : non envoyé</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </Part>
          <Part title="Documents signés">
            {shown.documents.length === 0 ? (
              <p className="text-ink-700">Aucun document émis.</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {shown.documents.map((document) => (
                  <li key={document.kind}>
                    <a
                      href={endpointUrl(downloadOpeningDocumentForStaff, {
                        id: opening.id,
                        kind: document.path,
                      })}
                      download
                      className="link font-semibold"
                    >
                      {documentNames[document.kind]} (PDF)
                    </a>{" "}
                    <span className="text-ink-700">
                      ({formatFileSize(document.bytes)}, émis le {formatMoment(document.issuedAt)})
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Part>
          <Part title="Signature">
            <DetailList rows={signatureFacts(shown)} className="break-all" />
          </Part>
        </div>
        <div>
          <Part title="Compte et premier virement">
            <DetailList rows={accountFacts(shown)} />
            <div className="mt-4">
              <OpeningTransfers transfers={shown.transfers} />
            </div>
          </Part>
          <Part title="Registre des gels des avoirs">
            <p>{screeningSummary(screening)}</p>
            <ScreeningHits key={opening.id} file={shown} onCleared={answeredNow} />
          </Part>
          <Part title="Décision">
            <OpeningDecisions
              key={opening.id}
              file={shown}
              staffEmail={staffEmail}
              onDecided={answeredNow}
            />
          </Part>
          <Part title="Historique">
            <OpeningHistory history={shown.history} />
          </Part>
        </div>
      </div>
    </section>
  );
}
