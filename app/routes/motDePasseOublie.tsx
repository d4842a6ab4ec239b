import { AuthLayout } from "~/components/layout/AuthLayout";
import { authText } from "~/content/auth.i18n";
import { ForgotPasswordForm } from "~/features/auth/ForgotPasswordForm";
import { Link } from "~/i18n/Link";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(authText);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const meta = localizedMeta("/motDePasseOublie", {
  fr: {
    title: "Mot de passe oublié",
    description:
      "Vous avez oublié le mot de passe de votre espace client Aurore Banque ? Recevez par email un lien sécurisé pour en choisir un nouveau.",
  },
  en: {
    title: "Forgotten password",
    description:
      "Forgotten the password to your Aurore Banque customer area? We will email you a secure link to choose a new one.",
  },
  es: {
    title: "He olvidado mi contraseña",
    description:
      "¿Ha olvidado la contraseña de su área de cliente de Aurore Banque? Reciba por correo electrónico un enlace seguro para elegir una nueva.",
  },
  de: {
    title: "Passwort vergessen",
    description:
      "Sie haben das Passwort für Ihren Kundenbereich bei Aurore Banque vergessen? Wir senden Ihnen per E-Mail einen sicheren Link, um ein neues zu wählen.",
  },
});

export default function MotDePasseOublie() {
  const { forgotPasswordText: text } = authText.use();
  return (
    <AuthLayout title={text.title} intro={text.intro}>
      <ForgotPasswordForm />
      <p className="mt-6 text-ink-700">
        {text.remembered}{" "}
        <Link to="/login" className="link">
          {text.signIn}
        </Link>
      </p>
    </AuthLayout>
  );
}
