import { rule, type RuleMessage } from "../i18n/message";
import { passkeyAuthenticationSchema } from "./passkeys";
import { z } from "./z";

/** What a signature's proof is refused for, whatever is signed. */
export const freshProofMessages = {
  passwordRequired: rule("signaturePasswordRequired"),
  passwordWrong: rule("passwordWrong"),
  method: rule("signatureMethodRequired"),
} as const;

const m = freshProofMessages;

/**
 * A signature takes a fresh proof of identity: the password, or a passkey's answer to a challenge
 * made for the document signed. A session left open is not a signature. The ticked box, with its
 * own message, is the customer's acknowledgement of what they sign, kept with the signature.
 * Apart from the loan application's forms: an account's opening signs with it too, and loads none
 * of the credit's rules.
 */
export const freshProofSchema = (agreementMessage: RuleMessage) => {
  const agreement = z
    .boolean({ error: agreementMessage })
    .refine((agreed) => agreed, agreementMessage);
  return z.discriminatedUnion(
    "method",
    [
      z.object({
        method: z.literal("password"),
        agreement,
        password: z
          .string({ error: m.passwordRequired })
          .min(1, m.passwordRequired)
          .max(1024, m.passwordWrong),
      }),
      z.object({
        method: z.literal("passkey"),
        agreement,
        credential: passkeyAuthenticationSchema,
      }),
    ],
    { error: m.method },
  );
};
