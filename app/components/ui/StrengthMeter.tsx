import type { SignupContent } from "~/content/signup";
import { passwordStrength, type PasswordStrength } from "@domain/forms/passwordStrength";

const barColour: Record<PasswordStrength["colour"], string> = {
  red: "bg-danger-700",
  orange: "bg-warning-700",
  yellow: "bg-yellow-400",
  green: "bg-success-700",
};

/**
 * The seed's meter: five criteria, a label, a colour and a bar as wide as the score. Its words come
 * from the page, which has the signup texts already: the signup page loads the meter only when it
 * is drawn, and the meter alone is that chunk.
 */
export function StrengthMeter({
  password,
  text,
}: {
  password: string;
  text: SignupContent["passwordStrengthText"];
}) {
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
