import { Link, useLocation } from "react-router";
import type { OpeningRow } from "@domain/api/openingAdmin";
import { printedIban } from "@domain/currentAccount/iban";
import { offerLabels } from "@domain/currentAccount/openingReview";
import { formatLeadTime } from "@domain/leads/display";
import { OpeningStatusBadge, ScreeningBadge, TransferStateBadge } from "./OpeningBadges";
import { adminLink } from "./links";

const heading = "px-4 py-3 font-semibold";
const cell = "px-4 py-3";

/** One line per opening, the latest signed first; the customer's name opens the file. */
export function OpeningTable({
  openings,
  openId,
}: {
  openings: OpeningRow[];
  openId: string | null;
}) {
  const { search } = useLocation();
  if (openings.length === 0) {
    return (
      <p className="rounded-xl border border-brand-100 bg-white p-6 text-ink-700">
        Aucune ouverture de compte ne correspond à ces critères.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-brand-100 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Ouvertures de compte, les plus récemment signées d'abord
        </caption>
        <thead className="bg-brand-50 text-ink-900">
          <tr>
            <th scope="col" className={heading}>
              Signée le
            </th>
            <th scope="col" className={heading}>
              Client
            </th>
            <th scope="col" className={heading}>
              Offre
            </th>
            <th scope="col" className={heading}>
              IBAN
            </th>
            <th scope="col" className={heading}>
              Premier virement
            </th>
            <th scope="col" className={heading}>
              Registre des gels
            </th>
            <th scope="col" className={heading}>
              Statut
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100">
          {openings.map((opening) => (
            <tr
              key={opening.id}
              className={
                opening.id === openId
                  ? "bg-brand-50 shadow-[inset_4px_0_0_var(--color-gold-400)]"
                  : undefined
              }
            >
              <td className={`${cell} whitespace-nowrap`}>{formatLeadTime(opening.signedAt)}</td>
              <td className={cell}>
                <Link
                  to={adminLink(search, { ouverture: opening.id })}
                  aria-current={opening.id === openId ? "true" : undefined}
                  className="link font-semibold"
                >
                  {opening.customerName}
                </Link>
                <span className="block text-ink-700">{opening.email}</span>
              </td>
              <td className={cell}>{opening.offer ? offerLabels[opening.offer] : "—"}</td>
              <td className={`${cell} whitespace-nowrap`}>{printedIban(opening.iban)}</td>
              <td className={cell}>
                <TransferStateBadge state={opening.transferState} />
                {opening.transfersToReview > 0 && (
                  <span className="block text-ink-700">
                    {opening.transfersToReview} virement{opening.transfersToReview > 1 ? "s" : ""} à
                    examiner
                  </span>
                )}
              </td>
              <td className={cell}>
                <ScreeningBadge state={opening.screening} />
              </td>
              <td className={cell}>
                <OpeningStatusBadge status={opening.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
