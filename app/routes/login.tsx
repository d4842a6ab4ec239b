import { useLocation } from "react-router";
import { AuthLayout } from "~/components/layout/AuthLayout";
import { LoginForm } from "~/features/auth/LoginForm";
import { authText } from "~/content/auth.i18n";
import { authLayoutText } from "~/content/authLayout.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(authText, authLayoutText);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const loader = pageTextLoader("/login");

export const meta = localizedMeta("/login");

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
