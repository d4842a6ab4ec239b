import { changePassword } from "@domain/api/passwords";
import { TextField } from "~/components/ui/fields";
import { FormStatus } from "~/components/ui/FormStatus";
import { NewPasswordFields } from "~/components/ui/NewPasswordFields";
import { callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
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
      aria-label="Changer de mot de passe"
    >
      <TextField
        name="currentPassword"
        label="Mot de passe actuel"
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
        confirmLabel="Confirmer le nouveau mot de passe"
      />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? "Enregistrement…" : "Changer de mot de passe"}
      </button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
