import { newsletterMessages, newsletterSchema } from "../forms/newsletter";
import { z } from "../forms/z";
import { endpoint } from "./endpoint";

const messageSchema = z.object({ message: z.string() });

/**
 * The public form: mails a confirmation link to a new address (double opt-in), and answers the same
 * whatever the address.
 */
export const subscribeToNewsletter = endpoint({
  method: "POST",
  path: "/api/newsletter",
  access: "public",
  body: newsletterSchema,
  status: 201,
  response: messageSchema,
});

/** Sent by the confirmation page with the token of the mailed link: the subscription counts from then. */
export const confirmNewsletter = endpoint({
  method: "POST",
  path: "/api/newsletter/confirmation",
  access: "public",
  body: z.object({ token: z.string().max(500) }),
  response: messageSchema,
  errors: {
    invalid_link: { status: 400, message: newsletterMessages.invalidLink },
  },
});

/**
 * The link of every newsletter mail (and of its `List-Unsubscribe` header): a click unsubscribes the
 * address and redirects (303) to the page that says so.
 */
export const unsubscribeLink = endpoint({
  method: "GET",
  path: "/api/newsletter/desinscription",
  access: "public",
  status: 303,
  // A link cut or mangled by a mail program is an invalid link for the page to explain, not a 400.
  query: z.object({
    token: z
      .string()
      .regex(/^[\w-]{1,100}$/)
      .optional()
      .catch(undefined),
  }),
});
