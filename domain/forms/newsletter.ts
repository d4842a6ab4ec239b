import { emailSchema } from "./email";
import { z } from "./z";

/** Kept apart from the lead schemas so that the newsletter box loads no phone-number library. */
export const newsletterSchema = z.object({
  email: emailSchema,
  website: z.string().max(500).optional(),
});

export type NewsletterForm = z.output<typeof newsletterSchema>;

export const newsletterMessages = {
  /**
   * The same answer whether the address is new, waiting for its confirmation or already on the
   * list: the form must not tell a stranger which addresses are known.
   */
  requested:
    "Merci ! Si cette adresse n'est pas encore inscrite, vous allez recevoir un email avec un lien pour confirmer votre inscription.",
  confirmed:
    "Votre inscription est confirmée : vous recevrez chaque mois la newsletter d'Aurore Banque.",
  invalidLink:
    "Ce lien de confirmation n'est plus valable : il a déjà servi ou a expiré. Si vous n'êtes pas encore inscrit, inscrivez-vous à nouveau depuis notre site.",
  addressUnproven:
    "Cette adresse s'était désinscrite de la newsletter : confirmez d'abord votre adresse email avec le lien reçu à l'ouverture de votre compte, puis cochez à nouveau la case.",
} as const;
