import { useEffect, useState, type ReactNode } from "react";
import { ScriptsMissingHelp } from "~/components/ui/BrandLoader";
import { mailLinksText } from "~/content/mailLinks.i18n";
import { useLinkToken } from "~/features/auth/useLinkToken";
import { Link } from "~/i18n/Link";
import { preloadTexts } from "~/i18n/localized";
import { inPageLanguage } from "~/i18n/messages";
import { SiteMessage } from "~/i18n/SiteMessage";
import { ApiClientError, callApi } from "~/lib/api";
import { privatePageMeta } from "~/lib/privatePageMeta";
import { PageFormName, usePageFormAnswer, useSentForm } from "~/lib/pageForms";
import { pageFormAction } from "~/lib/pageForms.server";
import { verifyEmail } from "@domain/api/passwords";
import { linkMessages } from "@domain/forms/passwordReset";

preloadTexts(mailLinksText);

export const meta = privatePageMeta("verificationEmail");

// Drawn by the server when its link's token is in the address: without scripts, the visitor
// confirms with a button, answered there (decision records 022 and 032). A GET never confirms:
// mail filters open links on their own.
export const action = pageFormAction;

type Outcome = { verified: boolean; message: ReactNode };

/** Opened from the verification mail: confirms the address as soon as the page runs. */
export default function VerificationEmail() {
  const token = useLinkToken();
  const confirmed = useSentForm("verifyEmail");
  const refusal = usePageFormAnswer("verifyEmail")?.message;
  const [outcome, setOutcome] = useState<Outcome | undefined>(() => {
    if (confirmed) return { verified: true, message: <SiteMessage name="emailVerified" /> };
    return refusal === undefined ? undefined : { verified: false, message: refusal };
  });

  useEffect(() => {
    if (token === undefined || outcome !== undefined) return;
    if (token === "") {
      void inPageLanguage(linkMessages.email_verification.unknown).then((message) =>
        setOutcome({ verified: false, message }),
      );
      return;
    }
    callApi(verifyEmail, { body: { token } }).then(
      ({ message }) => setOutcome({ verified: true, message }),
      (error: unknown) => {
        if (!(error instanceof ApiClientError)) throw error;
        setOutcome({ verified: false, message: error.message });
      },
    );
  }, [token, outcome]);

  const { emailVerificationPage: text } = mailLinksText.use();
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 sm:px-6">
      <h1 className="text-3xl font-extrabold">
        {outcome === undefined
          ? token
            ? text.confirmTitle
            : text.pending
          : outcome.verified
            ? text.verified
            : text.failed}
      </h1>
      <div role="status" className="mt-4 text-lg text-ink-700">
        <p>{outcome?.message}</p>
        {outcome === undefined && !token && <ScriptsMissingHelp className="mt-4" />}
      </div>
      {outcome === undefined && token ? (
        // Once the scripts run they confirm on their own (above): a tap on the button then, before
        // their answer is drawn, would post the link a second time and read « déjà servi ».
        <form method="post" className="mt-8" onSubmit={(event) => event.preventDefault()}>
          <PageFormName form="verifyEmail" />
          <input type="hidden" name="token" value={token} />
          <p className="text-lg text-ink-700">{text.confirmPrompt}</p>
          <button type="submit" className="btn btn-primary mt-4">
            {text.confirm}
          </button>
        </form>
      ) : (
        <Link to="/espaceClient" className="btn btn-primary mt-8">
          {text.clientArea}
        </Link>
      )}
    </div>
  );
}
