/** The sign-in pages: the frame they share with signup, login, its second step, forgotten password. */
export const authLayoutText = {
  asideLabel: "Nos engagements",
  asideTitle: "Une banque qui vous protège",
  reassurances: [
    "Vos données sont chiffrées et hébergées en France",
    "Aucuns frais d'ouverture de compte",
    "Un conseiller joignable du lundi au vendredi, de 9 h à 18 h",
  ],
};

export const loginText = {
  title: "Connexion",
  intro: "Accédez à votre espace client en toute sécurité.",
  sessionExpired: "Votre session a expiré après 30 minutes d'inactivité. Connectez-vous à nouveau.",
  formLabel: "Connexion",
  email: "Adresse email",
  password: "Mot de passe",
  rememberMe: "Se souvenir de moi",
  forgotPassword: "Mot de passe oublié ?",
  submit: "Se connecter",
  submitting: "Connexion…",
  passkey: "Se connecter avec une clé d'accès",
  notCustomer: "Pas encore client ?",
  createAccount: "Créer un compte",
};

export const secondFactorText = {
  title: "Double authentification",
  code: "Code de vérification",
  codeHint:
    "Saisissez le code à 6 chiffres affiché par votre application d'authentification, ou l'un de vos codes de secours.",
  submit: "Valider",
  submitting: "Vérification…",
  restart: "Recommencer avec mon email et mon mot de passe",
};

export const forgotPasswordText = {
  title: "Mot de passe oublié",
  intro:
    "Indiquez l'adresse email de votre compte : nous vous enverrons un lien, valable 30 minutes, pour choisir un nouveau mot de passe.",
  formLabel: "Mot de passe oublié",
  email: "Adresse email",
  submit: "Recevoir le lien",
  sending: "Envoi…",
  remembered: "Vous vous souvenez de votre mot de passe ?",
  signIn: "Se connecter",
};
