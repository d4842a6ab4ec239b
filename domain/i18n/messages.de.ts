import type { TranslatedCatalog } from "./messages";

export const messages: TranslatedCatalog = {
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
  rememberMeInvalid: "Das Kästchen „Angemeldet bleiben“ ist ungültig",
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
  fieldInvalid: "Dieser Wert ist ungültig.",
  formInvalid: "Die gesendeten Angaben sind ungültig.",
  forbiddenOrigin: "Diese Anfrage kam von einer anderen Website und wurde abgelehnt.",
  headersTooLarge: "Die Adresse oder die Header der Anfrage sind zu lang.",
  requestTimeout: "Die Anfrage hat zu lange gedauert. Bitte versuchen Sie es erneut.",
  badRequest: "Die Anfrage ist ungültig.",
  invalidCharacters: "Der gesendete Inhalt enthält unzulässige Zeichen.",
  customersOnly: "Diese Seite ist Kundinnen und Kunden vorbehalten.",
  unknownForm: "Dieses Formular existiert nicht.",
  badUrl: "Diese Adresse ist ungültig.",
  networkError:
    "Aurore Banque ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
  unexpected:
    "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es in wenigen Augenblicken erneut.",
  // Account links and e-mails.
  linkMissing:
    "Dieser Link zum Zurücksetzen ist unvollständig. Öffnen Sie den Link aus der E-Mail, die Sie erhalten haben.",
  resetLinkUsed:
    "Dieser Link wurde bereits verwendet. Um ein anderes Passwort zu wählen, stellen Sie bitte eine neue Anfrage.",
  resetLinkExpired:
    "Dieser Link ist abgelaufen: Er ist nur 30 Minuten gültig. Bitte fordern Sie erneut das Zurücksetzen Ihres Passworts an.",
  resetLinkUnknown:
    "Dieser Link ist ungültig. Prüfen Sie, ob Sie die vollständige Adresse kopiert haben, oder stellen Sie eine neue Anfrage.",
  passwordResetDone: "Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.",
  verificationLinkUsed:
    "Dieser Link wurde bereits verwendet: Ihre E-Mail-Adresse ist bereits bestätigt.",
  verificationLinkExpired:
    "Dieser Link ist abgelaufen. Melden Sie sich in Ihrem Kundenbereich an, um eine neue Bestätigungs-E-Mail zu erhalten.",
  verificationLinkUnknown:
    "Dieser Link ist ungültig. Prüfen Sie, ob Sie die vollständige Adresse aus der erhaltenen E-Mail kopiert haben.",
  emailVerified: "Vielen Dank! Ihre E-Mail-Adresse ist bestätigt.",
  // Limits on requests and attempts, worded by the server only.
  tooManyRequests:
    "Von Ihrer Verbindung wurden zu viele Anfragen gesendet. Bitte versuchen Sie es in {minutes, plural, one {# Minute} other {# Minuten}} erneut.",
  tooManyAttempts:
    "Zu viele Versuche. Bitte versuchen Sie es in {minutes, plural, one {# Minute} other {# Minuten}} erneut.",
  // The client area.
  signInRequired: "Bitte melden Sie sich an, um auf Ihren Kundenbereich zuzugreifen.",
  newsletterChoiceRequired: "Bitte geben Sie an, ob Sie den Newsletter erhalten möchten",
  emailAlreadyVerified: "Ihre E-Mail-Adresse ist bereits bestätigt.",
  verificationMailSent: "Eine neue Bestätigungs-E-Mail wurde an {email} gesendet.",
  verificationMailWait:
    "Wir haben Ihnen gerade eine E-Mail gesendet. Sie können in {seconds, plural, one {# Sekunde} other {# Sekunden}} eine weitere anfordern.",
  verificationMailsExhausted:
    "Sie haben heute zu viele Bestätigungs-E-Mails angefordert. Bitte versuchen Sie es morgen erneut oder wenden Sie sich an unseren Kundenservice.",
  currentPasswordRequired: "Bitte geben Sie Ihr aktuelles Passwort ein",
  currentPasswordWrong: "Das aktuelle Passwort ist falsch",
  sameAsCurrentPassword: "Das neue Passwort muss sich vom aktuellen unterscheiden",
  passwordChanged:
    "Ihr Passwort wurde geändert. Ihre Sitzungen auf anderen Geräten wurden beendet.",
  passwordWrong: "Das Passwort ist falsch",
  twoFactorAlreadyEnabled: "Die Bestätigung in zwei Schritten ist bereits aktiviert.",
  twoFactorNotEnabled: "Die Bestätigung in zwei Schritten ist nicht aktiviert.",
  twoFactorNoEnrolment:
    "Lassen Sie sich zuerst den QR-Code anzeigen und geben Sie dann den Code aus Ihrer App ein.",
  twoFactorDisabled: "Die Bestätigung in zwei Schritten ist deaktiviert.",
  twoFactorUnreadable:
    "Ihre Bestätigung in zwei Schritten kann nicht mehr geprüft werden: Der Schlüssel des Dienstes hat sich seit ihrer Aktivierung geändert. Bitte wenden Sie sich an den Kundenservice, um sie wieder zu aktivieren.",
  passkeyNameRequired: "Bitte geben Sie diesem Passkey einen Namen",
  passkeyNameTooLong: "Der Name darf höchstens 60 Zeichen lang sein",
  unknownPasskey: "Dieser Passkey existiert nicht mehr.",
  unknownSession: "Diese Sitzung existiert nicht mehr.",
  // The online credit application.
  loanProduct: "Dieser Kredit wird nicht angeboten",
  loanWholeEuros:
    "Der simulierte Betrag muss in vollen Euro angegeben werden: Bitte ändern Sie Ihre Simulation",
  loanAmount:
    "Der simulierte Betrag muss zwischen {min} und {max} liegen: Bitte ändern Sie Ihre Simulation",
  loanDuration: "Bitte geben Sie die Laufzeit des Kredits in Monaten an",
  loanMonths:
    "Die simulierte Laufzeit muss {durations} Monate betragen: Bitte ändern Sie Ihre Simulation",
  loanOption:
    "Diese Auswahl wird für diesen Kredit nicht angeboten: Bitte ändern Sie Ihre Simulation",
  loanInsurance: "Bitte geben Sie an, ob Sie die optionale Restschuldversicherung abschließen",
  employmentStatusRequired: "Bitte wählen Sie Ihre berufliche Situation aus",
  employedSinceRequired: "Bitte geben Sie an, seit wann (Monat und Jahr)",
  employedSinceInvalid:
    "Das Datum ist ungültig: Bitte geben Sie Monat und Jahr an, zum Beispiel 2021-09",
  employedSinceFuture: "Dieses Datum darf nicht in der Zukunft liegen",
  netMonthlyIncomeRequired: "Bitte geben Sie Ihr monatliches Nettoeinkommen an",
  netMonthlyIncomePositive: "Ihr monatliches Nettoeinkommen muss über 0 € liegen",
  coBorrowerIncomePositive:
    "Das Einkommen des Mitantragstellers muss über 0 € liegen; lassen Sie das Feld ohne Mitantragsteller leer",
  otherCreditPaymentsRequired:
    "Bitte geben Sie die Summe Ihrer anderen monatlichen Kreditraten an, 0 wenn keine",
  housingRequired: "Bitte wählen Sie Ihre Wohnsituation aus",
  housingCostRequired: "Bitte geben Sie Ihre monatlichen Wohnkosten an, 0 wenn keine",
  rentRequired: "Bitte geben Sie Ihre monatliche Miete an",
  mortgageRequired: "Bitte geben Sie die Monatsrate Ihres Immobilienkredits an",
  dependantsRequired: "Bitte geben Sie die Anzahl der unterhaltsberechtigten Personen an",
  dependantsInvalid: "Bitte geben Sie eine ganze Zahl von 0 bis {max} an",
  monthlyAmountInvalid: "Bitte geben Sie den Betrag in Ziffern ein, zum Beispiel 1.850,50",
  monthlyAmountNegative: "Der Betrag darf nicht negativ sein",
  monthlyAmountTooLarge: "Der Betrag darf {max} im Monat nicht übersteigen",
  monthlyAmountCents: "Der Betrag darf höchstens zwei Nachkommastellen haben",
  documentNotInChecklist: "Dieser Nachweis steht nicht auf der Liste",
  documentFileNameTooLong: "Der Dateiname darf höchstens 255 Zeichen lang sein",
  signaturePasswordRequired: "Bitte geben Sie Ihr Passwort ein, um das Angebot anzunehmen",
  signatureMethodRequired: "Bitte wählen Sie, wie Sie Ihre Identität bestätigen",
  applicationNotFound: "Dieser Kreditantrag existiert nicht.",
  documentNotFound: "Dieser Nachweis existiert nicht.",
  applicationWrongState: "Dieser Schritt ist beim aktuellen Stand Ihres Antrags nicht möglich.",
  situationLocked:
    "Ihr Antrag wurde bereits zur Prüfung gesendet: Ihre Situation kann online nicht mehr geändert werden. Wenden Sie sich an Ihren Berater, falls sie sich geändert hat.",
  documentTooManyFiles:
    "Sie haben für diesen Nachweis bereits 3 Dateien gesendet: Löschen Sie eine, bevor Sie eine weitere hinzufügen.",
  documentsMissing:
    "Es fehlen Nachweise: Bitte fügen Sie sie hinzu, bevor Sie Ihren Antrag senden.",
  offerExpired:
    "Dieses Angebot ist nicht mehr gültig: Die Annahmefrist von 15 Tagen ist abgelaufen. Wenden Sie sich für ein neues Angebot an Ihren Berater.",
  withdrawalClosed:
    "Die Widerrufsfrist von 14 Tagen ist abgelaufen: Ein Widerruf ist nicht mehr möglich.",
  signatureAgreementRequired:
    "Bitte kreuzen Sie das Kästchen an, um zu bestätigen, dass Sie das Kreditangebot und das FIPEN gelesen haben und annehmen",
  usuryReached:
    "Dieses Angebot kann nicht mehr angenommen werden: Sein effektiver Jahreszins erreicht den geltenden Wuchersatz. Bitte wenden Sie sich an Ihren Berater.",
  fipenNotDelivered:
    "Bitte laden Sie zuerst das FIPEN dieses Angebots herunter und lesen Sie es: Das Angebot kann erst angenommen werden, nachdem Sie es erhalten haben.",
  fipenNotFound: "Dieses FIPEN wurde Ihnen zu diesem Antrag nicht ausgehändigt.",
  contractNotIssued:
    "Das Vertragsangebot zu diesem Antrag wurde nicht ausgestellt: Es kann weder heruntergeladen noch angenommen werden. Wenden Sie sich an Ihren Berater.",
  applicationExists:
    "Sie haben für diesen Kredit bereits einen laufenden Antrag: Bitte setzen Sie ihn fort, statt einen weiteren zu beginnen. Um Betrag oder Laufzeit zu ändern, wenden Sie sich an Ihren Berater.",
  openApplicationsLimit:
    "Sie haben bereits {count} laufende Kreditanträge, das Maximum: Sie können einen weiteren beginnen, sobald einer davon abgeschlossen ist.",
  yearlyApplicationsLimit:
    "Sie haben in den letzten 12 Monaten {count} Kreditanträge online begonnen, das Maximum: Wenden Sie sich für einen neuen Antrag an Ihren Berater.",
  documentStorageFull:
    "Die Dateien eines Antrags dürfen insgesamt {limit} nicht überschreiten: Die bereits gesendeten belegen {used}, und diese Datei mit {size} würde die Grenze überschreiten. Bitte löschen Sie eine Datei, die Sie nicht mehr benötigen, oder senden Sie eine kleinere Version (Standardqualität).",
  documentWrongType:
    "Dieses Dateiformat wird nicht akzeptiert: Bitte senden Sie eine PDF-Datei, ein JPEG-Bild oder ein PNG-Bild.",
  documentTooLarge:
    "Diese Datei ist größer als 10 MB: Bitte scannen oder fotografieren Sie das Dokument in Standardqualität und senden Sie es erneut.",
  documentEmpty: "Diese Datei ist leer: Bitte wählen Sie das Dokument aus, das Sie senden möchten.",
  documentUnreadable:
    "Diese Datei ist unvollständig oder beschädigt und kann nicht gelesen werden: Bitte speichern Sie sie erneut und senden Sie sie dann.",
  documentArchive:
    "Diese Datei ist ein {format}-Archiv, kein Dokument: Bitte senden Sie jedes Dokument einzeln, als PDF, JPEG oder PNG.",
  documentExecutable:
    "Diese Datei ist ein Programm, kein Dokument: Sie wird zu Ihrer Sicherheit abgelehnt. Bitte senden Sie eine PDF-Datei, ein JPEG-Bild oder ein PNG-Bild.",
  documentActiveContent:
    "Diese PDF-Datei enthält {content}: Sie wird zu Ihrer Sicherheit abgelehnt. Bitte speichern Sie sie erneut als PDF (Drucken > Als PDF speichern), damit nur ihre Seiten erhalten bleiben, und senden Sie sie dann erneut.",
  pdfActiveContent: "aktive Inhalte",
  pdfJavaScript: "JavaScript",
  pdfLaunch: "einen Befehl zum Starten eines Programms",
  pdfEmbeddedFile: "eine angehängte Datei",
  pdfRichMedia: "interaktive Multimedia-Inhalte",
  pdfXfa: "ein dynamisches Formular (XFA)",
  documentPdfEncrypted:
    "Diese PDF-Datei ist verschlüsselt, daher kann ihr Inhalt nicht geprüft werden: Bitte speichern Sie sie ohne Schutz erneut als PDF (Drucken > Als PDF speichern) und senden Sie sie dann erneut.",
  documentNotPdf:
    "Diese Datei hat die Endung .{extension}, ist aber keine PDF-Datei: Bitte senden Sie das Originaldokument, als PDF, JPEG oder PNG.",
  documentNotJpeg:
    "Diese Datei hat die Endung .{extension}, ist aber kein JPEG-Bild: Bitte senden Sie das Originaldokument, als PDF, JPEG oder PNG.",
  documentNotPng:
    "Diese Datei hat die Endung .{extension}, ist aber kein PNG-Bild: Bitte senden Sie das Originaldokument, als PDF, JPEG oder PNG.",
  documentOtherFormat:
    "Das Format {format} wird nicht akzeptiert: Bitte senden Sie eine PDF-Datei, ein JPEG-Bild oder ein PNG-Bild.",
  oneDocumentMissing:
    "Es fehlt ein Nachweis: {documents}. Bitte fügen Sie ihn hinzu, bevor Sie Ihren Antrag senden.",
  documentsMissingNamed:
    "Es fehlen Nachweise: {documents}. Bitte fügen Sie sie hinzu, bevor Sie Ihren Antrag senden.",
  documentIdentity: "Gültiges Ausweisdokument",
  documentProofOfAddress: "Wohnsitznachweis, nicht älter als 3 Monate",
  documentPayslips: "Die letzten 3 Gehaltsabrechnungen",
  documentVehicleQuote: "Rechnung oder Angebot für das Fahrzeug",
  documentWorksQuotes: "Detaillierte Kostenvoranschläge für die Arbeiten",
  documentTaxNotice: "Letzter Steuerbescheid",
  staffOnly: "Dieser Bereich ist den Mitarbeitenden von Aurore Banque vorbehalten.",
  documentDamaged:
    "Dieses Dokument ist nicht lesbar und kann nicht heruntergeladen werden. Unser Team wurde benachrichtigt.",
};
