import { z } from "./z";
import { rule } from "../i18n/message";

export const emailMessages = {
  required: rule("emailRequired"),
  invalid: rule("emailInvalid"),
} as const;

/** The address's form alone, for forms that word a missing field their own way (lead forms). */
export const emailFormat = z.email({ error: emailMessages.invalid });

/** An e-mail address as every form takes it: trimmed, required, at most 254 characters (RFC 5321). */
export const emailSchema = z
  .string({ error: emailMessages.required })
  .trim()
  .min(1, emailMessages.required)
  .max(254, emailMessages.invalid)
  .pipe(emailFormat);
