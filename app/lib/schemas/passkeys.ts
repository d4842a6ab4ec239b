import { z } from "./z";

export const passkeyMessages = {
  nameRequired: "Donnez un nom à cette clé d'accès",
  nameTooLong: "Le nom doit contenir au plus 60 caractères",
  passwordRequired: "Le mot de passe est requis",
  passwordWrong: "Le mot de passe est incorrect",
  refused:
    "Cette clé d'accès n'a pas pu être vérifiée. Réessayez, ou connectez-vous avec votre email et votre mot de passe.",
  cancelled: "L'opération a été annulée ou le délai est dépassé. Vous pouvez réessayer.",
  unsupported: "Ce navigateur ne permet pas d'utiliser une clé d'accès.",
  unknownPasskey: "Cette clé d'accès n'existe plus.",
} as const;

/** How the customer recognises the device in the list: "iPhone de Claire", "Clé USB". */
export const passkeyNameSchema = z
  .string({ error: passkeyMessages.nameRequired })
  .trim()
  .min(1, passkeyMessages.nameRequired)
  .max(60, passkeyMessages.nameTooLong);

/** Adding a passkey starts with the current password: an open session is not enough. */
export const addPasskeySchema = z.object({
  name: passkeyNameSchema,
  password: z
    .string({ error: passkeyMessages.passwordRequired })
    .min(1, passkeyMessages.passwordRequired)
    .max(1024, passkeyMessages.passwordWrong),
});

export const renamePasskeySchema = z.object({ name: passkeyNameSchema });

/** What the browser's WebAuthn call returns, checked in shape; the signature is the server's job. */
const credentialResponse = z
  .object({
    id: z.string().min(1).max(1_024),
    rawId: z.string().min(1).max(1_024),
    type: z.literal("public-key"),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()),
  })
  .loose();

export const passkeyRegistrationSchema = z.object({
  name: passkeyNameSchema,
  response: credentialResponse,
});

export const passkeyAuthenticationSchema = z.object({ response: credentialResponse });

export type AddPasskeyInput = z.input<typeof addPasskeySchema>;
export type RenamePasskeyInput = z.input<typeof renamePasskeySchema>;
