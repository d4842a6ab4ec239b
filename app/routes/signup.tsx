import { AuthLayout } from "~/components/layout/AuthLayout";
import { SignupWizard } from "~/features/signup/SignupWizard";
import { pageMeta } from "~/lib/meta";
import { authText } from "~/content/auth.i18n";
import { preloadTexts } from "~/i18n/localized";

preloadTexts(authText);

export const meta = () =>
  pageMeta({
    title: "Ouvrir un compte en ligne",
    description:
      "Ouvrez votre compte Aurore Banque en trois étapes : vos informations personnelles, la sécurité de votre compte, puis la finalisation. Sans frais d'ouverture.",
    path: "/signup",
  });

export default function Signup() {
  return (
    <AuthLayout
      title="Ouvrir un compte"
      intro="Trois étapes suffisent pour ouvrir votre compte, sans frais d'ouverture."
    >
      <SignupWizard />
    </AuthLayout>
  );
}
