import type { z } from "zod";
import { messageRef, type MessageRef } from "../i18n/message";

export type FieldErrors = Partial<Record<string, MessageRef>>;

/**
 * The first message of each field: what the form shows next to it and what the API returns, as
 * references the reader's language writes (each rule's message is a `rule(…)`, domain/forms/z.ts
 * words the rest).
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = messageRef(issue.message);
  }
  return errors;
}
