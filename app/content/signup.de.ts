import type * as french from "./signup";

export const signupPageText: typeof french.signupPageText = {
  title: "Konto eröffnen",
  intro: "In drei Schritten zu Ihrem Konto – ohne Eröffnungsgebühr.",
};

export const signupStepTexts: typeof french.signupStepTexts = [
  { title: "Persönliche Angaben", submitLabel: "Weiter zur Sicherheit" },
  { title: "Sicherheit des Kontos", submitLabel: "Weiter zum Abschluss" },
  { title: "Abschluss", submitLabel: "Konto eröffnen" },
];

export const signupFieldTexts: typeof french.signupFieldTexts = {
  lastName: { label: "Nachname" },
  firstName: { label: "Vorname" },
  birthDate: { label: "Geburtsdatum" },
  gender: { label: "Geschlecht" },
  email: { label: "E-Mail-Adresse" },
  whatsapp: {
    label: "WhatsApp-Nummer",
    hint: "Zum Beispiel +49 151 23456789 oder +33 6 12 34 56 78 für eine französische Nummer",
  },
  country: { label: "Wohnsitzland" },
  currency: { label: "Kontowährung" },
  password: { label: "Passwort" },
  confirmPassword: { label: "Passwort bestätigen" },
  acceptTerms: {
    label: [
      "Ich akzeptiere die ",
      { text: "Nutzungsbedingungen", to: "/termes" },
      " und die ",
      { text: "Datenschutzerklärung", to: "/politiquesConfidentialite" },
    ],
  },
  newsletter: {
    label: [
      "Ich möchte den Newsletter von Aurore Banque erhalten (Tipps und neue Angebote, jederzeit abbestellbar)",
    ],
  },
};

export const signupChoiceTexts: typeof french.signupChoiceTexts = {
  gender: { male: "Männlich", female: "Weiblich", other: "Divers", prefer_not_say: "Keine Angabe" },
  country: {
    FR: "Frankreich",
    BE: "Belgien",
    CH: "Schweiz",
    CA: "Kanada",
    LU: "Luxemburg",
    MC: "Monaco",
    DE: "Deutschland",
    ES: "Spanien",
    IT: "Italien",
    PT: "Portugal",
    GB: "Vereinigtes Königreich",
    US: "Vereinigte Staaten",
  },
  currency: {
    EUR: "Euro",
    USD: "US-Dollar",
    GBP: "Britisches Pfund",
    CHF: "Schweizer Franken",
    CAD: "Kanadischer Dollar",
    XOF: "CFA-Franc",
  },
};

export const signupWizardText: typeof french.signupWizardText = {
  stepOf: ({ step, count }) => `Schritt ${step} von ${count}`,
  percent: ({ percent }) => `${percent} %`,
  progressLabel: "Fortschritt der Kontoeröffnung",
  back: "Zurück",
  creating: "Ihr Konto wird eröffnet…",
  alreadyCustomer: "Bereits Kunde?",
  signIn: "Anmelden",
  created: "Ihr Konto ist eröffnet!",
  toClientArea: "Sie werden gleich zu Ihrem Kundenbereich weitergeleitet.",
  toReturnPage: "Sie werden gleich zu der Seite zurückgeleitet, die Sie zuletzt besucht haben.",
};

export const signupSummaryText: typeof french.signupSummaryText = {
  title: "Ihr Konto im Überblick",
  fullName: "Vollständiger Name",
  birthDate: "Geburtsdatum",
  gender: "Geschlecht",
  email: "E-Mail",
  whatsapp: "WhatsApp",
  country: "Wohnsitzland",
  currency: "Kontowährung",
};

export const newPasswordText: typeof french.newPasswordText = { label: "Neues Passwort" };

export const passwordStrengthText: typeof french.passwordStrengthText = {
  label: "Passwortstärke:",
  levels: ["Sehr schwach", "Schwach", "Mittel", "Stark", "Sehr stark"],
  rule: "Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben sowie Ziffern; ein Sonderzeichen macht es sicherer.",
};
