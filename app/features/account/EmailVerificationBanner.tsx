import { useState } from "react";
import { resendVerificationEmail } from "@domain/api/passwords";
import { accountText } from "~/content/account.i18n";
import { ApiClientError, callApi } from "~/lib/api";

/** Until the address is proven, the client area says so and offers the mail again. */
export function EmailVerificationBanner({ email }: { email: string }) {
  const { emailVerificationText: text } = accountText.use();
  const [status, setStatus] = useState<{ kind: "sent" | "error"; message: string }>();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    setStatus(undefined);
    try {
      const { message } = await callApi(resendVerificationEmail);
      setStatus({ kind: "sent", message });
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      setStatus({ kind: "error", message: error.message });
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-labelledby="verification-titre"
      className="mt-8 rounded-2xl border-l-4 border-gold-400 bg-gold-100 p-6"
    >
      <h2 id="verification-titre" className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      <p className="mt-2 text-ink-900">
        {text.sentBefore}
        <strong>{email}</strong>
        {text.sentAfter}
      </p>
      <button
        type="button"
        className="btn btn-outline mt-4"
        disabled={sending}
        onClick={() => void resend()}
      >
        {sending ? text.sending : text.resend}
      </button>
      <p
        role="status"
        className={`mt-2 text-sm font-medium ${status?.kind === "error" ? "text-danger-700" : "text-success-700"}`}
      >
        {status?.message}
      </p>
    </section>
  );
}
