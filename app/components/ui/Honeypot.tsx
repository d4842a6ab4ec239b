import type { UseFormRegisterReturn } from "react-hook-form";
import { commonText } from "~/content/common.i18n";

/**
 * A field people never see nor reach with the keyboard; bots that fill every input fill it, and
 * the server then drops their request without saying so.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  const { honeypotLabel } = commonText.use();
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {honeypotLabel}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
