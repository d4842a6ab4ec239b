export const newsletterBox = {
  title: "Bleiben Sie informiert",
  intro:
    "Jeden Monat unsere Finanztipps, neue Angebote und Neuigkeiten von Aurore Banque. Wir senden Ihnen zuerst einen Link zur Bestätigung Ihrer Adresse; Sie können sich jederzeit abmelden.",
  emailLabel: "E-Mail-Adresse",
  submitLabel: "Abonnieren",
  sendingLabel: "Wird gesendet…",
};

export const contactsText = {
  heading: "Kontakt",
  byPhone: "Telefonisch",
  phoneHours:
    "Montag bis Freitag, 9 bis 18 Uhr (Pariser Zeit), zum Preis eines Anrufs nach Frankreich",
  byEmail: "Per E-Mail",
  emailDelay: "Antwort innerhalb von 48 Stunden an Werktagen",
  office: "Hauptsitz",
  officeVisits: "Nur nach Vereinbarung",
};

export const dataNotice = {
  text: "Ihre Daten werden ausschließlich zur Bearbeitung Ihrer Anfrage verwendet und 3 Jahre lang aufbewahrt.",
  link: "Mehr zum Umgang mit Ihren Daten",
};

export const honeypotLabel = "Dieses Feld bitte leer lassen";

export const legalArticleText = {
  updated: "Letzte Aktualisierung:",
  frenchPrevails:
    "Diese deutsche Fassung dient Ihrer Information. Rechtlich verbindlich ist allein die französische Fassung; sie ist bei Abweichungen maßgeblich.",
  frenchVersion: "Französische Fassung lesen",
};
