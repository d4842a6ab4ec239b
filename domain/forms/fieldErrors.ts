import type { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field: what the form shows next to it and what the API returns. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
