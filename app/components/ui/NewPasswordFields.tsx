import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "./fields";
import { StrengthMeter } from "./StrengthMeter";

/** A new password, its strength meter and its confirmation: the reset page and the client area. */
export function NewPasswordFields({
  password,
  registration,
  errors,
  confirmLabel,
}: {
  /** The value typed so far, for the meter. */
  password: string;
  registration: (name: "password" | "confirmPassword") => UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
  confirmLabel: string;
}) {
  return (
    <>
      <TextField
        name="password"
        label="Nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        required
        registration={registration("password")}
        error={errors.password}
      />
      <StrengthMeter password={password} />
      <TextField
        name="confirmPassword"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        registration={registration("confirmPassword")}
        error={errors.confirmPassword}
      />
    </>
  );
}
