import type { ClientLoaderFunctionArgs } from "react-router";
import { AuthLayout } from "~/components/layout/AuthLayout";
import { BrandLoader } from "~/components/ui/BrandLoader";
import { ResetPassword } from "~/features/auth/ResetPasswordForm";
import { authText } from "~/content/auth.i18n";
import { mailLinksText } from "~/content/mailLinks.i18n";
import { signupText } from "~/content/signup.i18n";
import { loadTexts, preloadTexts } from "~/i18n/localized";
import { privatePageMeta } from "~/lib/meta";

// The new password's strength meter speaks with the signup page's words.
const textFamilies = [authText, signupText, mailLinksText];
preloadTexts(...textFamilies);

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadTexts(request, ...textFamilies);

export const meta = privatePageMeta({
  fr: "Nouveau mot de passe",
  en: "New password",
  es: "Nueva contraseña",
  de: "Neues Passwort",
});

// Drawn in the browser: the pre-rendered page holds the frame and the wait, never anyone's data.
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <BrandLoader />;
}

export default function NouveauMotDePasse() {
  const { newPasswordPage: text } = mailLinksText.use();
  return (
    <AuthLayout title={text.title} intro={text.intro}>
      <ResetPassword />
    </AuthLayout>
  );
}
