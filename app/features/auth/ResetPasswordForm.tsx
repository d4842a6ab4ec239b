import { useEffect, useState } from "react";
import { Link } from "react-router";
import { FormStatus } from "~/components/ui/FormStatus";
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
  const token = useLinkToken();
  const [checked, setLink] = useState<LinkState>({ status: "checking" });
  const link: LinkState =
    token === "" ? { status: "invalid", message: passwordResetMessages.linkMissing } : checked;

  useEffect(() => {
    if (!token) return;
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
    return <p role="status">Vérification du lien…</p>;
  }
  if (link.status === "invalid") {
    return (
      <div className="flex max-w-md flex-col gap-5">
        <FormAlert message={link.message} />
        <Link to="/motDePasseOublie" className="btn btn-primary">
          Faire une nouvelle demande
        </Link>
      </div>
    );
  }
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
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
          Se connecter
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
      aria-label="Choisir un nouveau mot de passe"
    >
      <NewPasswordFields
        password={form.watch("password")}
        registration={field}
        errors={{
          password: errors.password?.message,
          confirmPassword: errors.confirmPassword?.message,
        }}
        confirmLabel="Confirmer le mot de passe"
      />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? "Enregistrement…" : "Enregistrer le nouveau mot de passe"}
      </button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
