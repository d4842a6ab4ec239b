import { z } from "./z";

export const loginMessages = {
  emailRequired: "L'adresse email est requise",
  passwordRequired: "Le mot de passe est requis",
  failed: "Email ou mot de passe incorrect",
  expired: "Votre connexion a expiré. Saisissez à nouveau votre email et votre mot de passe.",
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
