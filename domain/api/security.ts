import {
  confirmTotpSchema,
  disableTotpSchema,
  setupTotpSchema,
  twoFactorMessages,
} from "../forms/twoFactor";
import { z } from "../forms/z";
import { rule } from "../i18n/message";
import { endpoint } from "./endpoint";
import { passkeySummarySchema } from "./passkeys";

const unknownSession = rule("unknownSession");

/** The kinds of device a browser tells of itself. */
export const deviceKinds = ["mobile", "tablet", "desktop", "tv"] as const;

/**
 * What a session's browser told of itself: product names (Firefox, Windows), a null where it did
 * not tell. The page words them in its language ("Firefox sur Windows (ordinateur)").
 */
export const sessionDeviceSchema = z.object({
  browser: z.string().nullable(),
  system: z.string().nullable(),
  kind: z.enum(deviceKinds).nullable(),
});

export type SessionDevice = z.output<typeof sessionDeviceSchema>;

export const activeSessionSchema = z.object({
  /** The session's public id, never its token. */
  id: z.string(),
  /** Null when the browser sent no user agent at all. */
  device: sessionDeviceSchema.nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});

export type ActiveSession = z.output<typeof activeSessionSchema>;

/** What the client area's `Sécurité` section shows, read again after each change. */
export const securityOverview = endpoint({
  method: "GET",
  path: "/api/account/security",
  access: "account",
  response: z.object({
    emailVerified: z.boolean(),
    passkeys: z.array(passkeySummarySchema),
    twoFactor: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() }),
    sessions: z.array(activeSessionSchema),
  }),
});

/** Signs one browser out; ending the current session signs this one out too. */
export const endSession = endpoint({
  method: "DELETE",
  path: "/api/account/sessions/:id",
  access: "account",
  params: z.object({ id: z.uuid({ error: unknownSession }) }),
  status: 204,
  errors: {
    unknown_session: { status: 404, message: unknownSession },
  },
});

/** `Se déconnecter de tous les appareils`, this one included. */
export const endAllSessions = endpoint({
  method: "DELETE",
  path: "/api/account/sessions",
  access: "account",
  status: 204,
});

const alreadyEnabled = { status: 409, message: twoFactorMessages.alreadyEnabled } as const;
const wrongPassword = { status: 400, message: twoFactorMessages.passwordWrong } as const;
const invalidCode = { status: 400, message: twoFactorMessages.codeWrong } as const;

/** Two-factor login, first step: the current password, then a secret to scan or type. */
export const setupTotp = endpoint({
  method: "POST",
  path: "/api/account/two-factor/setup",
  access: "account",
  body: setupTotpSchema,
  response: z.object({
    /** Base 32, in groups of four for typing by hand. */
    secret: z.string(),
    otpauthUri: z.string(),
    /** The URI as a QR code, drawn by the server: the secret never goes to a third party. */
    qrSvg: z.string(),
  }),
  errors: { already_enabled: alreadyEnabled, wrong_password: wrongPassword },
});

/** The app's first code turns two-factor login on; the recovery codes are shown this once. */
export const confirmTotp = endpoint({
  method: "POST",
  path: "/api/account/two-factor/confirm",
  access: "account",
  body: confirmTotpSchema,
  response: z.object({ recoveryCodes: z.array(z.string()) }),
  errors: {
    already_enabled: alreadyEnabled,
    no_enrolment: { status: 409, message: twoFactorMessages.noEnrolment },
    invalid_code: invalidCode,
  },
});

/** Turning two-factor login off takes both factors. */
export const disableTotp = endpoint({
  method: "POST",
  path: "/api/account/two-factor/disable",
  access: "account",
  body: disableTotpSchema,
  response: z.object({ message: z.string() }),
  errors: {
    not_enabled: { status: 409, message: twoFactorMessages.notEnabled },
    wrong_password: wrongPassword,
    invalid_code: invalidCode,
    second_factor_unreadable: { status: 409, message: twoFactorMessages.unreadable },
  },
});
