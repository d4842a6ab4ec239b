import { AuthLayout } from "~/components/layout/AuthLayout";
import { ResetPassword } from "~/features/auth/ResetPasswordForm";
import { authText } from "~/content/auth.i18n";
import { authLayoutText } from "~/content/authLayout.i18n";
import { mailLinksText } from "~/content/mailLinks.i18n";
import { signupText } from "~/content/signup.i18n";
import { preloadTexts } from "~/i18n/localized";
import { privatePageMeta } from "~/lib/privatePageMeta";
import { pageFormAction } from "~/lib/pageForms.server";

// The new password's strength meter speaks with the signup page's words.
const textFamilies = [authText, authLayoutText, signupText, mailLinksText];
preloadTexts(...textFamilies);

// Drawn by the server when its link's token is in the address, and its form answered there too,
// for a visitor without scripts (decision records 022 and 032).
export const action = pageFormAction;

export const meta = privatePageMeta("nouveauMotDePasse");

export default function NouveauMotDePasse() {
  const { newPasswordPage: text } = mailLinksText.use();
  return (
    <AuthLayout title={text.title} intro={text.intro}>
      <ResetPassword />
    </AuthLayout>
  );
}
