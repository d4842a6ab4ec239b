import { useState } from "react";
import { useNavigate } from "react-router";
import { endAllSessions, endSession, type ActiveSession } from "@domain/api/security";
import { formatDateTime } from "@domain/dates";
import { accountText } from "~/content/account.i18n";
import { localizeTo } from "@domain/pages";
import { useLocale } from "~/i18n/locale";
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
  const { sessionsText: text } = accountText.use();
  const locale = useLocale();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  const run = async (end: () => Promise<undefined>, endsThisOne: boolean) => {
    setError(undefined);
    try {
      await end();
      if (endsThisOne) {
        signedOut();
        await navigate(localizeTo("/login", locale));
      } else onChanged();
    } catch (failure) {
      if (!(failure instanceof ApiClientError)) throw failure;
      setError(failure.message);
    }
  };

  return (
    <div>
      <ul className="grid gap-3" aria-label={text.listLabel}>
        {sessions.map((session) => {
          const device = session.device ? text.device(session.device) : text.unknownDevice;
          return (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 p-4"
            >
              <div>
                <p className="font-semibold">
                  {device}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-accent-50 px-2 py-0.5 text-sm text-accent-800">
                      {text.thisDevice}
                    </span>
                  )}
                </p>
                <p className="text-sm text-ink-700">
                  {text.moments({
                    createdAt: formatDateTime(session.createdAt, locale),
                    lastSeenAt: formatDateTime(session.lastSeenAt, locale),
                  })}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() =>
                  void run(
                    () => callApi(endSession, { params: { id: session.id } }),
                    session.current,
                  )
                }
              >
                {text.end}
                {/* Every button reads the same on screen; a screen reader also hears which device. */}
                <span className="sr-only">
                  {text.endWhich({ device, current: session.current })}
                </span>
              </button>
            </li>
          );
        })}
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
        {text.endAll}
      </button>
    </div>
  );
}
