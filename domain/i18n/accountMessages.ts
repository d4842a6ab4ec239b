/**
 * The French messages of the account's links (password reset, e-mail verification), of the limits
 * the server puts on requests and sign-in attempts, and of the client area: the reference every catalog translates (messages.en.ts…), apart from the public
 * site's (messages.ts) so that a public page's scripts do not carry them.
 */
export const accountMessages = {
  // Account links and e-mails.
  linkMissing: "Ce lien de réinitialisation est incomplet. Ouvrez le lien reçu par email.",
  resetLinkUsed:
    "Ce lien a déjà servi. Pour choisir un autre mot de passe, faites une nouvelle demande.",
  resetLinkExpired:
    "Ce lien a expiré : il n'est valable que 30 minutes. Faites une nouvelle demande de réinitialisation.",
  resetLinkUnknown:
    "Ce lien est invalide. Vérifiez que vous avez copié l'adresse complète, ou faites une nouvelle demande.",
  verificationLinkUsed: "Ce lien a déjà servi : votre adresse email est déjà confirmée.",
  verificationLinkExpired:
    "Ce lien a expiré. Connectez-vous à votre espace client pour recevoir un nouvel email de vérification.",
  verificationLinkUnknown:
    "Ce lien est invalide. Vérifiez que vous avez copié l'adresse complète depuis l'email reçu.",
  // Limits on requests and attempts, worded by the server only.
  tooManyRequests:
    "Trop de demandes envoyées depuis votre connexion. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.",
  tooManyAttempts:
    "Trop de tentatives. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.",
  // The client area.
  signInRequired: "Vous devez être connecté pour accéder à votre espace.",
  newsletterChoiceRequired: "Indiquez si vous souhaitez recevoir la newsletter",
  emailAlreadyVerified: "Votre adresse email est déjà confirmée.",
  verificationMailSent: "Un nouvel email de vérification a été envoyé à {email}.",
  verificationMailWait:
    "Un email vient de vous être envoyé. Vous pourrez en demander un autre dans {seconds, plural, one {# seconde} other {# secondes}}.",
  verificationMailsExhausted:
    "Vous avez demandé trop d'emails de vérification aujourd'hui. Réessayez demain ou contactez notre service clients.",
  currentPasswordRequired: "Le mot de passe actuel est requis",
  currentPasswordWrong: "Le mot de passe actuel est incorrect",
  sameAsCurrentPassword: "Le nouveau mot de passe doit être différent de l'actuel",
  passwordChanged:
    "Votre mot de passe a été modifié. Vos sessions sur les autres appareils ont été fermées.",
  passwordWrong: "Le mot de passe est incorrect",
  twoFactorAlreadyEnabled: "La double authentification est déjà activée.",
  twoFactorNotEnabled: "La double authentification n'est pas activée.",
  twoFactorNoEnrolment:
    "Commencez par afficher le QR code, puis saisissez le code de votre application.",
  twoFactorDisabled: "La double authentification est désactivée.",
  twoFactorUnreadable:
    "Votre double authentification ne peut plus être vérifiée : la clé du service a changé depuis son activation. Contactez le service client pour la réactiver.",
  passkeyNameRequired: "Donnez un nom à cette clé d'accès",
  passkeyNameTooLong: "Le nom doit contenir au plus 60 caractères",
  unknownPasskey: "Cette clé d'accès n'existe plus.",
  unknownSession: "Cette session n'existe plus.",
  staffOnly: "Cet espace est réservé au personnel d'Aurore Banque.",
} as const;
