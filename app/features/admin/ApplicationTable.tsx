import { Link, useLocation } from "react-router";
import type { ApplicationRow } from "@domain/api/applicationAdmin";
import { creditProductLabels } from "@domain/credit/products";
import { formatEuros } from "@domain/format";
import { formatLeadTime } from "@domain/leads/display";
import { ApplicationStateBadge, OutcomeBadge } from "./ApplicationBadges";
import { formatMonths } from "./applicationDisplay";
import { adminLink } from "./links";

const heading = "px-4 py-3 font-semibold";
const cell = "px-4 py-3";

/** One line per application, newest first; the applicant's name opens the file. */
export function ApplicationTable({
  applications,
  openId,
}: {
  applications: ApplicationRow[];
  openId: string | null;
}) {
  const { search } = useLocation();
  if (applications.length === 0) {
    return (
      <p className="rounded-xl border border-brand-100 bg-white p-6 text-ink-700">
        Aucune demande de prêt ne correspond à ces critères.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-brand-100 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Demandes de prêt, les plus récentes d'abord</caption>
        <thead className="bg-brand-50 text-ink-900">
          <tr>
            <th scope="col" className={heading}>
              Créée le
            </th>
            <th scope="col" className={heading}>
              Client
            </th>
            <th scope="col" className={heading}>
              Produit
            </th>
            <th scope="col" className={`${heading} text-right`}>
              Montant
            </th>
            <th scope="col" className={`${heading} text-right`}>
              Durée
            </th>
            <th scope="col" className={heading}>
              État
            </th>
            <th scope="col" className={heading}>
              Réponse de principe
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100">
          {applications.map((application) => (
            <tr
              key={application.id}
              className={
                application.id === openId
                  ? "bg-brand-50 shadow-[inset_4px_0_0_var(--color-gold-400)]"
                  : undefined
              }
            >
              <td className={`${cell} whitespace-nowrap`}>
                {formatLeadTime(application.createdAt)}
              </td>
              <td className={cell}>
                <Link
                  to={adminLink(search, { demande: application.id })}
                  aria-current={application.id === openId ? "true" : undefined}
                  className="link font-semibold"
                >
                  {application.applicantName}
                </Link>
                <span className="block text-ink-700">{application.email}</span>
              </td>
              <td className={cell}>{creditProductLabels[application.product]}</td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                {formatEuros(application.amount)}
              </td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                {formatMonths(application.months)}
              </td>
              <td className={cell}>
                <ApplicationStateBadge state={application.state} />
              </td>
              <td className={cell}>
                <OutcomeBadge outcome={application.outcome} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
