import { passkeyMessages } from "./passkeyMessages";
import { z } from "./z";

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
