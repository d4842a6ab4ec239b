import { z } from "../forms/z";
import { endpoint } from "./endpoint";
import { message } from "../i18n/message";

/**
 * Sends one of the lead forms (`domain/leads/forms.ts`). The fields depend on the form named in the
 * path: the declaration takes any object, and the lead service checks it against that form's
 * schema (`domain/leads/schema.ts`), answering each field's French message, once it knows the form
 * exists.
 */
export const sendLead = endpoint({
  method: "POST",
  path: "/api/leads/:kind",
  access: "public",
  params: z.object({ kind: z.string() }),
  body: z.record(z.string(), z.unknown()),
  status: 201,
  response: z.object({ message: z.string() }),
  errors: {
    unknown_form: { status: 404, message: message("unknownForm") },
  },
});
