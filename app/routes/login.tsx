import { useLocation } from "react-router";
import { AuthLayout } from "~/components/layout/AuthLayout";
import { LoginForm } from "~/features/auth/LoginForm";
import { authText } from "~/content/auth.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(authText);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const meta = localizedMeta("/login", {
  fr: {
    title: "Connexion à votre espace client",
    description:
      "Connectez-vous à votre espace client Aurore Banque pour consulter votre profil, gérer vos préférences et suivre vos demandes en toute sécurité.",
  },
  en: {
    title: "Log in to your account",
    description:
      "Log in to your Aurore Banque customer area to view your profile, manage your preferences and follow your requests securely.",
  },
  es: {
    title: "Acceso a su área de cliente",
    description:
      "Acceda a su área de cliente de Aurore Banque para consultar su perfil, gestionar sus preferencias y seguir sus solicitudes con total seguridad.",
  },
  de: {
    title: "Anmeldung in Ihrem Kundenbereich",
    description:
      "Melden Sie sich in Ihrem Kundenbereich bei Aurore Banque an, um Ihr Profil einzusehen, Ihre Einstellungen zu verwalten und Ihre Anträge sicher zu verfolgen.",
  },
});

export default function Login() {
  const { loginText: text } = authText.use();
  // Set by the client area when an idle session timed out: the customer should know why.
  const sessionExpired = (useLocation().state as { sessionExpired?: boolean } | null)
    ?.sessionExpired;
  return (
    <AuthLayout title={text.title} intro={text.intro}>
      {sessionExpired && (
        <p
          role="status"
          className="mb-6 max-w-md rounded-lg bg-gold-100 p-4 font-medium text-brand-900"
        >
          {text.sessionExpired}
        </p>
      )}
      <LoginForm />
    </AuthLayout>
  );
}
