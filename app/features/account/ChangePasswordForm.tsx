import { changePassword } from "@domain/api/passwords";
import { TextField } from "~/components/ui/fields";
import { FormStatus } from "~/components/ui/FormStatus";
import { NewPasswordFields } from "~/components/ui/NewPasswordFields";
import { accountText } from "~/content/account.i18n";
import { callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { changePasswordText: text, securityText } = accountText.use();
  const { form, field, submit, outcome } = useApiForm({
    schema: changePassword.body,
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
    send: (values) => callApi(changePassword, { body: values }),
    onSuccess: onChanged,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex max-w-md flex-col gap-4"
      aria-label={text.formLabel}
    >
      <TextField
        name="currentPassword"
        label={securityText.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        registration={field("currentPassword")}
        error={errors.currentPassword?.message}
      />
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
        {isSubmitting ? securityText.saving : text.submit}
      </button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
