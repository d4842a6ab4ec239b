import { loginMessages, loginSchema } from "../forms/login";
import { secondFactorSchema, twoFactorMessages } from "../forms/twoFactor";
import { z } from "../forms/z";
import { profileAnswerSchema } from "../profile";
import { endpoint } from "./endpoint";

/**
 * The password step. An account with two-factor login answers `secondFactor` and waits for the
 * code (`loginCode`); any other is signed in at once.
 */
export const login = endpoint({
  method: "POST",
  path: "/api/auth/login",
  access: "public",
  body: loginSchema,
  response: z.union([profileAnswerSchema, z.object({ secondFactor: z.literal("totp") })]),
  errors: {
    invalid_credentials: { status: 401, message: loginMessages.failed },
  },
});

/** The code step: the app's 6 digits or a recovery code, which then says how many are left. */
export const loginCode = endpoint({
  method: "POST",
  path: "/api/auth/login/code",
  access: "public",
  body: secondFactorSchema,
  response: profileAnswerSchema.extend({ recoveryCodesLeft: z.number().int().optional() }),
  errors: {
    challenge_expired: { status: 401, message: loginMessages.expired },
    invalid_code: { status: 401, message: twoFactorMessages.codeWrong },
    second_factor_unreadable: { status: 409, message: twoFactorMessages.unreadable },
  },
});
