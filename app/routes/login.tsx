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
  return (
    <AuthLayout title="Connexion" intro="Accédez à votre espace client en toute sécurité.">
      <LoginForm />
    </AuthLayout>
  );
}
