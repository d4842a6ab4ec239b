import type { UseFormRegisterReturn } from "react-hook-form";
import { signupText } from "~/content/signup.i18n";
import { TextField } from "./fields";
import { StrengthMeter } from "./StrengthMeter";

/**
 * A new password, its strength meter and its confirmation: the reset page and the client area. The
 * password and its meter speak with the signup page's words.
 */
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
  const { newPasswordText, passwordStrengthText } = signupText.use();
  return (
    <>
      <TextField
        name="password"
        label={newPasswordText.label}
        type="password"
        autoComplete="new-password"
        required
        registration={registration("password")}
        error={errors.password}
      />
      <StrengthMeter password={password} text={passwordStrengthText} />
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
