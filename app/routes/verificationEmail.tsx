import type { ClientLoaderFunctionArgs } from "react-router";
import { useEffect, useState } from "react";
import { BrandLoader } from "~/components/ui/BrandLoader";
import { mailLinksText } from "~/content/mailLinks.i18n";
import { useLinkToken } from "~/features/auth/useLinkToken";
import { Link } from "~/i18n/Link";
import { loadTexts, preloadTexts } from "~/i18n/localized";
import { inPageLanguage } from "~/i18n/messages";
import { ApiClientError, callApi } from "~/lib/api";
import { privatePageMeta } from "~/lib/meta";
import { verifyEmail } from "@domain/api/passwords";
import { linkMessages } from "@domain/forms/passwordReset";

preloadTexts(mailLinksText);

export const meta = privatePageMeta({
  fr: "Vérification de votre adresse email",
  en: "Verifying your email address",
  es: "Verificación de su dirección de correo electrónico",
  de: "Überprüfung Ihrer E-Mail-Adresse",
});

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadTexts(request, mailLinksText);

// Drawn in the browser: the pre-rendered page holds the frame and the wait, never anyone's data.
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <BrandLoader />;
}

type Outcome = { verified: boolean; message: string };

/** Opened from the verification mail: confirms the address as soon as the page runs. */
export default function VerificationEmail() {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome>();

  useEffect(() => {
    if (token === undefined) return;
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
  }, [token]);

  const { emailVerificationPage: text } = mailLinksText.use();
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 sm:px-6">
      <h1 className="text-3xl font-extrabold">
        {outcome === undefined ? text.pending : outcome.verified ? text.verified : text.failed}
      </h1>
      <p role="status" className="mt-4 text-lg text-ink-700">
        {outcome?.message}
      </p>
      <Link to="/espaceClient" className="btn btn-primary mt-8">
        {text.clientArea}
      </Link>
    </div>
  );
}
