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
  lastNameRequired: "Bitte geben Sie Ihren Nachnamen ein",
  firstNameRequired: "Bitte geben Sie Ihren Vornamen ein",
  nameTooLong: "Dieses Feld darf höchstens 100 Zeichen enthalten",
  birthDateRequired: "Bitte geben Sie Ihr Geburtsdatum ein",
  birthDateInvalid: "Das Geburtsdatum ist ungültig",
  underage: "Für die Kontoeröffnung müssen Sie mindestens 18 Jahre alt sein",
  genderRequired: "Bitte wählen Sie Ihr Geschlecht aus",
  whatsappRequired: "Bitte geben Sie Ihre WhatsApp-Nummer ein",
  whatsappInvalid: "Die WhatsApp-Nummer ist ungültig",
  countryRequired: "Bitte wählen Sie Ihr Land aus",
  currencyRequired: "Bitte wählen Sie Ihre Währung aus",
  accountTypeInvalid: "Die Kontoart ist ungültig",
  termsRequired: "Bitte akzeptieren Sie die Bedingungen, um fortzufahren",
  newsletterChoiceInvalid: "Ihre Newsletter-Auswahl ist ungültig",
  emailTaken: "Für diese E-Mail-Adresse besteht bereits ein Konto",
  passwordTooShort: "Das Passwort muss mindestens 8 Zeichen lang sein",
  passwordTooLong: "Das Passwort darf höchstens 128 Zeichen lang sein",
  passwordCharacters: "Das Passwort muss Groß- und Kleinbuchstaben sowie Ziffern enthalten",
  passwordCommon: "Dieses Passwort ist zu verbreitet",
  passwordPersonal: "Das Passwort darf weder Ihren Namen noch Ihre E-Mail-Adresse enthalten",
  confirmPasswordRequired: "Bitte bestätigen Sie Ihr Passwort",
  passwordMismatch: "Die Passwörter stimmen nicht überein",
  fieldRequired: "Bitte füllen Sie dieses Feld aus",
  optionRequired: "Bitte wählen Sie eine Option aus",
  phoneInvalid: "Die Telefonnummer ist ungültig",
  wholeEurosRequired: "Bitte geben Sie einen Betrag in vollen Euro an",
  shortTextTooLong: "Dieses Feld darf höchstens 120 Zeichen enthalten",
  longTextTooLong: "Dieses Feld darf höchstens 2000 Zeichen enthalten",
  leadSent:
    "Vielen Dank, Ihre Anfrage wurde übermittelt. Eine Beraterin oder ein Berater antwortet Ihnen innerhalb von 48 Stunden (an Werktagen).",
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
