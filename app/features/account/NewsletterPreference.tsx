import { useState } from "react";
import { updatePreferences } from "@domain/api/account";
import type { Customer } from "@domain/profile";
import { accountText } from "~/content/account.i18n";
import { ApiClientError, callApi } from "~/lib/api";
import { signedIn } from "~/lib/session";

/** Saved as soon as the box changes; the box shows the choice at once and goes back if the server refuses. */
export function NewsletterPreference({ customer }: { customer: Customer }) {
  const { newsletterPreferenceText: text } = accountText.use();
  const [status, setStatus] = useState<{ kind: "saved" | "error"; message: string }>();
  const [saving, setSaving] = useState(false);
  const [checked, setChecked] = useState(customer.newsletter);

  const change = async (newsletter: boolean) => {
    setChecked(newsletter);
    setSaving(true);
    setStatus(undefined);
    try {
      const updated = await callApi(updatePreferences, { body: { newsletter } });
      signedIn(updated.customer);
      setStatus({
        kind: "saved",
        message: newsletter ? text.subscribed : text.unsubscribed,
      });
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      setChecked(!newsletter);
      setStatus({ kind: "error", message: error.message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id="preference-newsletter"
          type="checkbox"
          className="mt-1 h-5 w-5 accent-brand-700"
          checked={checked}
          disabled={saving}
          onChange={(event) => void change(event.target.checked)}
        />
        <label htmlFor="preference-newsletter">{text.label}</label>
      </div>
      <p
        role="status"
        className={`mt-2 text-sm ${status?.kind === "error" ? "text-danger-700" : "text-success-700"}`}
      >
        {status?.message}
      </p>
    </div>
  );
}
