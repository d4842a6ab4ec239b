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
