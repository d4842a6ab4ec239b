import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * A field people never see nor reach with the keyboard; bots that fill every input fill it, and
 * the server then drops their request without saying so.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Laissez ce champ vide
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
