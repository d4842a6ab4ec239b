import { useLocation } from "react-router";
import { AuthLayout } from "~/components/layout/AuthLayout";
import { LoginForm } from "~/features/auth/LoginForm";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Connexion à votre espace client",
    description:
      "Connectez-vous à votre espace client Aurore Banque pour consulter votre profil, gérer vos préférences et suivre vos demandes en toute sécurité.",
    path: "/login",
  });

export default function Login() {
  // Set by the client area when an idle session timed out: the customer should know why.
  const sessionExpired = (useLocation().state as { sessionExpired?: boolean } | null)
    ?.sessionExpired;
  return (
    <AuthLayout title="Connexion" intro="Accédez à votre espace client en toute sécurité.">
      {sessionExpired && (
        <p
          role="status"
          className="mb-6 max-w-md rounded-lg bg-gold-100 p-4 font-medium text-brand-900"
        >
          Votre session a expiré après 30 minutes d'inactivité. Connectez-vous à nouveau.
        </p>
      )}
      <LoginForm />
    </AuthLayout>
  );
}
