/**
 * The messages forms and the API show, in French, the reference: each rule's module takes its own
 * from here (`emailMessages`, `loginMessages`…), and every other language must give each of them
 * (messages.en.ts and the others are typed by these keys). Nothing is imported here: a page that
 * loads this to show a message loads no form rules with it. Issue 18 adds each form's messages
 * with its pages.
 */
export const messages = {
  emailRequired: "L'adresse email est requise",
  emailInvalid: "L'adresse email est invalide",
  /**
   * The same answer whether the address is new, waiting for its confirmation or already on the
   * list: the form must not tell a stranger which addresses are known.
   */
  newsletterRequested:
    "Merci ! Si cette adresse n'est pas encore inscrite, vous allez recevoir un email avec un lien pour confirmer votre inscription.",
  newsletterConfirmed:
    "Votre inscription est confirmée : vous recevrez chaque mois la newsletter d'Aurore Banque.",
  newsletterInvalidLink:
    "Ce lien de confirmation n'est plus valable : il a déjà servi ou a expiré. Si vous n'êtes pas encore inscrit, inscrivez-vous à nouveau depuis notre site.",
  newsletterAddressUnproven:
    "Cette adresse s'était désinscrite de la newsletter : confirmez d'abord votre adresse email avec le lien reçu à l'ouverture de votre compte, puis cochez à nouveau la case.",
  loginPasswordRequired: "Le mot de passe est requis",
  // Shown by the pages a mail's link opens, also without scripts (decision record 032).
  passwordResetDone: "Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.",
  emailVerified: "Merci ! Votre adresse email est confirmée.",
  rememberMeInvalid: "La case « Se souvenir de moi » est invalide",
  loginFailed: "Email ou mot de passe incorrect",
  loginExpired: "Votre connexion a expiré. Saisissez à nouveau votre email et votre mot de passe.",
  codeRequired: "Saisissez le code affiché par votre application",
  codeFormat: "Le code doit contenir 6 chiffres",
  secondFactorRequired: "Saisissez le code à 6 chiffres ou un code de secours",
  codeWrong: "Ce code est incorrect ou a déjà servi",
  passkeyRefused:
    "Cette clé d'accès n'a pas pu être vérifiée. Réessayez, ou connectez-vous avec votre email et votre mot de passe.",
  passkeyCancelled: "L'opération a été annulée ou le délai est dépassé. Vous pouvez réessayer.",
  passkeyUnsupported: "Ce navigateur ne permet pas d'utiliser une clé d'accès.",
  lastNameRequired: "Le nom de famille est requis",
  firstNameRequired: "Le prénom est requis",
  nameTooLong: "Ce champ doit contenir au plus 100 caractères",
  birthDateRequired: "La date de naissance est requise",
  birthDateInvalid: "La date de naissance est invalide",
  underage: "Vous devez avoir au moins 18 ans",
  genderRequired: "Veuillez sélectionner votre genre",
  whatsappRequired: "Le numéro WhatsApp est requis",
  whatsappInvalid: "Le numéro WhatsApp est invalide",
  countryRequired: "Veuillez sélectionner votre pays",
  currencyRequired: "Veuillez sélectionner votre devise",
  accountTypeInvalid: "Le type de compte est invalide",
  termsRequired: "Vous devez accepter les conditions",
  newsletterChoiceInvalid: "La préférence newsletter est invalide",
  emailTaken: "Un compte existe déjà avec cette adresse email",
  passwordTooShort: "Le mot de passe doit contenir au moins 8 caractères",
  passwordTooLong: "Le mot de passe doit contenir au plus 128 caractères",
  passwordCharacters: "Le mot de passe doit contenir des majuscules, minuscules et chiffres",
  passwordCommon: "Ce mot de passe est trop courant",
  passwordPersonal: "Ce mot de passe ne doit pas contenir votre nom ou votre adresse email",
  confirmPasswordRequired: "Veuillez confirmer votre mot de passe",
  passwordMismatch: "Les mots de passe ne correspondent pas",
  fieldRequired: "Veuillez renseigner ce champ",
  optionRequired: "Veuillez choisir une option",
  phoneInvalid: "Le numéro de téléphone est invalide",
  wholeEurosRequired: "Indiquez un montant en euros, sans décimales",
  shortTextTooLong: "Ce champ doit contenir au plus 120 caractères",
  longTextTooLong: "Ce champ doit contenir au plus 2000 caractères",
  leadSent: "Merci, votre demande a bien été envoyée. Un conseiller vous répond sous 48 h ouvrées.",
  /** The answer to every request of a reset link: its words never tell who is a customer. */
  forgotPasswordAnswer:
    "Si un compte est associé à cette adresse, vous allez recevoir un email avec un lien pour choisir un nouveau mot de passe. Ce lien est valable 30 minutes.",
  unavailable:
    "Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.",
  notFound: "Cette adresse n'existe pas.",
  invalidJson: "Le contenu envoyé n'est pas un JSON valide.",
  emptyJson: "Le contenu envoyé est vide.",
  bodyTooLarge: "Le contenu envoyé est trop volumineux (100 Ko au maximum).",
  unsupportedMediaType: "Ce format de contenu n'est pas accepté.",
  invalidLength: "La taille annoncée du contenu est incorrecte.",
  fieldInvalid: "Cette valeur est invalide.",
  formInvalid: "Les informations envoyées sont invalides.",
  forbiddenOrigin: "Cette demande provient d'un autre site et a été refusée.",
  headersTooLarge: "L'adresse ou les en-têtes de la requête sont trop longs.",
  requestTimeout: "La requête a mis trop de temps à arriver. Veuillez réessayer.",
  badRequest: "La requête est invalide.",
  invalidCharacters: "Le contenu envoyé contient des caractères non autorisés.",
  customersOnly: "Cette page est réservée aux clients.",
  unknownForm: "Ce formulaire n'existe pas.",
  badUrl: "Cette adresse est invalide.",
  networkError:
    "Impossible de joindre Aurore Banque. Vérifiez votre connexion internet et réessayez.",
  unexpected: "Une erreur inattendue est survenue. Veuillez réessayer dans quelques instants.",
} as const;

/** The public site's messages: what every page may show, French pages included. */
export type SiteMessageKey = keyof typeof messages;
/**
 * Every message a catalog translates. The client area's and the credit application's French
 * messages live in their own modules, imported by their rules only: the public pages' scripts do
 * not carry them (the JavaScript budget of issue 17).
 */
export type CustomerMessageKey =
  | SiteMessageKey
  | keyof typeof import("./accountMessages").accountMessages
  | keyof typeof import("./applicationMessages").applicationMessages;
/** Every message, staff's included (staffMessages.ts: French in every catalog). */
export type MessageKey = CustomerMessageKey | keyof typeof import("./staffMessages").staffMessages;
/** What each language translates: every message a customer can read. */
export type TranslatedCatalog = Record<CustomerMessageKey, string>;
/** What a message is written from: a language's translations and staff's French messages. */
export type MessageCatalog = Record<MessageKey, string>;
