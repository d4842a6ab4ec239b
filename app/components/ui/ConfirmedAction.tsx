import { useEffect, useRef, useState, type ReactNode } from "react";
import { ApiClientError } from "~/lib/api";

/**
 * A button for what cannot be undone (a withdrawal), which first opens a panel saying what will be
 * done, confirmed or cancelled there. The panel's first line takes the focus when it opens, the
 * button again when it closes; the API's refusal is shown above, read out at once.
 */
export function ConfirmedAction({
  startLabel,
  question,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  onConfirm,
}: {
  startLabel: string;
  /** The panel's first line: what the customer is asked. */
  question: string;
  /** What the panel says below it. */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  onConfirm: () => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const questionRef = useRef<HTMLParagraphElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (confirming) questionRef.current?.focus();
    else if (opened.current) start.current?.focus();
    opened.current = confirming;
  }, [confirming]);

  const confirm = async () => {
    setError(undefined);
    setPending(true);
    try {
      await onConfirm();
    } catch (failure) {
      if (!(failure instanceof ApiClientError)) throw failure;
      setError(failure.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <div role="alert">
        {error && (
          <p className="mt-4 rounded-lg border-l-4 border-danger-700 bg-red-50 p-4 font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
      {confirming ? (
        <div className="mt-6 rounded-lg border-2 border-danger-700 p-4">
          <p ref={questionRef} tabIndex={-1} className="font-semibold text-ink-900 outline-none">
            {question}
          </p>
          {children}
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              className="btn btn-primary"
              disabled={pending}
              onClick={() => void confirm()}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={pending}
              onClick={() => setConfirming(false)}
            >
              {cancelLabel}
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={start}
          type="button"
          className="btn btn-outline mt-6"
          onClick={() => setConfirming(true)}
        >
          {startLabel}
        </button>
      )}
    </>
  );
}
