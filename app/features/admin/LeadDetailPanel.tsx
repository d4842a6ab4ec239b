import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import {
  displayedFields,
  formatLeadTime,
  formatSimulation,
  kindLabel,
} from "@domain/leads/display";
import type { LeadDetail } from "./adminApi";
import { adminLink } from "./links";
import { StatusActions } from "./StatusActions";
import { StatusBadge } from "./StatusBadge";
import { StatusHistory } from "./StatusHistory";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[11rem_1fr]">
      <dt className="text-sm font-semibold text-ink-700">{label}</dt>
      <dd className="break-words whitespace-pre-line text-ink-900">{children}</dd>
    </div>
  );
}

/** Everything the prospect sent, where from, and what staff did with it. */
export function LeadDetailPanel({ detail }: { detail: LeadDetail | { missing: string } }) {
  const { search } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = "lead" in detail ? detail.lead.id : undefined;
  useEffect(() => {
    // Opening a request from the list takes the reader to it, not back to the top of the page.
    heading.current?.focus();
  }, [id]);
  const close = (
    <Link to={adminLink(search, { lead: undefined })} className="link text-sm">
      Fermer
    </Link>
  );
  if (!("lead" in detail)) {
    return (
      <section
        aria-labelledby="demande-titre"
        className="rounded-xl border border-brand-100 bg-white p-6"
      >
        <h2
          id="demande-titre"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold outline-none"
        >
          Demande introuvable
        </h2>
        <p className="mt-2 text-ink-700">{detail.missing}</p>
        <p className="mt-4">{close}</p>
      </section>
    );
  }
  const { lead, history } = detail;
  return (
    <section
      aria-labelledby="demande-titre"
      className="rounded-xl border border-brand-100 bg-white p-6 xl:sticky xl:top-4 xl:self-start"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-accent-700">{kindLabel(lead.kind)}</p>
          <h2
            id="demande-titre"
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold outline-none"
          >
            {lead.contactName}
          </h2>
        </div>
        {close}
      </div>
      <dl className="mt-5 space-y-3">
        <Row label="Statut">
          <StatusBadge status={lead.status} />
        </Row>
        <Row label="Reçue le">{formatLeadTime(lead.createdAt)}</Row>
        <Row label="Page d'origine">{lead.page ?? "Non renseignée"}</Row>
        {lead.simulation && <Row label="Simulation">{formatSimulation(lead.simulation)}</Row>}
        {displayedFields(lead.kind, lead.fields).map((field) => (
          <Row key={field.name} label={field.label}>
            {field.value}
          </Row>
        ))}
        <Row label="Référence">
          <span className="font-mono text-sm">{lead.id}</span>
        </Row>
      </dl>
      <h3 className="mt-6 text-lg font-bold">Traitement</h3>
      <div className="mt-3">
        <StatusActions key={lead.id} leadId={lead.id} status={lead.status} />
      </div>
      <h3 className="mt-6 text-lg font-bold">Historique</h3>
      <div className="mt-3">
        <StatusHistory createdAt={lead.createdAt} history={history} />
      </div>
    </section>
  );
}
