import { passkeyMessages } from "../forms/passkeyMessages";
import {
  addPasskeySchema,
  passkeyAuthenticationSchema,
  passkeyRegistrationSchema,
  renamePasskeySchema,
} from "../forms/passkeys";
import { z } from "../forms/z";
import { profileAnswerSchema } from "../profile";
import { endpoint } from "./endpoint";

/** A passkey as the `Sécurité` section lists it. */
export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

export type PasskeySummary = z.output<typeof passkeySummarySchema>;

const passkeyListSchema = z.object({ passkeys: z.array(passkeySummarySchema) });

/** The passkey a path names; an id that is not a UUID is refused like today, with this message. */
const passkeyParams = z.object({ id: z.uuid({ error: passkeyMessages.unknownPasskey }) });

const unknownPasskey = { status: 404, message: passkeyMessages.unknownPasskey } as const;

const refused = { status: 401, message: passkeyMessages.refused } as const;

const userVerification = z.enum(["discouraged", "preferred", "required"]);

/** A credential the browser may name (excluded at registration): WebAuthn's JSON form. */
const credentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

const hints = z.array(z.enum(["hybrid", "security-key", "client-device"])).optional();

const extensionInputs = z
  .object({
    appid: z.string().optional(),
    credProps: z.boolean().optional(),
    hmacCreateSecret: z.boolean().optional(),
    minPinLength: z.boolean().optional(),
  })
  .optional();

/**
 * What `navigator.credentials.create()` needs, in @simplewebauthn's JSON form: every field the
 * server may generate is declared, since the answer keeps only the declared ones.
 */
const registrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal("public-key") })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(["cross-platform", "platform"]).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(["discouraged", "preferred", "required"]).optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  hints,
  attestation: z.enum(["direct", "enterprise", "indirect", "none"]).optional(),
  attestationFormats: z
    .array(
      z.enum(["fido-u2f", "packed", "android-safetynet", "android-key", "tpm", "apple", "none"]),
    )
    .optional(),
  extensions: extensionInputs,
});

/** What `navigator.credentials.get()` needs for a discoverable passkey. */
export const authenticationOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: userVerification.optional(),
  hints,
  extensions: extensionInputs,
});

export const listPasskeys = endpoint({
  method: "GET",
  path: "/api/account/passkeys",
  access: "account",
  response: passkeyListSchema,
});

/** Adding a passkey starts with the current password; the answer is the device's prompt. */
export const passkeyRegistrationOptions = endpoint({
  method: "POST",
  path: "/api/account/passkeys/options",
  access: "account",
  body: addPasskeySchema,
  response: registrationOptionsSchema,
  errors: { wrong_password: { status: 400, message: passkeyMessages.passwordWrong } },
});

/** The device's answer to those options: the passkey is stored, this session has its second factor. */
export const addPasskey = endpoint({
  method: "POST",
  path: "/api/account/passkeys",
  access: "account",
  body: passkeyRegistrationSchema,
  status: 201,
  response: passkeyListSchema,
  errors: { passkey_refused: { status: 400, message: passkeyMessages.refused } },
});

export const renamePasskey = endpoint({
  method: "PATCH",
  path: "/api/account/passkeys/:id",
  access: "account",
  params: passkeyParams,
  body: renamePasskeySchema,
  response: passkeyListSchema,
  errors: { unknown_passkey: unknownPasskey },
});

export const deletePasskey = endpoint({
  method: "DELETE",
  path: "/api/account/passkeys/:id",
  access: "account",
  params: passkeyParams,
  status: 204,
  errors: { unknown_passkey: unknownPasskey },
});

/** A fresh challenge for signing in with any passkey of the site (no e-mail asked). */
export const passkeySignInOptions = endpoint({
  method: "POST",
  path: "/api/auth/passkey/options",
  access: "public",
  response: authenticationOptionsSchema,
});

/** Signing in with a passkey: possession and the device's lock at once, no second step. */
export const passkeySignIn = endpoint({
  method: "POST",
  path: "/api/auth/passkey",
  access: "public",
  body: passkeyAuthenticationSchema,
  response: profileAnswerSchema,
  errors: { passkey_refused: refused },
});
