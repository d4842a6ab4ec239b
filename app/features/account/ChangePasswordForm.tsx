import { TextField } from "~/components/ui/fields";
import { FormStatus } from "~/components/ui/FormStatus";
import { StrengthMeter } from "~/features/signup/StrengthMeter";
import { useApiForm } from "~/lib/useApiForm";

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { form, field, submit, outcome } = useApiForm({
    schema: () =>
      import("~/lib/schemas/passwordReset").then(
        ({ changePasswordSchema }) => changePasswordSchema,
      ),
    endpoint: "/api/account/password",
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
    onSuccess: onChanged,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid max-w-md gap-4"
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
      <TextField
        name="password"
        label="Nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        required
        registration={field("password")}
        error={errors.password?.message}
      />
      <StrengthMeter password={form.watch("password")} />
      <TextField
        name="confirmPassword"
        label="Confirmer le nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        required
        registration={field("confirmPassword")}
        error={errors.confirmPassword?.message}
      />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? "Enregistrement…" : "Changer de mot de passe"}
      </button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
