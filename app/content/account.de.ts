import type * as french from "./account";

export const clientAreaText: typeof french.clientAreaText = {
  eyebrow: "Kundenbereich",
  greeting: ({ firstName }) => `Guten Tag, ${firstName}`,
  intro:
    "Hier finden Sie Ihre Kreditanträge und deren Dokumente, die Angaben zu Ihrem Konto und Ihre Einstellungen.",
  profileTitle: "Mein Profil",
  preferencesTitle: "Meine Einstellungen",
  signOut: "Abmelden",
};

export const profileText: typeof french.profileText = {
  lastName: "Nachname",
  firstName: "Vorname",
  birthDate: "Geburtsdatum",
  gender: "Geschlecht",
  email: "E-Mail-Adresse",
  whatsapp: "WhatsApp",
  country: "Wohnsitzland",
  currency: "Kontowährung",
  customerSince: "Kunde seit",
};

export const emailVerificationText: typeof french.emailVerificationText = {
  title: "Bestätigen Sie Ihre E-Mail-Adresse",
  sentBefore: "Wir haben einen Bestätigungslink an ",
  sentAfter:
    " gesendet. Bitte öffnen Sie ihn, um Ihr Konto abzusichern: An diese Adresse schreiben wir Ihnen, falls Sie Ihr Passwort vergessen.",
  resend: "Bestätigungs-E-Mail erneut senden",
  sending: "Wird gesendet…",
};

export const newsletterPreferenceText: typeof french.newsletterPreferenceText = {
  label: "Den Newsletter von Aurore Banque erhalten (Tipps und neue Angebote)",
  subscribed: "Sie haben den Newsletter abonniert.",
  unsubscribed: "Sie erhalten den Newsletter nicht mehr.",
};

export const idleWarningText: typeof french.idleWarningText = {
  title: "Ihre Sitzung läuft gleich ab",
  countdown: ({ seconds }) =>
    `Zu Ihrer Sicherheit werden Sie in ${seconds} Sekunde${seconds === 1 ? "" : "n"} abgemeldet, wenn Sie nichts tun.`,
  stay: "Angemeldet bleiben",
  signOut: "Abmelden",
};

export const securityText: typeof french.securityText = {
  title: "Sicherheit",
  loading: "Wird geladen…",
  twoFactorTitle: "Bestätigung in zwei Schritten",
  passkeysTitle: "Passkeys",
  passwordTitle: "Passwort",
  sessionsTitle: "Aktive Sitzungen",
  currentPassword: "Aktuelles Passwort",
  cancel: "Abbrechen",
  checking: "Wird geprüft…",
  saving: "Wird gespeichert…",
};

export const twoFactorText: typeof french.twoFactorText = {
  intro:
    "Schützen Sie Ihr Konto mit einem Einmalcode, den eine Authentifizierungs-App auf Ihrem Smartphone alle 30 Sekunden erzeugt (Google Authenticator, Microsoft Authenticator, FreeOTP…). Selbst mit Ihrem Passwort kann sich ohne diesen Code niemand anmelden.",
  enable: "Bestätigung in zwei Schritten aktivieren",
  identityLabel: "Bestätigen Sie Ihre Identität",
  continue: "Weiter",
  scan: "Scannen Sie diesen QR-Code mit Ihrer Authentifizierungs-App.",
  qrAlt: "QR-Code zum Scannen mit Ihrer Authentifizierungs-App",
  cannotScan: "Scannen nicht möglich? Geben Sie diesen Schlüssel in der App ein:",
  typeCode: "Geben Sie den 6-stelligen Code ein, den die App anzeigt.",
  confirmLabel: "Bestätigung in zwei Schritten einrichten",
  code: "6-stelliger Code",
  confirm: "Bestätigen",
  enabled: "Die Bestätigung in zwei Schritten ist aktiviert.",
  recoveryIntro:
    "Hier sind Ihre 10 Backup-Codes. Mit jedem können Sie sich einmal anmelden, falls Sie Ihr Smartphone nicht mehr haben. Notieren Sie sie und bewahren Sie sie sicher auf: Sie werden nicht noch einmal angezeigt.",
  recoveryLabel: "Backup-Codes",
  recoveryNoted: "Ich habe meine Backup-Codes notiert",
  codesLeft: ({ count }) =>
    count === 1 ? "Sie haben noch 1 Backup-Code." : `Sie haben noch ${count} Backup-Codes.`,
  disableIntro:
    "Um sie zu deaktivieren, bestätigen Sie Ihr Passwort und einen Code aus Ihrer App (oder einen Backup-Code).",
  password: "Passwort",
  verificationCode: "Bestätigungscode",
  disable: "Bestätigung in zwei Schritten deaktivieren",
  disabling: "Wird deaktiviert…",
};

export const passkeyText: typeof french.passkeyText = {
  intro:
    "Mit einem Passkey melden Sie sich per Fingerabdruck, Gesichtserkennung oder Geräte-PIN an, ohne Passwort oder Code einzugeben. Er funktioniert nur auf der Website von Aurore Banque: Eine gefälschte Website kann ihn nicht verwenden.",
  listLabel: "Passkeys",
  add: "Passkey hinzufügen",
  name: "Name des Passkeys",
  nameHint: "Damit Sie ihn in der Liste wiedererkennen, zum Beispiel „Claires Smartphone“.",
  create: "Passkey erstellen",
  creating: "Wird erstellt…",
  added: ({ date }) => `Hinzugefügt am ${date}`,
  lastUsed: ({ date }) => `zuletzt zur Anmeldung verwendet am ${date}`,
  neverUsed: "noch nie zur Anmeldung verwendet",
  rename: "Umbenennen",
  renameLabel: ({ name }) => `${name} umbenennen`,
  remove: "Löschen",
  removeLabel: ({ name }) => `${name} löschen`,
  confirmRemove: ({ name }) => `Löschen von ${name} bestätigen`,
  newName: "Neuer Name",
  save: "Speichern",
};

export const changePasswordText: typeof french.changePasswordText = {
  formLabel: "Passwort ändern",
  confirmLabel: "Neues Passwort bestätigen",
  submit: "Passwort ändern",
};

const deviceKinds = {
  mobile: "Smartphone",
  tablet: "Tablet",
  desktop: "Computer",
  tv: "Fernseher",
};

export const sessionsText: typeof french.sessionsText = {
  listLabel: "Aktive Sitzungen",
  device: ({ browser, system, kind }) =>
    `${browser ?? "Unbekannter Browser"}${system ? ` unter ${system}` : ""}${kind ? ` (${deviceKinds[kind]})` : ""}`,
  unknownDevice: "Unbekanntes Gerät",
  thisDevice: "Dieses Gerät",
  moments: ({ createdAt, lastSeenAt }) =>
    `Angemeldet am ${createdAt} · zuletzt aktiv am ${lastSeenAt}`,
  end: "Diese Sitzung beenden",
  endWhich: ({ device, current }) => `: ${device}${current ? ", dieses Gerät" : ""}`,
  endAll: "Auf allen Geräten abmelden",
};
