import type { z } from "zod";
import { fieldErrors } from "../domain/forms/fieldErrors";
import { containsPersonalDetails, passwordMessages } from "../domain/forms/password";
import type { CustomerRow } from "./services/customers";
import { ApiError } from "./errors";
import { message, type MessageRef } from "../domain/i18n/message";

/** Parses a request body with a form's shared schema; failures carry each field's French message. */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields = fieldErrors(result.error) as Record<string, MessageRef>;
  const firstMessage = Object.values(fields)[0] ?? message("formInvalid");
  throw new ApiError(400, "validation_failed", firstMessage, fields);
}

/**
 * The signup schema's rule that a password holds neither the name nor the e-mail address, for
 * forms that do not carry them (reset, change): the server knows the account.
 */
export function refusePersonalPassword(password: string, customer: CustomerRow): void {
  const details = {
    email: customer.email,
    firstName: customer.first_name,
    lastName: customer.last_name,
  };
  if (containsPersonalDetails(password, details)) {
    throw new ApiError(400, "validation_failed", passwordMessages.personal, {
      password: passwordMessages.personal,
    });
  }
}
