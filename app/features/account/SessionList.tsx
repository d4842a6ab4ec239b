import { useState } from "react";
import { useNavigate } from "react-router";
import { endAllSessions, endSession, type ActiveSession } from "@domain/api/security";
import { formatDateTime } from "@domain/dates";
import { ApiClientError, callApi } from "~/lib/api";
import { signedOut } from "~/lib/session";

/** Where the account is signed in; any session can be ended, or all of them at once. */
export function SessionList({
  sessions,
  onChanged,
}: {
  sessions: ActiveSession[];
  onChanged: () => void;
}) {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  const run = async (end: () => Promise<undefined>, endsThisOne: boolean) => {
    setError(undefined);
    try {
      await end();
      if (endsThisOne) {
        signedOut();
        await navigate("/login");
      } else onChanged();
    } catch (failure) {
      if (!(failure instanceof ApiClientError)) throw failure;
      setError(failure.message);
    }
  };

  return (
    <div>
      <ul className="grid gap-3" aria-label="Sessions actives">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 p-4"
          >
            <div>
              <p className="font-semibold">
                {session.device}
                {session.current && (
                  <span className="ml-2 rounded-full bg-accent-50 px-2 py-0.5 text-sm text-accent-800">
                    Cet appareil
                  </span>
                )}
              </p>
              <p className="text-sm text-ink-700">
                Connecté le {formatDateTime(session.createdAt)} · dernière activité le{" "}
                {formatDateTime(session.lastSeenAt)}
              </p>
            </div>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() =>
                void run(() => callApi(endSession, { params: { id: session.id } }), session.current)
              }
            >
              Fermer cette session
              {/* Every button reads the same on screen; a screen reader also hears which device. */}
              <span className="sr-only">
                {` : ${session.device}${session.current ? ", cet appareil" : ""}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="mt-3 font-medium text-danger-700">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary mt-6"
        onClick={() => void run(() => callApi(endAllSessions), true)}
      >
        Se déconnecter de tous les appareils
      </button>
    </div>
  );
}
