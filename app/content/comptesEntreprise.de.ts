import type * as french from "./comptesEntreprise";

export const comptesEntrepriseHero: typeof french.comptesEntrepriseHero = {
  eyebrow: "Geschäftskunden",
  title: "Geschäftskonten",
  lead: "Ein Geschäftskonto für Selbstständige, Kleinstunternehmen, KMU, Großunternehmen und Vereine: Karten für Ihre Teams, individuell festgelegte Limits und eine spürbar einfachere Buchhaltung.",
  cta: { label: "Geschäftskonto eröffnen", to: "/signup" },
  highlights: [
    "Kontoeröffnung zu 100 % online",
    "Freischaltung in 3 bis 5 Tagen",
    "Eigene Berater für Geschäftskunden",
  ],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const comptesEntrepriseTabs: typeof french.comptesEntrepriseTabs = [
  { id: "offres", label: "Angebote" },
  { id: "gestion", label: "Verwaltung" },
  { id: "ouverture", label: "Kontoeröffnung" },
];

export const comptesEntrepriseDefaultTab: typeof french.comptesEntrepriseDefaultTab = "offres";

/** The page's headings around its content. */
export const comptesEntrepriseText: typeof french.comptesEntrepriseText = {
  tabsLabel: "Bereiche der Geschäftskonten",
  offersTitle: "Drei Angebote, passend zur Größe Ihres Unternehmens",
  offersIntro:
    "Ohne Mindestlaufzeit: Sie können Ihr Angebot jederzeit in Ihrem Kundenbereich wechseln.",
  featuredOffer: "Am häufigsten gewählt",
  managementTitle: "Ihre Finanzen im Alltag fest im Griff",
  managementIntro:
    "Mit diesen Werkzeugen delegieren Sie Ausgaben, ohne die Kontrolle abzugeben, und sparen Zeit bei der Buchhaltung.",
  openingTitle: "Ihr Konto in vier Schritten eröffnen",
  documentsTitle: "Diese Unterlagen benötigen wir",
};

export const businessOffers: typeof french.businessOffers = [
  {
    id: "business-essential",
    nom: "Business Essential",
    description:
      "Alles Wichtige für den Start Ihrer Geschäftstätigkeit, mit einer klaren Trennung zwischen geschäftlichen und privaten Finanzen.",
    prix: "9 € zzgl. MwSt. / Monat",
    avantages: [
      "Konto mit französischer IBAN",
      "Eine Geschäftskarte mit anpassbaren Limits",
      "Unbegrenzt SEPA-Überweisungen und SEPA-Lastschriften",
      "Export Ihrer Kontoumsätze für Ihre Buchhaltung",
    ],
    public: "Für Selbstständige, Kleinunternehmer und Kleinstunternehmen",
  },
  {
    id: "business-pro",
    nom: "Business Pro",
    description:
      "Für wachsende Teams: Karten für alle Mitarbeiter und passende Rollen für jede Aufgabe.",
    prix: "29 € zzgl. MwSt. / Monat",
    avantages: [
      "Bis zu 10 Karten mit individuellen Ausgabenlimits",
      "Teamrollen: Administrator, Buchhalter, Mitarbeiter",
      "Erstellung und Nachverfolgung Ihrer Rechnungen",
      "Telefonisch erreichbarer Firmenkundenberater",
    ],
    public: "Für KMU und Vereine mit eigenen Angestellten",
    featured: true,
  },
  {
    id: "business-enterprise",
    nom: "Business Enterprise",
    description:
      "Das Komplettangebot für Unternehmen mit mehreren Standorten, mit fein abgestuften Berechtigungen und Support ohne Unterbrechung.",
    prix: "79 € zzgl. MwSt. / Monat",
    avantages: [
      "Unbegrenzt viele Karten und Limits je Team oder Projekt",
      "Mehrstufige Freigabe von Zahlungen",
      "Mehrere Konten und Unterkonten",
      "Persönlicher Support 24 Stunden am Tag, 7 Tage die Woche",
    ],
    public: "Für größere Mittelständler und Großunternehmen",
  },
];

export const offerCta: typeof french.offerCta = { label: "Dieses Angebot wählen", to: "/signup" };

export const managementFeatures: typeof french.managementFeatures = [
  {
    title: "Karten und Ausgabenlimits",
    text: "Geben Sie jedem Mitarbeiter eine eigene Karte und legen Sie Limits für Zahlungen und Bargeldabhebungen fest, die Sie jederzeit ändern können.",
  },
  {
    title: "Teamrollen",
    text: "Vergeben Sie genau die passenden Berechtigungen: Konten einsehen, Überweisungen vorbereiten oder freigeben.",
  },
  {
    title: "Buchhaltungsexport",
    text: "Exportieren Sie Umsätze und Belege in einem Format, das Ihr Steuerberater oder Ihre Buchhaltungssoftware direkt verarbeiten kann.",
  },
  {
    title: "Rechnungen und Belege",
    text: "Erstellen Sie Rechnungen, behalten Sie den Zahlungseingang im Blick und fotografieren Sie Quittungen, um sie der jeweiligen Ausgabe zuzuordnen.",
  },
  {
    title: "Sammelüberweisungen",
    text: "Bezahlen Sie Lieferanten und Gehälter in einem einzigen Vorgang, ganz einfach per Datei-Upload.",
  },
  {
    title: "Liquiditäts-Dashboard",
    text: "Behalten Sie Zahlungseingänge, Ausgänge und Ihren voraussichtlichen Kontostand über alle Konten hinweg auf einem Bildschirm im Blick.",
  },
];

export const openingSteps: typeof french.openingSteps = [
  {
    etape: 1,
    titre: "Unterlagen vorbereiten",
    description:
      "Legen Sie die Nachweise zu Ihrem Unternehmen und das Ausweisdokument des gesetzlichen Vertreters bereit.",
  },
  {
    etape: 2,
    titre: "Antrag online stellen",
    description:
      "Wählen Sie Ihr Angebot, füllen Sie das Formular aus und laden Sie Ihre Unterlagen in wenigen Minuten hoch.",
  },
  {
    etape: 3,
    titre: "Prüfung durch unsere Teams",
    description:
      "Ein Berater prüft Ihren Antrag und meldet sich bei Ihnen, falls ein Dokument fehlt.",
  },
  {
    etape: 4,
    titre: "Freischaltung des Kontos",
    description:
      "Ihr Konto wird innerhalb von 3 bis 5 Werktagen freigeschaltet, und Ihre Karten werden Ihnen zugeschickt.",
  },
];

export const openingDocuments: typeof french.openingDocuments = [
  "Gültiges Ausweisdokument des gesetzlichen Vertreters",
  "Kbis-Auszug (französischer Handelsregisterauszug), nicht älter als 3 Monate, bzw. für Einzelunternehmer die SIRENE-Registerbescheinigung (avis de situation SIRENE)",
  "Unterzeichnete Satzung der Gesellschaft bzw. bei Vereinen die Satzung und die Eingangsbestätigung der Vereinsanmeldung (récépissé de déclaration)",
  "Adressnachweis für den Firmensitz, nicht älter als 3 Monate",
];

export const businessContactForm: typeof french.businessContactForm = {
  kind: "entreprise",
  title: "Rückruf durch einen Firmenkundenberater",
  intro:
    "Hinterlassen Sie uns Ihre Kontaktdaten: Ein Berater ruft Sie Montag bis Freitag zwischen 9 und 18 Uhr (Pariser Zeit) zurück und findet mit Ihnen das passende Angebot für Ihr Unternehmen.",
  submitLabel: "Rückruf anfordern",
};
