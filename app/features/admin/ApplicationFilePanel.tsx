import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { downloadContractForStaff, type ApplicationFile } from "@domain/api/applicationAdmin";
import { endpointUrl } from "@domain/api/endpoint";
import type { ApplicationState } from "@domain/credit/application";
import { creditProductLabels } from "@domain/credit/products";
import { formatEuros, formatRate } from "@domain/format";
import { formatLongDate } from "@domain/dates";
import { countryLabel } from "@domain/forms/signupOptions";
import { DetailList } from "~/components/ui/DetailList";
import { ApplicationAssessment } from "./ApplicationAssessment";
import { ApplicationStateBadge, OutcomeBadge } from "./ApplicationBadges";
import { ApplicationDecisions } from "./ApplicationDecisions";
import {
  decisionFacts,
  formatMoment,
  formatMonths,
  insuranceSummary,
  latestFile,
} from "./applicationDisplay";
import { ApplicationDocuments } from "./ApplicationDocuments";
import { ApplicationHistory } from "./ApplicationHistory";
import { adminLink } from "./links";

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h3 className="mt-6 text-lg font-bold">{title}</h3>
      <div className="mt-3">{children}</div>
    </>
  );
}

/** The states an offer was issued in: its contract is kept from the acceptance on. */
const offerIssued: readonly ApplicationState[] = ["accepted", "signed", "withdrawn"];

/** Everything staff need to decide on a loan application, the decisions, and its history. */
export function ApplicationFilePanel({ file }: { file: ApplicationFile | { missing: string } }) {
  const { search } = useLocation();
  const revalidator = useRevalidator();
  const [answered, setAnswered] = useState<ApplicationFile>();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = "application" in file ? file.application.id : undefined;
  useEffect(() => {
    // Opening a file from the list takes the reader to it, not back to the top of the page.
    heading.current?.focus();
  }, [id]);
  const close = (
    <Link to={adminLink(search, { demande: undefined })} className="link text-sm">
      Fermer
    </Link>
  );
  if (!("application" in file)) {
    return (
      <section
        aria-labelledby="dossier-titre"
        className="rounded-xl border border-brand-100 bg-white p-6"
      >
        <h2
          id="dossier-titre"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold outline-none"
        >
          Demande de prêt introuvable
        </h2>
        <p className="mt-2 text-ink-700">{file.missing}</p>
        <p className="mt-4">{close}</p>
      </section>
    );
  }
  const { application, applicant, acceptanceChecks, history } = latestFile(file, answered);
  const decided = decisionFacts(application);
  return (
    <section
      aria-labelledby="dossier-titre"
      className="min-w-0 rounded-xl border border-brand-100 bg-white p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-accent-700">
            {creditProductLabels[application.product]}
          </p>
          <h2
            id="dossier-titre"
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold outline-none"
          >
            {applicant.firstName} {applicant.lastName}
          </h2>
        </div>
        {close}
      </div>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <div>
          <dt className="text-sm text-ink-500">État</dt>
          <dd>
            <ApplicationStateBadge state={application.state} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-500">Réponse de principe</dt>
          <dd>
            <OutcomeBadge outcome={application.answer?.outcome ?? null} />
          </dd>
        </div>
      </dl>
      <div className="lg:grid lg:grid-cols-2 lg:gap-x-10">
        <div>
          <Part title="Demandeur">
            <DetailList
              rows={[
                ["Adresse e-mail", applicant.email],
                ["Date de naissance", formatLongDate(applicant.birthDate)],
                ["Pays de résidence", countryLabel(applicant.country)],
                ["Demande créée le", formatMoment(application.createdAt)],
                [
                  "Envoyée pour étude le",
                  application.submittedAt ? formatMoment(application.submittedAt) : "Pas encore",
                ],
                ["Référence", application.id],
              ]}
            />
          </Part>
          <Part title="Prêt demandé">
            <DetailList
              rows={[
                ["Montant", formatEuros(application.amount)],
                ["Durée", formatMonths(application.months)],
                ["Taux débiteur fixe", formatRate(application.annualRate)],
                ["TAEG fixe", formatRate(application.taeg)],
                ["Mensualité hors assurance", formatEuros(application.monthlyPayment)],
                ["Assurance facultative", insuranceSummary(application)],
                ["Mensualité à payer", formatEuros(application.monthlyCommitment)],
                ["Montant total dû", formatEuros(application.totalDue)],
              ]}
            />
          </Part>
          <ApplicationAssessment application={application} acceptanceChecks={acceptanceChecks} />
        </div>
        <div>
          <Part title="Justificatifs">
            <ApplicationDocuments application={application} />
          </Part>
          <Part title="Décision">
            {decided.length > 0 && <DetailList rows={decided} className="mb-4" />}
            {offerIssued.includes(application.state) && (
              <p className="mb-4">
                <a
                  href={endpointUrl(downloadContractForStaff, { id: application.id })}
                  download
                  className="link font-semibold"
                >
                  Offre de contrat émise (PDF)
                </a>
              </p>
            )}
            <ApplicationDecisions
              key={application.id}
              application={application}
              acceptanceChecks={acceptanceChecks}
              onDecided={async (next) => {
                setAnswered(next);
                // The list shows the new state too; the file stays as answered meanwhile.
                await revalidator.revalidate();
              }}
            />
          </Part>
          <Part title="Historique">
            <ApplicationHistory history={history} />
          </Part>
        </div>
      </div>
    </section>
  );
}
