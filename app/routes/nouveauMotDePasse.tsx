import { AuthLayout } from "~/components/layout/AuthLayout";
import { BrandLoader } from "~/components/ui/BrandLoader";
import { ResetPassword } from "~/features/auth/ResetPasswordForm";
import { authText } from "~/content/auth.i18n";
import { signupText } from "~/content/signup.i18n";
import { preloadTexts } from "~/i18n/localized";

// The new password's strength meter speaks with the signup page's words.
preloadTexts(authText, signupText);

export const meta = () => [
  { title: "Nouveau mot de passe | Aurore Banque" },
  { name: "robots", content: "noindex" },
];

export function HydrateFallback() {
  return <BrandLoader />;
}

export default function NouveauMotDePasse() {
  return (
    <AuthLayout
      title="Choisir un nouveau mot de passe"
      intro="Au moins 8 caractères, avec des majuscules, des minuscules et des chiffres. Une fois enregistré, toutes vos sessions ouvertes seront fermées."
    >
      <ResetPassword />
    </AuthLayout>
  );
}
