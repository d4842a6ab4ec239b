import { z } from "./z";
import { rule } from "../i18n/message";

export const loginMessages = {
  emailRequired: rule("emailRequired"),
  passwordRequired: rule("loginPasswordRequired"),
  failed: rule("loginFailed"),
  expired: rule("loginExpired"),
} as const;

/** The seed checks only that both fields are filled: anything else would tell which one is wrong. */
export const loginSchema = z.object({
  email: z
    .string({ error: loginMessages.emailRequired })
    .trim()
    .min(1, loginMessages.emailRequired)
    .max(254, loginMessages.failed),
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, loginMessages.passwordRequired)
    .max(1024, loginMessages.failed),
  rememberMe: z.boolean({ error: rule("rememberMeInvalid") }).default(false),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;
