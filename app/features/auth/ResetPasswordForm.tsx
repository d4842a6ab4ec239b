import { useEffect, useState, type ReactNode } from "react";
import { ScriptsMissingHelp } from "~/components/ui/BrandLoader";
import { FormStatus } from "~/components/ui/FormStatus";
import { mailLinksText } from "~/content/mailLinks.i18n";
import { Link } from "~/i18n/Link";
import { inPageLanguage } from "~/i18n/messages";
import { ApiClientError, callApi } from "~/lib/api";
import { passwordResetMessages } from "@domain/forms/passwordReset";
import { SiteMessage } from "~/i18n/SiteMessage";
import { PageFormName, useSentForm } from "~/lib/pageForms";
import { useApiForm } from "~/lib/useApiForm";
import { FormAlert } from "~/components/ui/FormAlert";
import { NewPasswordFields } from "~/components/ui/NewPasswordFields";
import { passwordsApi } from "./authApi";
import { useLinkToken } from "./useLinkToken";

type LinkState =
  { status: "checking" } | { status: "valid" } | { status: "invalid"; message: string };

/** Opened from the reset mail: asks for the new password, and says if the link cannot serve. */
export function ResetPassword() {
  const { newPasswordPage: text } = mailLinksText.use();
  const token = useLinkToken();
  const changed = useSentForm("resetPassword");
  const [link, setLink] = useState<LinkState>({ status: "checking" });

  useEffect(() => {
    if (token === undefined || changed) return;
    if (token === "") {
      void inPageLanguage(passwordResetMessages.linkMissing).then((message) =>
        setLink({ status: "invalid", message }),
      );
      return;
    }
    passwordsApi()
      .then(({ checkResetLink }) => callApi(checkResetLink, { body: { token } }))
      .then(
        () => setLink({ status: "valid" }),
        (error: unknown) => {
          if (!(error instanceof ApiClientError)) throw error;
          setLink({ status: "invalid", message: error.message });
        },
      );
  }, [token, changed]);

  if (changed) return <PasswordChanged message={<SiteMessage name="passwordResetDone" />} />;
  if (link.status === "invalid") {
    return (
      <div className="flex max-w-md flex-col gap-5">
        <FormAlert message={link.message} />
        <Link to="/motDePasseOublie" className="btn btn-primary">
          {text.newRequest}
        </Link>
      </div>
    );
  }
  // A link's token in the query is known as the page is drawn, by the server too: its form is
  // there for a visitor without scripts, whose server says if the link cannot serve.
  if (!token) {
    return (
      <div role="status">
        <p>{text.checking}</p>
        <ScriptsMissingHelp className="mt-4" />
      </div>
    );
  }
  return <NewPasswordForm token={token} />;
}

function PasswordChanged({ message }: { message: ReactNode }) {
  const { newPasswordPage: text } = mailLinksText.use();
  return (
    <div className="flex max-w-md flex-col gap-5">
      <FormStatus outcome={{ kind: "sent", message }} />
      <Link to="/login" className="btn btn-primary">
        {text.signIn}
      </Link>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { newPasswordPage: text } = mailLinksText.use();
  const { form, field, submit, outcome, prepare } = useApiForm({
    schema: () => passwordsApi().then(({ resetPassword }) => resetPassword.body),
    defaultValues: { token, password: "", confirmPassword: "" },
    send: async (values) => callApi((await passwordsApi()).resetPassword, { body: values }),
    pageForm: "resetPassword",
  });
  const { errors, isSubmitting } = form.formState;
  if (outcome?.kind === "sent") return <PasswordChanged message={outcome.message} />;
  return (
    <form
      method="post"
      noValidate
      onFocus={prepare}
      onSubmit={submit}
      className="flex max-w-md flex-col gap-5"
      aria-label={text.title}
    >
      <PageFormName form="resetPassword" />
      <input type="hidden" name="token" value={token} />
      {/* A link cut short in the mail: the token has no field of its own to sit next to. */}
      <FormAlert message={errors.token?.message} />
      <NewPasswordFields
        password={form.watch("password")}
        registration={field}
        errors={{
          password: errors.password?.message,
          confirmPassword: errors.confirmPassword?.message,
        }}
        confirmLabel={text.confirmLabel}
      />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? text.submitting : text.submit}
      </button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
