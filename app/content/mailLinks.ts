import { bank } from "@domain/bank";

/** The pages a mail's link opens, in the page's language (their titles are in their routes). */

/** `/confirmationNewsletter`, opened from the link of the confirmation mail. */
export const newsletterConfirmationPage = {
  pending: "Confirmation en cours…",
  confirmed: "Inscription confirmée",
  failed: "Confirmation impossible",
  incompleteLink:
    "Ce lien de confirmation est incomplet. Ouvrez le lien le plus récent reçu par email, ou inscrivez-vous à nouveau depuis notre site.",
  home: "Retour à l'accueil",
};

/** `/desinscription`, where the unsubscribe link of every newsletter mail lands. */
export const unsubscribePage = {
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

/** `/verificationEmail`, opened from the mail that proves a new customer's address. */
export const emailVerificationPage = {
  pending: "Vérification en cours…",
  verified: "Adresse email confirmée",
  failed: "Vérification impossible",
  clientArea: "Aller à mon espace client",
  // The page drawn without scripts: a GET never confirms, the visitor does.
  confirmTitle: "Confirmez votre adresse email",
  confirmPrompt: "Un clic suffit pour confirmer que cette adresse est bien la vôtre.",
  confirm: "Confirmer mon adresse email",
};

/** `/nouveauMotDePasse`, opened from the password reset mail. */
export const newPasswordPage = {
  title: "Choisir un nouveau mot de passe",
  intro:
    "Au moins 8 caractères, avec des majuscules, des minuscules et des chiffres. Une fois enregistré, toutes vos sessions ouvertes seront fermées.",
  checking: "Vérification du lien…",
  newRequest: "Faire une nouvelle demande",
  signIn: "Se connecter",
  confirmLabel: "Confirmer le mot de passe",
  submit: "Enregistrer le nouveau mot de passe",
  submitting: "Enregistrement…",
};
