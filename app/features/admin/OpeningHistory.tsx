import type { OpeningHistoryEntry } from "@domain/api/openingAdmin";
import { formatMoment } from "./applicationDisplay";

/** Every step of the opening, oldest first, with who took it and when. */
export function OpeningHistory({ history }: { history: OpeningHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-ink-700">Aucune étape enregistrée.</p>;
  return (
    <ol
      aria-label="Historique de l'ouverture"
      className="space-y-3 border-l-2 border-brand-200 pl-4"
    >
      {history.map((entry, index) => (
        // Two credits of one file share a moment and an event: the position tells them apart.
        <li key={`${entry.at}-${entry.event}-${index}`}>
          <p className="font-semibold break-words">{entry.description}</p>
          <p className="text-sm text-ink-700">
            {formatMoment(entry.at)}, par{" "}
            {entry.event === "signed" ? "le client" : (entry.actor ?? "un compte supprimé")}
          </p>
        </li>
      ))}
    </ol>
  );
}
