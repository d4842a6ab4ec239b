import { useEffect, useState } from "react";
import { FormStatus } from "~/components/ui/FormStatus";
import { mailLinksText } from "~/content/mailLinks.i18n";
import { Link } from "~/i18n/Link";
import { inPageLanguage } from "~/i18n/messages";
import { ApiClientError, callApi } from "~/lib/api";
import { passwordResetMessages } from "@domain/forms/passwordReset";
import { useApiForm } from "~/lib/useApiForm";
import { FormAlert } from "~/components/ui/FormAlert";
import { NewPasswordFields } from "~/components/ui/NewPasswordFields";
import { passwordsApi } from "./authApi";
import { useLinkToken } from "./useLinkToken";

type LinkState =
  { status: "checking" } | { status: "valid" } | { status: "invalid"; message: string };

/** Opened from the reset mail: says at once if the link cannot serve, else asks for the new password. */
export function ResetPassword() {
  const { newPasswordPage: text } = mailLinksText.use();
  const token = useLinkToken();
  const [link, setLink] = useState<LinkState>({ status: "checking" });

  useEffect(() => {
    if (token === undefined) return;
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
  }, [token]);

  if (link.status === "checking" || token === undefined) {
    return <p role="status">{text.checking}</p>;
  }
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
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const { newPasswordPage: text } = mailLinksText.use();
  const { form, field, submit, outcome, prepare } = useApiForm({
    schema: () => passwordsApi().then(({ resetPassword }) => resetPassword.body),
    defaultValues: { token, password: "", confirmPassword: "" },
    send: async (values) => callApi((await passwordsApi()).resetPassword, { body: values }),
  });
  const { errors, isSubmitting } = form.formState;
  if (outcome?.kind === "sent") {
    return (
      <div className="flex max-w-md flex-col gap-5">
        <FormStatus outcome={outcome} />
        <Link to="/login" className="btn btn-primary">
          {text.signIn}
        </Link>
      </div>
    );
  }
  return (
    <form
      noValidate
      onFocus={prepare}
      onSubmit={submit}
      className="flex max-w-md flex-col gap-5"
      aria-label={text.title}
    >
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
