import type { TypedField, ChoiceField } from "@domain/forms/signupSteps";
import type { CountryCode, CurrencyCode, Gender } from "@domain/forms/signupOptions";
import type { LabelPart } from "./types";

/** The signup page and its wizard, in the seed's words. */
export const signupPageText = {
  title: "Ouvrir un compte",
  intro: "Trois étapes suffisent pour ouvrir votre compte, sans frais d'ouverture.",
};

/** Each step's title and the button that checks it and moves on, in `signupSteps`' order. */
export const signupStepTexts: readonly { title: string; submitLabel: string }[] = [
  { title: "Informations Personnelles", submitLabel: "Continuer vers la sécurité" },
  { title: "Sécurité du Compte", submitLabel: "Continuer vers la finalisation" },
  { title: "Finalisation", submitLabel: "Créer mon compte" },
];

type FieldText = { label: string; hint?: string };

export const signupFieldTexts: Record<TypedField | ChoiceField, FieldText> & {
  acceptTerms: { label: readonly LabelPart[] };
  newsletter: { label: readonly LabelPart[] };
} = {
  lastName: { label: "Nom" },
  firstName: { label: "Prénom" },
  birthDate: { label: "Date de naissance" },
  gender: { label: "Genre" },
  email: { label: "Adresse email" },
  whatsapp: {
    label: "Numéro WhatsApp",
    hint: "Par exemple 06 12 34 56 78 ou +33 6 12 34 56 78",
  },
  country: { label: "Pays" },
  currency: { label: "Devise" },
  password: { label: "Mot de passe" },
  confirmPassword: { label: "Confirmer le mot de passe" },
  acceptTerms: {
    label: [
      "J'accepte les ",
      { text: "conditions générales d'utilisation", to: "/termes" },
      " et la ",
      { text: "politique de confidentialité", to: "/politiquesConfidentialite" },
    ],
  },
  newsletter: {
    label: [
      "Je souhaite recevoir la newsletter d'Aurore Banque (conseils et nouvelles offres, désinscription à tout moment)",
    ],
  },
};

/** The selects' choices by code (the staff's screens keep `signupOptions`' French names). */
export const signupChoiceTexts: {
  gender: Record<Gender, string>;
  country: Record<CountryCode, string>;
  currency: Record<CurrencyCode, string>;
} = {
  gender: {
    male: "Homme",
    female: "Femme",
    other: "Autre",
    prefer_not_say: "Je préfère ne pas dire",
  },
  country: {
    FR: "France",
    BE: "Belgique",
    CH: "Suisse",
    CA: "Canada",
    LU: "Luxembourg",
    MC: "Monaco",
    DE: "Allemagne",
    ES: "Espagne",
    IT: "Italie",
    PT: "Portugal",
    GB: "Royaume-Uni",
    US: "États-Unis",
  },
  currency: {
    EUR: "Euro",
    USD: "Dollar US",
    GBP: "Livre Sterling",
    CHF: "Franc Suisse",
    CAD: "Dollar Canadien",
    XOF: "Franc CFA",
  },
};

export const signupWizardText = {
  stepOf: ({ step, count }: { step: number; count: number }) => `Étape ${step} sur ${count}`,
  percent: ({ percent }: { percent: number }) => `${percent} %`,
  progressLabel: "Progression de l'inscription",
  back: "Retour",
  creating: "Création du compte…",
  alreadyCustomer: "Déjà client ?",
  signIn: "Se connecter",
  created: "Compte créé avec succès !",
  toClientArea: "Vous allez être redirigé vers votre espace client.",
  toReturnPage: "Vous allez être redirigé vers la page que vous consultiez.",
};

export const signupSummaryText = {
  title: "Récapitulatif de votre compte",
  fullName: "Nom complet",
  birthDate: "Date de naissance",
  gender: "Genre",
  email: "Email",
  whatsapp: "WhatsApp",
  country: "Pays",
  currency: "Devise",
};

/** The strength meter under a new password (signup, reset, change), levels 0 to 4. */
/** The reset page and the client area ask for a new password with the same meter. */
export const newPasswordText = { label: "Nouveau mot de passe" };

export const passwordStrengthText = {
  label: "Force du mot de passe :",
  levels: ["Très faible", "Faible", "Moyen", "Fort", "Très fort"],
  rule: "Au moins 8 caractères, avec des majuscules, des minuscules et des chiffres ; un caractère spécial le rend plus sûr.",
};
