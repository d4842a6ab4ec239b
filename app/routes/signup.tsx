import { AuthLayout } from "~/components/layout/AuthLayout";
import { SignupWizard } from "~/features/signup/SignupWizard";
import { authText } from "~/content/auth.i18n";
import { formsText } from "~/content/forms.i18n";
import { signupText } from "~/content/signup.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(authText, formsText, signupText);

// Its wizard, sent without scripts, is answered on the server (decision 022).
export const action = pageFormAction;

export const meta = localizedMeta("/signup", {
  fr: {
    title: "Ouvrir un compte en ligne",
    description:
      "Ouvrez votre compte Aurore Banque en trois étapes : vos informations personnelles, la sécurité de votre compte, puis la finalisation. Sans frais d'ouverture.",
  },
  en: {
    title: "Open an account online",
    description:
      "Open your Aurore Banque account in three steps: your personal details, your account security, then confirmation. No opening fee.",
  },
  es: {
    title: "Abrir una cuenta online",
    description:
      "Abra su cuenta Aurore Banque en tres pasos: sus datos personales, la seguridad de su cuenta y la confirmación. Sin gastos de apertura.",
  },
  de: {
    title: "Konto online eröffnen",
    description:
      "Eröffnen Sie Ihr Konto bei Aurore Banque in drei Schritten: persönliche Angaben, Sicherheit Ihres Kontos, Abschluss. Ohne Eröffnungsgebühr.",
  },
});

export default function Signup() {
  const { signupPageText: text } = signupText.use();
  return (
    <AuthLayout title={text.title} intro={text.intro}>
      <SignupWizard />
    </AuthLayout>
  );
}
