import type { ClientLoaderFunctionArgs } from "react-router";
import { useEffect, useState } from "react";
import { confirmNewsletter } from "@domain/api/newsletter";
import { BrandLoader } from "~/components/ui/BrandLoader";
import { mailLinksText } from "~/content/mailLinks.i18n";
import { useLinkToken } from "~/features/auth/useLinkToken";
import { Link } from "~/i18n/Link";
import { loadTexts, preloadTexts } from "~/i18n/localized";
import { ApiClientError, callApi } from "~/lib/api";
import { privatePageMeta } from "~/lib/privatePageMeta";

preloadTexts(mailLinksText);

export const meta = privatePageMeta("confirmationNewsletter");

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadTexts(request, mailLinksText);

// Drawn in the browser: the pre-rendered page holds the frame and the wait, never anyone's data.
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <BrandLoader />;
}

type Outcome = { confirmed: boolean; message: string };

const confirmations = new Map<string, Promise<Outcome>>();

/**
 * The link works once: a second mount of the page (React's development checks, a remount) reuses
 * the first answer instead of spending the link again and reading "already used".
 */
function confirmOnce(token: string): Promise<Outcome> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = callApi(confirmNewsletter, { body: { token } }).then(
      ({ message }) => ({ confirmed: true, message }),
      (error: unknown) => {
        if (!(error instanceof ApiClientError)) throw error;
        return { confirmed: false, message: error.message };
      },
    );
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

/** Opened from the confirmation mail: the subscription counts as soon as the page runs. */
export default function ConfirmationNewsletter() {
  const token = useLinkToken();
  const [answer, setAnswer] = useState<Outcome>();

  useEffect(() => {
    if (token) void confirmOnce(token).then(setAnswer);
  }, [token]);

  const { newsletterConfirmationPage: copy } = mailLinksText.use();
  const outcome: Outcome | undefined =
    token === "" ? { confirmed: false, message: copy.incompleteLink } : answer;
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 sm:px-6">
      <h1 className="text-3xl font-extrabold">
        {outcome === undefined ? copy.pending : outcome.confirmed ? copy.confirmed : copy.failed}
      </h1>
      <p role="status" className="mt-4 text-lg text-ink-700">
        {outcome?.message}
      </p>
      <Link to="/" className="btn btn-primary mt-8">
        {copy.home}
      </Link>
    </div>
  );
}
