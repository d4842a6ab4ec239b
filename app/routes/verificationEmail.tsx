import { useEffect, useState } from "react";
import { Link } from "react-router";
import { BrandLoader } from "~/components/ui/BrandLoader";
import { useLinkToken } from "~/features/auth/useLinkToken";
import { ApiClientError, callApi } from "~/lib/api";
import { verifyEmail } from "@domain/api/passwords";
import { linkMessages } from "@domain/forms/passwordReset";

export const meta = () => [
  { title: "Vérification de votre adresse email | Aurore Banque" },
  { name: "robots", content: "noindex" },
];

export function HydrateFallback() {
  return <BrandLoader />;
}

type Outcome = { verified: boolean; message: string };

/** Opened from the verification mail: confirms the address as soon as the page runs. */
export default function VerificationEmail() {
  const token = useLinkToken();
  const [answer, setOutcome] = useState<Outcome>();
  const outcome: Outcome | undefined =
    token === "" ? { verified: false, message: linkMessages.email_verification.unknown } : answer;

  useEffect(() => {
    if (!token) return;
    callApi(verifyEmail, { body: { token } }).then(
      ({ message }) => setOutcome({ verified: true, message }),
      (error: unknown) => {
        if (!(error instanceof ApiClientError)) throw error;
        setOutcome({ verified: false, message: error.message });
      },
    );
  }, [token]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-20 sm:px-6">
      <h1 className="text-3xl font-extrabold">
        {outcome === undefined
          ? "Vérification en cours…"
          : outcome.verified
            ? "Adresse email confirmée"
            : "Vérification impossible"}
      </h1>
      <p role="status" className="mt-4 text-lg text-ink-700">
        {outcome?.message}
      </p>
      <Link to="/espaceClient" className="btn btn-primary mt-8">
        Aller à mon espace client
      </Link>
    </div>
  );
}
