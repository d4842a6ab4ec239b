import type { SessionDevice } from "@domain/api/security";

/** The client area's page: its greeting, the customer's profile and preferences, signing out. */
export const clientAreaText = {
  eyebrow: "Espace client",
  greeting: ({ firstName }: { firstName: string }) => `Bonjour ${firstName}`,
  intro:
    "Retrouvez ici vos demandes de prêt et leurs documents, les informations de votre compte et vos préférences.",
  profileTitle: "Mon profil",
  preferencesTitle: "Mes préférences",
  signOut: "Se déconnecter",
};

/** The profile's rows; the gender, country and currency are worded by the signup's choices. */
export const profileText = {
  lastName: "Nom",
  firstName: "Prénom",
  birthDate: "Date de naissance",
  gender: "Genre",
  email: "Adresse email",
  whatsapp: "WhatsApp",
  country: "Pays",
  currency: "Devise du compte",
  customerSince: "Client depuis le",
};

/** Until the address is proven: the banner and its button to send the mail again. */
export const emailVerificationText = {
  title: "Confirmez votre adresse email",
  sentBefore: "Nous avons envoyé un lien de confirmation à ",
  sentAfter:
    ". Ouvrez-le pour sécuriser votre compte : c'est à cette adresse que nous vous écrirons en cas d'oubli de votre mot de passe.",
  resend: "Renvoyer l'email de confirmation",
  sending: "Envoi…",
};

export const newsletterPreferenceText = {
  label: "Recevoir la newsletter d'Aurore Banque (conseils et nouvelles offres)",
  subscribed: "Vous êtes inscrit à la newsletter.",
  unsubscribed: "Vous ne recevrez plus la newsletter.",
};

/** The dialog one minute before an idle session times out. */
export const idleWarningText = {
  title: "Votre session va bientôt expirer",
  countdown: ({ seconds }: { seconds: number }) =>
    `Par sécurité, vous serez déconnecté dans ${seconds} seconde${seconds > 1 ? "s" : ""} si vous ne faites rien.`,
  stay: "Rester connecté",
  signOut: "Se déconnecter",
};

/** The `Sécurité` section and the words its forms share. */
export const securityText = {
  title: "Sécurité",
  loading: "Chargement…",
  twoFactorTitle: "Double authentification",
  passkeysTitle: "Clés d'accès",
  passwordTitle: "Mot de passe",
  sessionsTitle: "Sessions actives",
  currentPassword: "Mot de passe actuel",
  cancel: "Annuler",
  checking: "Vérification…",
  saving: "Enregistrement…",
};

export const twoFactorText = {
  intro:
    "Protégez votre compte avec un code à usage unique, généré toutes les 30 secondes par une application d'authentification sur votre téléphone (Google Authenticator, Microsoft Authenticator, FreeOTP…). Même avec votre mot de passe, personne ne pourra se connecter sans ce code.",
  enable: "Activer la double authentification",
  identityLabel: "Confirmer votre identité",
  continue: "Continuer",
  scan: "Scannez ce QR code avec votre application d'authentification.",
  qrAlt: "QR code à scanner avec votre application d'authentification",
  cannotScan: "Vous ne pouvez pas scanner ? Saisissez cette clé dans l'application :",
  typeCode: "Saisissez le code à 6 chiffres que l'application affiche.",
  confirmLabel: "Confirmer la double authentification",
  code: "Code à 6 chiffres",
  confirm: "Confirmer",
  enabled: "La double authentification est activée.",
  recoveryIntro:
    "Voici vos 10 codes de secours. Chacun permet une seule connexion si vous n'avez plus votre téléphone. Notez-les et gardez-les en lieu sûr : ils ne seront plus affichés.",
  recoveryLabel: "Codes de secours",
  recoveryNoted: "J'ai noté mes codes de secours",
  codesLeft: ({ count }: { count: number }) =>
    `Il vous reste ${count} code${count > 1 ? "s" : ""} de secours.`,
  disableIntro:
    "Pour la désactiver, confirmez votre mot de passe et un code de votre application (ou un code de secours).",
  password: "Mot de passe",
  verificationCode: "Code de vérification",
  disable: "Désactiver la double authentification",
  disabling: "Désactivation…",
};

export const passkeyText = {
  intro:
    "Une clé d'accès vous connecte avec l'empreinte, le visage ou le code de votre appareil, sans mot de passe ni code à saisir. Elle ne fonctionne que sur le site d'Aurore Banque : un faux site ne peut pas s'en servir.",
  listLabel: "Clés d'accès",
  add: "Ajouter une clé d'accès",
  name: "Nom de la clé d'accès",
  nameHint: "Pour la reconnaître dans la liste, par exemple « Téléphone de Claire ».",
  create: "Créer la clé d'accès",
  creating: "Création…",
  added: ({ date }: { date: string }) => `Ajoutée le ${date}`,
  lastUsed: ({ date }: { date: string }) => `dernière connexion le ${date}`,
  neverUsed: "jamais utilisée pour se connecter",
  rename: "Renommer",
  renameLabel: ({ name }: { name: string }) => `Renommer ${name}`,
  remove: "Supprimer",
  removeLabel: ({ name }: { name: string }) => `Supprimer ${name}`,
  confirmRemove: ({ name }: { name: string }) => `Confirmer la suppression de ${name}`,
  newName: "Nouveau nom",
  save: "Enregistrer",
};

export const changePasswordText = {
  formLabel: "Changer de mot de passe",
  confirmLabel: "Confirmer le nouveau mot de passe",
  submit: "Changer de mot de passe",
};

const deviceKinds = {
  mobile: "mobile",
  tablet: "tablette",
  desktop: "ordinateur",
  tv: "télévision",
};

export const sessionsText = {
  listLabel: "Sessions actives",
  /** "Firefox sur Windows (ordinateur)": what the browser told of itself, worded here. */
  device: ({ browser, system, kind }: SessionDevice) =>
    `${browser ?? "Navigateur inconnu"}${system ? ` sur ${system}` : ""}${kind ? ` (${deviceKinds[kind]})` : ""}`,
  unknownDevice: "Appareil inconnu",
  thisDevice: "Cet appareil",
  moments: ({ createdAt, lastSeenAt }: { createdAt: string; lastSeenAt: string }) =>
    `Connecté le ${createdAt} · dernière activité le ${lastSeenAt}`,
  end: "Fermer cette session",
  /** After the button's visible words, for a screen reader: which device it signs out. */
  endWhich: ({ device, current }: { device: string; current: boolean }) =>
    ` : ${device}${current ? ", cet appareil" : ""}`,
  endAll: "Se déconnecter de tous les appareils",
};
