import type { z } from "zod";
import { fieldErrors } from "~/lib/schemas/fieldErrors";
import { passwordMessages } from "~/lib/schemas/password";
import { ApiError } from "./errors";

/** Parses a request body with a form's shared schema; failures carry each field's French message. */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const firstMessage = Object.values(fields)[0] ?? "Les informations envoyées sont invalides.";
  throw new ApiError(400, "validation_failed", firstMessage, fields as Record<string, string>);
}

/**
 * The signup schema's rule that a password is not the e-mail address, for forms that do not carry
 * the address (reset, change): the server knows it.
 */
export function refuseEmailAsPassword(password: string, emailNormalized: string): void {
  if (password.trim().toLowerCase() === emailNormalized) {
    throw new ApiError(400, "validation_failed", passwordMessages.sameAsEmail, {
      password: passwordMessages.sameAsEmail,
    });
  }
}
