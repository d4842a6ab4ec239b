import type { MessageCatalog } from "./messages";

export const messages: MessageCatalog = {
  emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein",
  emailInvalid: "Die E-Mail-Adresse ist ungültig",
  newsletterRequested:
    "Vielen Dank! Falls diese Adresse noch nicht angemeldet ist, erhalten Sie eine E-Mail mit einem Link zur Bestätigung Ihrer Anmeldung.",
  newsletterConfirmed:
    "Ihre Anmeldung ist bestätigt: Sie erhalten den Newsletter von Aurore Banque jeden Monat.",
  newsletterInvalidLink:
    "Dieser Bestätigungslink ist nicht mehr gültig: Er wurde bereits verwendet oder ist abgelaufen. Falls Sie noch nicht angemeldet sind, melden Sie sich bitte erneut auf unserer Website an.",
  newsletterAddressUnproven:
    "Diese Adresse hatte sich vom Newsletter abgemeldet: Bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link, den Sie bei der Kontoeröffnung erhalten haben, und setzen Sie dann erneut das Häkchen.",
  loginPasswordRequired: "Bitte geben Sie Ihr Passwort ein",
  loginFailed: "E-Mail-Adresse oder Passwort ist falsch",
  loginExpired:
    "Ihre Anmeldung ist abgelaufen. Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort erneut ein.",
  codeRequired: "Bitte geben Sie den Code aus Ihrer App ein",
  codeFormat: "Der Code muss aus 6 Ziffern bestehen",
  secondFactorRequired: "Bitte geben Sie den 6-stelligen Code oder einen Backup-Code ein",
  codeWrong: "Dieser Code ist falsch oder wurde bereits verwendet",
  passkeyRefused:
    "Dieser Passkey konnte nicht überprüft werden. Bitte versuchen Sie es erneut oder melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.",
  passkeyCancelled:
    "Der Vorgang wurde abgebrochen oder die Zeit ist abgelaufen. Sie können es erneut versuchen.",
  passkeyUnsupported: "Dieser Browser unterstützt keine Passkeys.",
  forgotPasswordAnswer:
    "Falls zu dieser Adresse ein Konto besteht, erhalten Sie eine E-Mail mit einem Link, über den Sie ein neues Passwort festlegen können. Dieser Link ist 30 Minuten gültig.",
  unavailable:
    "Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in wenigen Augenblicken erneut.",
  notFound: "Diese Adresse existiert nicht.",
  invalidJson: "Der gesendete Inhalt ist kein gültiges JSON.",
  emptyJson: "Der gesendete Inhalt ist leer.",
  bodyTooLarge: "Der gesendete Inhalt ist zu groß (höchstens 100 KB).",
  unsupportedMediaType: "Dieses Inhaltsformat wird nicht akzeptiert.",
  invalidLength: "Die angegebene Größe des Inhalts ist falsch.",
  badUrl: "Diese Adresse ist ungültig.",
  networkError:
    "Aurore Banque ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
  unexpected:
    "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es in wenigen Augenblicken erneut.",
};
