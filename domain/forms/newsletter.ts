import { emailSchema } from "./email";
import { z } from "./z";

/** Kept apart from the lead schemas so that the newsletter box loads no phone-number library. */
export const newsletterSchema = z.object({
  email: emailSchema,
  website: z.string().max(500).optional(),
});
