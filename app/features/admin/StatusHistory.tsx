import { leadStatusLabels } from "@domain/leads/statuses";
import { formatLeadTime } from "@domain/leads/display";
import type { StatusChange } from "./adminApi";

/** From the request's arrival to its last change of status, with who made each change. */
export function StatusHistory({
  createdAt,
  history,
}: {
  createdAt: string;
  history: StatusChange[];
}) {
  return (
    <ol aria-label="Historique du statut" className="space-y-3 border-l-2 border-brand-200 pl-4">
      <li>
        <p className="font-semibold">Demande reçue</p>
        <p className="text-sm text-ink-700">{formatLeadTime(createdAt)}</p>
      </li>
      {history.map((change) => (
        <li key={`${change.changedAt}-${change.toStatus}`}>
          <p className="font-semibold">
            {leadStatusLabels[change.fromStatus]} → {leadStatusLabels[change.toStatus]}
          </p>
          <p className="text-sm text-ink-700">
            {formatLeadTime(change.changedAt)}, par {change.changedBy}
          </p>
        </li>
      ))}
    </ol>
  );
}
