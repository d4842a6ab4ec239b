import { emailSchema } from "./email";
import { z } from "./z";
import { rule } from "../i18n/message";

/** Kept apart from the lead schemas so that the newsletter box loads no phone-number library. */
export const newsletterSchema = z.object({
  email: emailSchema,
  website: z.string().max(500).optional(),
});

export type NewsletterForm = z.output<typeof newsletterSchema>;

export const newsletterMessages = {
  requested: rule("newsletterRequested"),
  confirmed: rule("newsletterConfirmed"),
  invalidLink: rule("newsletterInvalidLink"),
  addressUnproven: rule("newsletterAddressUnproven"),
} as const;
