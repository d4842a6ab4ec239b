import type * as french from "./paiements";

export const paiementsHero: typeof french.paiementsHero = {
  eyebrow: "Geschäftskunden",
  title: "Zahlungsverkehr",
  lead: "Zahlungen Ihrer Kunden annehmen, Lieferanten bezahlen und international wachsen: mit Zahlungslösungen, die einfach, schnell und sicher sind.",
  cta: { label: "Geschäftskonto eröffnen", to: "/signup" },
  highlights: [
    "SEPA-Echtzeitüberweisungen",
    "Bezahlen im Geschäft und online",
    "Überweisungen in mehr als 150 Länder",
  ],
};

export const paiementsTabs: typeof french.paiementsTabs = [
  { id: "gestion", label: "Verwaltung" },
  { id: "solutions", label: "Zahlungslösungen" },
  { id: "international", label: "International" },
];

export const paiementsDefaultTab: typeof french.paiementsDefaultTab = "gestion";

/** The page's headings around its content. */
export const paiementsText: typeof french.paiementsText = {
  tabsLabel: "Bereiche Zahlungsverkehr",
  managementTitle: "Alle Zahlungsströme an einem Ort",
  managementIntro:
    "Behalten Sie ein- und ausgehende Zahlungen in Echtzeit im Blick und delegieren Sie Aufgaben, ohne die Kontrolle abzugeben.",
  solutionsTitle: "Zahlungen annehmen, wo immer Sie verkaufen",
  solutionsIntro:
    "Im Geschäft, in Ihrem Onlineshop oder aus der Ferne: Wählen Sie die Lösungen, die zu Ihrem Vertrieb passen.",
  internationalTitle: "Wachsen Sie über Grenzen hinweg",
  internationalIntro:
    "Bezahlen Sie Lieferanten im Ausland und lassen Sie sich von Ihren Kunden in deren Währung bezahlen, ganz unkompliziert.",
  statsTitle: "Unser Zahlungsverkehr in Zahlen",
};

export const paymentManagement: typeof french.paymentManagement = [
  {
    title: "Firmenkarten",
    text: "Physische und virtuelle Karten für Ihre Mitarbeitenden, mit eigenen Limits und Ausgaberegeln für jede Karte.",
  },
  {
    title: "Überweisungen",
    text: "Einzel-, Sammel- und terminierte Überweisungen, mit mehrstufiger Freigabe je nach Betrag.",
  },
  {
    title: "SEPA-Lastschriften",
    text: "Ziehen Sie Abonnementgebühren und Raten per Lastschrift ein und verfolgen Sie Rücklastschriften in Echtzeit.",
  },
  {
    title: "SEPA-Echtzeitüberweisung",
    text: "Das Geld ist in wenigen Sekunden beim Empfänger, 24 Stunden am Tag und 7 Tage die Woche, auch an Wochenenden und Feiertagen.",
  },
];

export const paymentSolutions: typeof french.paymentSolutions = [
  {
    title: "Kartenterminals",
    text: "Akzeptieren Sie im Geschäft Bankkarten und kontaktlose Zahlungen, am stationären oder mobilen Terminal.",
    bullets: [
      "Mobiles Terminal mit SIM-Karte",
      "Bezahlen per Smartphone möglich",
      "Zahlungseingänge in Ihrer App im Blick",
    ],
  },
  {
    title: "Online-Zahlung",
    text: "Ein sicheres Zahlungsmodul für Ihren Onlineshop, kompatibel mit den gängigen E-Commerce-Systemen.",
    bullets: [
      "Starke Kundenauthentifizierung",
      "Wiederkehrende Zahlungen für Ihre Abonnements",
      "Erstattungen mit einem Klick",
    ],
  },
  {
    title: "Zahlungslinks",
    text: "Senden Sie einen Link per E-Mail oder SMS und lassen Sie sich bezahlen, ganz ohne Website oder Terminal.",
    bullets: [
      "In wenigen Sekunden erstellt",
      "Automatische Zahlungserinnerungen",
      "Übersicht über eingegangene Zahlungen",
    ],
  },
];

export const internationalServices: typeof french.internationalServices = [
  {
    title: "Fremdwährungskonto",
    text: "Halten, empfangen und zahlen Sie Beträge in den wichtigsten Währungen, ohne sie jedes Mal in Euro umtauschen zu müssen.",
  },
  {
    title: "Auslandsüberweisungen",
    text: "Überweisen Sie Geld in mehr als 150 Länder. Den Wechselkurs sehen Sie, bevor Sie die Zahlung freigeben.",
  },
  {
    title: "Währungsabsicherung",
    text: "Legen Sie den Kurs für künftige Transaktionen im Voraus fest und sichern Sie so Ihre Margen ab.",
  },
];

export const internationalForm: typeof french.internationalForm = {
  kind: "international",
  title: "Ihr Geschäft international ausbauen",
  intro:
    "Nennen Sie uns Ihre Zielregion. Ein Spezialist für internationalen Zahlungsverkehr ruft Sie zurück und bespricht Ihren Bedarf mit Ihnen.",
  submitLabel: "Rückruf vom Spezialisten anfordern",
};

export const paymentStats: typeof french.paymentStats = [
  { value: "30 %", label: "mehr Produktivität bei der Abwicklung Ihrer Zahlungen" },
  { value: "150+", label: "Länder, in die Sie überweisen können" },
  { value: "99,9 %", label: "Verfügbarkeit unserer Zahlungsdienste" },
  { value: "10 s", label: "maximale Dauer einer SEPA-Echtzeitüberweisung" },
];
