import { TextField } from "~/components/ui/fields";
import { emailMissing } from "@domain/forms/missing";
import { authText } from "~/content/auth.i18n";
import { FormStatus } from "~/components/ui/FormStatus";
import { callApi } from "~/lib/api";
import { PageFormName } from "~/lib/pageForms";
import { useApiForm } from "~/lib/useApiForm";
import { passwordsApi } from "./authApi";

export function ForgotPasswordForm() {
  const { forgotPasswordText: text } = authText.use();
  const { form, field, submit, outcome, prepare } = useApiForm({
    schema: () => passwordsApi().then(({ forgotPassword }) => forgotPassword.body),
    defaultValues: { email: "" },
    send: async (values) => callApi((await passwordsApi()).forgotPassword, { body: values }),
    pageForm: "forgotPassword",
  });
  const submitting = form.formState.isSubmitting;
  return (
    <form
      method="post"
      noValidate
      onFocus={prepare}
      onSubmit={submit}
      className="flex max-w-md flex-col gap-5"
      aria-label={text.formLabel}
    >
      <PageFormName form="forgotPassword" />
      <TextField
        name="email"
        label={text.email}
        type="email"
        autoComplete="email"
        required
        missing={emailMissing}
        registration={field("email")}
        error={form.formState.errors.email?.message}
      />
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? text.sending : text.submit}
      </button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
