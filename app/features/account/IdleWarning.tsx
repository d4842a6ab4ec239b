import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { refreshSession } from "@domain/api/session";
import { accountText } from "~/content/account.i18n";
import { localizeTo } from "@domain/pages";
import { useLocale } from "~/i18n/locale";
import { ApiClientError, callApi } from "~/lib/api";
import { useSessionDeadline } from "~/lib/idle";
import { signedOut, signOut, useSession } from "~/lib/session";

const WARN_AHEAD_MS = 60_000;

/**
 * One minute before an idle session times out, a dialog offers to stay; without an answer the
 * page goes back to the login, saying why.
 */
export function IdleWarning() {
  const { idleWarningText: text } = accountText.use();
  const locale = useLocale();
  const session = useSession();
  const lastDeadline = useSessionDeadline();
  const deadline = session.status === "signedIn" ? lastDeadline : undefined;
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [deadline]);

  const left = deadline === undefined ? Infinity : deadline - now;
  const open = left <= WARN_AHEAD_MS;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (left > 0) return;
    signedOut();
    void navigate(localizeTo("/login", locale), { state: { sessionExpired: true } });
  }, [left, navigate, locale]);

  const stay = async () => {
    setError(undefined);
    try {
      await callApi(refreshSession);
      setNow(Date.now());
    } catch (failure) {
      if (!(failure instanceof ApiClientError)) throw failure;
      setError(failure.message);
    }
  };

  const seconds = Math.max(0, Math.ceil(left / 1000));
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="expiration-titre"
      aria-describedby="expiration-texte"
      className="m-auto max-w-md rounded-2xl p-8 shadow-xl backdrop:bg-brand-900/60"
      // Escape means "not now", not "sign me out": the customer is obviously there.
      onCancel={(event) => {
        event.preventDefault();
        void stay();
      }}
    >
      <h2 id="expiration-titre" className="text-2xl font-bold">
        {text.title}
      </h2>
      <p id="expiration-texte" className="mt-3 text-ink-700">
        {text.countdown({ seconds })}
      </p>
      {error && (
        <p role="alert" className="mt-3 font-medium text-danger-700">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={() => void stay()}>
          {text.stay}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={async () => {
            await signOut().catch(signedOut);
            await navigate(localizeTo("/", locale));
          }}
        >
          {text.signOut}
        </button>
      </div>
    </dialog>
  );
}
