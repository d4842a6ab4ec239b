import { AuthLayout } from "~/components/layout/AuthLayout";
import { authText } from "~/content/auth.i18n";
import { authLayoutText } from "~/content/authLayout.i18n";
import { ForgotPasswordForm } from "~/features/auth/ForgotPasswordForm";
import { Link } from "~/i18n/Link";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(authText, authLayoutText);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const loader = pageTextLoader("/motDePasseOublie");

export const meta = localizedMeta("/motDePasseOublie");

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
