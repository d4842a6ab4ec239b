import { signupText } from "~/content/signup.i18n";
import { passwordStrength, type PasswordStrength } from "@domain/forms/passwordStrength";

const barColour: Record<PasswordStrength["colour"], string> = {
  red: "bg-danger-700",
  orange: "bg-warning-700",
  yellow: "bg-yellow-400",
  green: "bg-success-700",
};

/** The seed's meter: five criteria, a label, a colour and a bar as wide as the score. */
export function StrengthMeter({ password }: { password: string }) {
  const text = signupText.use().passwordStrengthText;
  const strength = passwordStrength(password);
  return (
    <div className="sm:col-span-2" aria-live="polite">
      <div className="h-2 overflow-hidden rounded-full bg-brand-100">
        <div
          data-testid="barre-force"
          data-colour={strength.colour}
          className={`h-full rounded-full transition-[width] ${barColour[strength.colour]}`}
          style={{ width: `${strength.percent}%` }}
        />
      </div>
      <p className="mt-1 text-sm text-ink-700">
        {text.label} <strong>{text.levels[strength.level]}</strong>
      </p>
      <p className="text-sm text-ink-500">{text.rule}</p>
    </div>
  );
}
