import { messages } from "../i18n/messages";
import { z } from "./z";

export const loginMessages = {
  emailRequired: messages.emailRequired,
  passwordRequired: messages.loginPasswordRequired,
  failed: messages.loginFailed,
  expired: messages.loginExpired,
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
  rememberMe: z.boolean({ error: "La case « Se souvenir de moi » est invalide" }).default(false),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;
