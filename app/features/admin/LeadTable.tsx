import { Link, useLocation } from "react-router";
import { formatLeadTime, kindLabel } from "@domain/leads/display";
import type { AdminLead } from "./adminApi";
import { adminLink } from "./links";
import { StatusBadge } from "./StatusBadge";

/** One line per request, newest first; the contact's name opens the request. */
export function LeadTable({ leads, openId }: { leads: AdminLead[]; openId: string | null }) {
  const { search } = useLocation();
  if (leads.length === 0) {
    return (
      <p className="rounded-xl border border-brand-100 bg-white p-6 text-ink-700">
        Aucune demande ne correspond à ces critères.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-brand-100 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Demandes des prospects, les plus récentes d'abord</caption>
        <thead className="bg-brand-50 text-ink-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Reçue le
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Contact
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Formulaire
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Statut
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100">
          {leads.map((lead) => (
            <tr
              key={lead.id}
              className={
                lead.id === openId
                  ? "bg-brand-50 shadow-[inset_4px_0_0_var(--color-gold-400)]"
                  : undefined
              }
            >
              <td className="px-4 py-3 whitespace-nowrap">{formatLeadTime(lead.createdAt)}</td>
              <td className="px-4 py-3">
                <Link
                  to={adminLink(search, { lead: lead.id })}
                  aria-current={lead.id === openId ? "true" : undefined}
                  className="link font-semibold"
                >
                  {lead.contactName}
                </Link>
                {lead.email && <span className="block text-ink-700">{lead.email}</span>}
              </td>
              <td className="px-4 py-3">{kindLabel(lead.kind)}</td>
              <td className="px-4 py-3">
                <StatusBadge status={lead.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
