import { messages } from "../i18n/messages";
import { emailSchema } from "./email";
import { z } from "./z";

/** Kept apart from the lead schemas so that the newsletter box loads no phone-number library. */
export const newsletterSchema = z.object({
  email: emailSchema,
  website: z.string().max(500).optional(),
});

export type NewsletterForm = z.output<typeof newsletterSchema>;

export const newsletterMessages = {
  requested: messages.newsletterRequested,
  confirmed: messages.newsletterConfirmed,
  invalidLink: messages.newsletterInvalidLink,
  addressUnproven: messages.newsletterAddressUnproven,
} as const;
