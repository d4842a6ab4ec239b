import { bank } from "@domain/bank";

/** `/confirmationNewsletter`, opened from the link of the confirmation mail. */
export const confirmationPage = {
  title: `Confirmation de votre inscription à la newsletter | ${bank.name}`,
  pending: "Confirmation en cours…",
  confirmed: "Inscription confirmée",
  failed: "Confirmation impossible",
  incompleteLink:
    "Ce lien de confirmation est incomplet. Ouvrez le lien le plus récent reçu par email, ou inscrivez-vous à nouveau depuis notre site.",
  home: "Retour à l'accueil",
};

/** `/desinscription`, where the unsubscribe link of every newsletter mail lands. */
export const unsubscribePage = {
  title: `Désinscription de la newsletter | ${bank.name}`,
  done: {
    heading: "Vous êtes désinscrit",
    text: `Vous ne recevrez plus la newsletter d'${bank.name}. Vous pouvez vous réinscrire à tout moment depuis notre site.`,
  },
  invalid: {
    heading: "Lien de désinscription invalide",
    text: `Ce lien de désinscription n'est pas valide. Utilisez le lien le plus récent reçu par email, ou écrivez-nous à ${bank.email}.`,
  },
  home: "Retour à l'accueil",
};
