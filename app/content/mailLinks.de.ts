import { bank } from "@domain/bank";
import type * as french from "./mailLinks";

export const newsletterConfirmationPage: typeof french.newsletterConfirmationPage = {
  pending: "Ihre Anmeldung wird bestätigt…",
  confirmed: "Anmeldung bestätigt",
  failed: "Bestätigung nicht möglich",
  incompleteLink:
    "Dieser Bestätigungslink ist unvollständig. Öffnen Sie den neuesten Link, den wir Ihnen per E-Mail gesendet haben, oder melden Sie sich auf unserer Website erneut an.",
  home: "Zur Startseite",
};

export const unsubscribePage: typeof french.unsubscribePage = {
  done: {
    heading: "Sie sind abgemeldet",
    text: `Sie erhalten den Newsletter von ${bank.name} nicht mehr. Sie können sich jederzeit auf unserer Website wieder anmelden.`,
  },
  invalid: {
    heading: "Ungültiger Abmeldelink",
    text: `Dieser Abmeldelink ist ungültig. Verwenden Sie den neuesten Link, den wir Ihnen per E-Mail gesendet haben, oder schreiben Sie uns an ${bank.email}.`,
  },
  home: "Zur Startseite",
};

export const emailVerificationPage: typeof french.emailVerificationPage = {
  pending: "Ihre E-Mail-Adresse wird überprüft…",
  verified: "E-Mail-Adresse bestätigt",
  failed: "Überprüfung nicht möglich",
  clientArea: "Zu meinem Kundenbereich",
  confirmTitle: "Bestätigen Sie Ihre E-Mail-Adresse",
  confirmPrompt: "Ein Klick genügt, um zu bestätigen, dass diese Adresse Ihnen gehört.",
  confirm: "Meine E-Mail-Adresse bestätigen",
};

export const newPasswordPage: typeof french.newPasswordPage = {
  title: "Neues Passwort wählen",
  intro:
    "Mindestens 8 Zeichen, mit Groß- und Kleinbuchstaben und Ziffern. Sobald es gespeichert ist, werden alle Ihre offenen Sitzungen beendet.",
  checking: "Der Link wird überprüft…",
  newRequest: "Neue Anfrage stellen",
  signIn: "Anmelden",
  confirmLabel: "Passwort bestätigen",
  submit: "Neues Passwort speichern",
  submitting: "Wird gespeichert…",
};
