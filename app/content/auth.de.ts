/** The sign-in pages: the frame they share with signup, login, its second step, forgotten password. */
export const authLayoutText = {
  asideLabel: "Unsere Zusagen",
  asideTitle: "Eine Bank, die Sie schützt",
  reassurances: [
    "Ihre Daten werden verschlüsselt und in Frankreich gespeichert",
    "Keine Gebühren für die Kontoeröffnung",
    "Unsere Berater sind Montag bis Freitag von 9 bis 18 Uhr (Pariser Zeit) für Sie erreichbar",
  ],
};

export const loginText = {
  title: "Anmelden",
  intro: "Melden Sie sich sicher in Ihrem Kundenbereich an.",
  sessionExpired:
    "Sie wurden nach 30 Minuten ohne Aktivität automatisch abgemeldet. Bitte melden Sie sich erneut an.",
  formLabel: "Anmeldung",
  email: "E-Mail-Adresse",
  password: "Passwort",
  rememberMe: "Angemeldet bleiben",
  forgotPassword: "Passwort vergessen?",
  submit: "Anmelden",
  submitting: "Anmeldung läuft…",
  passkey: "Mit Passkey anmelden",
  notCustomer: "Noch nicht Kunde bei uns?",
  createAccount: "Konto eröffnen",
};

export const secondFactorText = {
  title: "Bestätigung in zwei Schritten",
  code: "Bestätigungscode",
  codeHint:
    "Geben Sie den 6-stelligen Code aus Ihrer Authentifizierungs-App oder einen Ihrer Backup-Codes ein.",
  submit: "Bestätigen",
  submitting: "Wird geprüft…",
  restart: "Mit E-Mail-Adresse und Passwort neu beginnen",
};

export const forgotPasswordText = {
  title: "Passwort vergessen",
  intro:
    "Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können; er ist 30 Minuten gültig.",
  formLabel: "Passwort vergessen",
  email: "E-Mail-Adresse",
  submit: "Link anfordern",
  sending: "Wird gesendet…",
  remembered: "Ist Ihnen Ihr Passwort wieder eingefallen?",
  signIn: "Anmelden",
};
