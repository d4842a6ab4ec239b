import { TextField } from "~/components/ui/fields";
import { FormStatus } from "~/components/ui/FormStatus";
import { callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";
import { passwordsApi } from "./authApi";

export function ForgotPasswordForm() {
  const { form, field, submit, outcome, prepare } = useApiForm({
    schema: () => passwordsApi().then(({ forgotPassword }) => forgotPassword.body),
    defaultValues: { email: "" },
    send: async (values) => callApi((await passwordsApi()).forgotPassword, { body: values }),
  });
  const submitting = form.formState.isSubmitting;
  return (
    <form
      noValidate
      onFocus={prepare}
      onSubmit={submit}
      className="flex max-w-md flex-col gap-5"
      aria-label="Mot de passe oublié"
    >
      <TextField
        name="email"
        label="Adresse email"
        type="email"
        autoComplete="email"
        required
        registration={field("email")}
        error={form.formState.errors.email?.message}
      />
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? "Envoi…" : "Recevoir le lien"}
      </button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
