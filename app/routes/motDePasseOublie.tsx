import { Link } from "react-router";
import { AuthLayout } from "~/components/layout/AuthLayout";
import { ForgotPasswordForm } from "~/features/auth/ForgotPasswordForm";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Mot de passe oublié",
    description:
      "Vous avez oublié le mot de passe de votre espace client Aurore Banque ? Recevez par email un lien sécurisé pour en choisir un nouveau.",
    path: "/motDePasseOublie",
  });

export default function MotDePasseOublie() {
  return (
    <AuthLayout
      title="Mot de passe oublié"
      intro="Indiquez l'adresse email de votre compte : nous vous enverrons un lien, valable 30 minutes, pour choisir un nouveau mot de passe."
    >
      <ForgotPasswordForm />
      <p className="mt-6 text-ink-700">
        Vous vous souvenez de votre mot de passe ?{" "}
        <Link to="/login" className="link">
          Se connecter
        </Link>
      </p>
    </AuthLayout>
  );
}
