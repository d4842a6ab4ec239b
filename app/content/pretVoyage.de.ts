import type * as french from "./pretVoyage";
import { loanOffers } from "@domain/credit/offers";
import { numberFormats } from "@domain/format";
import { bank } from "@domain/bank";
import { formatPhone } from "@domain/phone";

const { wholeEuros: formatWholeEuros } = numberFormats("de");

export const pretVoyageHero: typeof french.pretVoyageHero = {
  eyebrow: "Kredit",
  title: "Reisekredit",
  lead: "Finanzieren Sie Flüge, Unterkünfte und Aktivitäten mit einem Kredit zum festen Sollzins: Ihre Monatsraten stehen schon vor der Abreise fest.",
  cta: { label: "Reise vorbereiten", to: "#preparatifs" },
  highlights: ["Von 1.000 € bis 30.000 €", "0 € Bearbeitungsgebühr", "Fester Sollzins"],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const pretVoyageTabs: typeof french.pretVoyageTabs = [
  { id: "destinations", label: "Reiseziele" },
  { id: "simulation", label: "Simulation" },
  { id: "preparatifs", label: "Reisevorbereitung" },
  { id: "demande", label: "Antrag" },
];

export const pretVoyageDefaultTab: typeof french.pretVoyageDefaultTab = "destinations";

/** Length of the trip (not of the loan), from one week to six months and more. */
export const tripDurations: typeof french.tripDurations = {
  oneWeek: "1 Woche",
  twoWeeks: "2 Wochen",
  oneMonth: "1 Monat",
  threeMonths: "3 Monate",
  sixMonthsPlus: "6 Monate oder länger",
};

export const travelPackages: typeof french.travelPackages = [
  {
    id: "europe",
    destination: "Städtereise in Europa",
    description:
      "Rom, Lissabon oder Prag: Hauptstädte, nur wenige Flugstunden entfernt – ideal für die erste große Reise.",
    budget: 1_800,
    duration: "oneWeek",
  },
  {
    id: "oceanIndien",
    destination: "Inseln im Indischen Ozean",
    description: "Strände, Lagunen und Wanderungen auf Mauritius, La Réunion oder den Seychellen.",
    budget: 5_500,
    duration: "twoWeeks",
  },
  {
    id: "asie",
    destination: "Große Rundreise durch Asien",
    description:
      "Von Japan bis Vietnam: eine Route zwischen quirligen Metropolen, Tempeln und Reisterrassen.",
    budget: 8_500,
    duration: "oneMonth",
  },
  {
    id: "tourDuMonde",
    destination: "Weltreise",
    description:
      "Mehrere Kontinente, ein Round-the-World-Ticket und genug Zeit, jede Etappe in vollen Zügen zu genießen.",
    budget: 25_000,
    duration: "sixMonthsPlus",
  },
];

export const destinationCards: typeof french.destinationCards = travelPackages.map((trip) => ({
  title: trip.destination,
  badge: `Richtbudget: ${formatWholeEuros(trip.budget)}`,
  text: trip.description,
  bullets: [`Reisedauer: ${tripDurations[trip.duration]}`],
}));

export const travelTypes: typeof french.travelTypes = [
  {
    id: "famille",
    title: "Mit der Familie",
    text: "Ein Urlaub für Groß und Klein – mit einem Budget, das Sie von der Abreise bis zur Rückkehr im Griff haben.",
  },
  {
    id: "noces",
    title: "Hochzeitsreise",
    text: "Die Reise Ihres Lebens – mit einem Rückzahlungsplan, der schon vor der Abreise feststeht.",
  },
  {
    id: "aventure",
    title: "Abenteuer und Natur",
    text: "Trekking, Safari oder Kreuzfahrt: Ausrüstung und Aktivitäten planen Sie gleich mit in Ihr Budget ein.",
  },
  {
    id: "culture",
    title: "Kultur und Entdeckungen",
    text: "Museen, historische Stätten und gutes Essen: Nehmen Sie sich Zeit, eine andere Kultur kennenzulernen.",
  },
];

/** Picking a destination idea sets the budget to its indicative budget. */
export const travelSimulator: typeof french.travelSimulator = {
  product: "pretVoyage",
  intro:
    "Wählen Sie eine unserer Reiseideen oder geben Sie Ihr Budget ein: Ihre Monatsrate wird sofort angezeigt.",
  amountLabel: "Reisebudget",
  amount: { ...loanOffers.pretVoyage.amount, step: 500, defaultValue: 8_500 },
  durations: loanOffers.pretVoyage.durations,
  defaultDuration: 60,
  rateChoice: {
    label: "Art der Reise",
    options: travelTypes.map((type) => ({ value: type.id, label: type.title })),
    defaultValue: "famille",
  },
  presets: {
    label: "Reiseidee",
    options: travelPackages.map((trip) => ({ label: trip.destination, amount: trip.budget })),
  },
};

export const travelTestimonials: typeof french.travelTestimonials = [
  {
    quote:
      "Unsere Beraterin hat uns vor der Unterschrift die Gesamtkosten des Kredits erläutert, und wir haben eine Laufzeit gewählt, die zu unserem Budget als frisch Verheiratete passt.",
    author: "Camille und Julien",
    context: "Hochzeitsreise nach Mauritius",
  },
  {
    quote:
      "Bevor ich für einen Monat nach Asien aufgebrochen bin, habe ich eine Monatsrate gewählt, die zu meinem Budget passt. Mein Berater hat alle meine Fragen beantwortet.",
    author: "Sophie",
    context: "Rundreise durch Japan und Vietnam",
  },
];

export const preTripChecklist: typeof french.preTripChecklist = [
  {
    timing: "3 Monate vor der Abreise",
    tasks: [
      "Gültigkeit Ihres Reisepasses prüfen und nötige Visa klären",
      "Flüge und die ersten Unterkünfte buchen",
      "Ihren Reisekredit beantragen",
    ],
  },
  {
    timing: "2 Monate vor der Abreise",
    tasks: [
      "Beim Arzt nach den empfohlenen Impfungen fragen",
      "Eine Reiserücktritts- und Rücktransportversicherung abschließen",
      "Die Zahlungslimits Ihrer Karte im Ausland prüfen",
    ],
  },
  {
    timing: "1 Monat vor der Abreise",
    tasks: [
      "Bei Bedarf Fremdwährung bestellen",
      "Eine digitale Kopie Ihrer Dokumente speichern",
      "Eine Reiseapotheke zusammenstellen",
    ],
  },
];

export const travelDocuments: typeof french.travelDocuments = [
  "Gültiges Ausweisdokument",
  "Wohnsitznachweis, nicht älter als 3 Monate",
  "Die letzten 3 Gehaltsabrechnungen",
  "Letzter Steuerbescheid",
];

export const travelAssistance: typeof french.travelAssistance = [
  "Kartensperre rund um die Uhr, 7 Tage die Woche, direkt in der App",
  "Zahlungen und Bargeldabhebungen im Ausland in Echtzeit im Blick",
  `Ein Berater, aus dem Ausland erreichbar unter ${formatPhone(bank.phones.customerService, "international")}, Montag bis Freitag von 9 bis 18 Uhr (Pariser Zeit)`,
  "Optionale Reiseversicherung: Reiserücktritt, Gepäck und Rücktransport",
];

/**
 * The seed's travel page had no request form; as on the other credit pages, a customer who would
 * rather talk to an advisor than apply online is called back.
 */
export const travelRequestForm: typeof french.travelRequestForm = {
  kind: "pretVoyage",
  title: "Möchten Sie lieber zurückgerufen werden?",
  intro:
    "Hinterlassen Sie Ihre Kontaktdaten und ein paar Worte zu Ihrer Reise: Ein Berater ruft Sie im Durchschnitt innerhalb von 48 Stunden zurück.",
  submitLabel: "Rückruf anfordern",
};

/** The page's headings around its content. */
export const pretVoyageText: typeof french.pretVoyageText = {
  tabsLabel: "Bereiche des Reisekredits",
  ideasTitle: "Unsere Reiseideen",
  ideasIntro:
    "Richtbudgets für zwei Personen inklusive Flügen, je nach Reisezeit und gewünschtem Komfort.",
  typesTitle: "Jede Reise ist anders",
  testimonialsTitle: "Sie sind mit Aurore Banque verreist",
  countdownTitle: "Ihr Countdown bis zur Abreise",
  documentsTitle: "Diese Unterlagen brauchen wir für Ihren Kredit",
  duringTitle: "Während Ihrer Reise",
};
