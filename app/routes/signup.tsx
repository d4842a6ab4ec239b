import { AuthLayout } from "~/components/layout/AuthLayout";
import { SignupWizard } from "~/features/signup/SignupWizard";
import { authLayoutText } from "~/content/authLayout.i18n";
import { formsText } from "~/content/forms.i18n";
import { signupText } from "~/content/signup.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(authLayoutText, formsText, signupText);

// Its wizard, sent without scripts, is answered on the server (decision 022).
export const action = pageFormAction;

export const loader = pageTextLoader("/signup");

export const meta = localizedMeta("/signup");

export default function Signup() {
  const { signupPageText: text } = signupText.use();
  return (
    <AuthLayout title={text.title} intro={text.intro}>
      <SignupWizard />
    </AuthLayout>
  );
}
