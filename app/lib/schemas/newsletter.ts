import { z } from "./z";

/** Kept apart from the lead schemas so that the newsletter box loads no phone-number library. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: "L'adresse email est requise" })
    .trim()
    .min(1, "L'adresse email est requise")
    .max(254, "L'adresse email est invalide")
    .pipe(z.email({ error: "L'adresse email est invalide" })),
  website: z.string().max(500).optional(),
});
