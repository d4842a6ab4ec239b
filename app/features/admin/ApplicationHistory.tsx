import type { ApplicationHistoryEntry } from "@domain/api/applicationAdmin";
import { formatMoment, historyActor } from "./applicationDisplay";

/** Every step of the application, oldest first, with who took it and when. */
export function ApplicationHistory({ history }: { history: ApplicationHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-ink-700">Aucune étape enregistrée.</p>;
  return (
    <ol
      aria-label="Historique de la demande"
      className="space-y-3 border-l-2 border-brand-200 pl-4"
    >
      {history.map((entry, index) => (
        // Two steps may share a moment and an event (two files sent at once): the position tells them apart.
        <li key={`${entry.at}-${entry.event}-${index}`}>
          <p className="font-semibold break-words">{entry.description}</p>
          <p className="text-sm text-ink-700">
            {formatMoment(entry.at)}, par {historyActor(entry)}
          </p>
        </li>
      ))}
    </ol>
  );
}
