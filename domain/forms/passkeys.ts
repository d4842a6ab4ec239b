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

/**
 * What the browser's WebAuthn call returns (@simplewebauthn's JSON form), checked in shape; the
 * signature is the server's job. Unknown keys are dropped, not refused.
 */
const credential = {
  id: z.string().min(1).max(1_024),
  rawId: z.string().min(1).max(1_024),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["cross-platform", "platform"]).optional(),
  clientExtensionResults: z.object({
    appid: z.boolean().optional(),
    credProps: z.object({ rk: z.boolean().optional() }).optional(),
    hmacCreateSecret: z.boolean().optional(),
  }),
};

export const passkeyRegistrationSchema = z.object({
  name: passkeyNameSchema,
  response: z.object({
    ...credential,
    response: z.object({
      clientDataJSON: z.string(),
      attestationObject: z.string(),
      authenticatorData: z.string().optional(),
      transports: z.array(z.string()).optional(),
      publicKeyAlgorithm: z.number().optional(),
      publicKey: z.string().optional(),
    }),
  }),
});

export const passkeyAuthenticationSchema = z.object({
  response: z.object({
    ...credential,
    response: z.object({
      clientDataJSON: z.string(),
      authenticatorData: z.string(),
      signature: z.string(),
      userHandle: z.string().optional(),
    }),
  }),
});
