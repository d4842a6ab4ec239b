import type * as french from "./pretAuto";
import {
  durationRange,
  loanOffers,
  lowestRate,
  productStartingRate,
  startingTaeg,
} from "@domain/credit/offers";
import { loanAmounts } from "@domain/credit/products";
import { numberFormats } from "@domain/format";
import type { Card } from "./types";

const { rate: formatRate, wholeEuros } = numberFormats("de");

export const pretAutoHero: typeof french.pretAutoHero = {
  eyebrow: "Kredit",
  title: "Autokredit",
  lead: "Finanzieren Sie Ihren Neuwagen, Gebrauchtwagen oder Ihr Elektroauto mit einem Kredit zu festem Sollzins: Ihre Monatsraten stehen von Anfang an fest, und eine Grundsatzentscheidung erhalten Sie sofort mit Ihrem Online-Antrag.",
  cta: { label: "Autokredit beantragen", to: "#demande" },
  highlights: ["Sofortige Grundsatzentscheidung", "0 € Bearbeitungsgebühr", "Fester Sollzins"],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const pretAutoTabs: typeof french.pretAutoTabs = [
  { id: "presentation", label: "Überblick" },
  { id: "vehicules", label: "Fahrzeugarten" },
  { id: "simulation", label: "Simulation" },
  { id: "demande", label: "Antrag" },
];

export const pretAutoDefaultTab: typeof french.pretAutoDefaultTab = "presentation";

/**
 * Starting borrowing rate of the classic loan. A lease (LOA, LLD) has rents, not a rate: art. L312-6
 * forbids a TAEG or a borrowing rate in its advertising.
 */
export const classicLoanRate: typeof french.classicLoanRate = productStartingRate("pretAuto");

/** Borrowing rates of the classic loan by vehicle and duration: the domain's offer. */
const autoOffer = loanOffers.pretAuto;
const autoDurations = durationRange("pretAuto");

export const autoHighlights: typeof french.autoHighlights = [
  {
    title: "Flexibler Betrag",
    text: `Finanzieren Sie zwischen ${wholeEuros(loanAmounts.pretAuto.min)} und ${wholeEuros(loanAmounts.pretAuto.max)} – passend zum Preis Ihres Fahrzeugs und zu Ihrem Budget.`,
  },
  {
    title: "Flexible Laufzeit",
    text: `Zahlen Sie Ihren Kredit in ${autoDurations.shortest} bis ${autoDurations.longest} Monaten zurück, mit einer festen Monatsrate vom Anfang bis zum Ende der Laufzeit.`,
  },
  {
    title: "Online beantragen",
    text: "Stellen Sie Ihren Antrag online und laden Sie Ihre Nachweise direkt in Ihrem Kundenbereich hoch.",
  },
];

/** A "from" rate card: the fixed APR first, then the fixed borrowing rate, both in German. */
function rateCard(title: string, text: string, annualRate: number, bullets?: string[]): Card {
  return {
    title,
    text,
    startingRate: {
      taeg: `Effektiver Jahreszins ab ${formatRate(startingTaeg(annualRate))} (fest)`,
      borrowingRate: `Fester Sollzins ab ${formatRate(annualRate)}, ohne optionale Versicherung`,
    },
    bullets,
  };
}

export const financingSolutions: typeof french.financingSolutions = [
  rateCard(
    "Klassischer Autokredit",
    "Das Fahrzeug gehört Ihnen ab dem Kauf, und Sie zahlen es in festen Monatsraten ab.",
    classicLoanRate,
    ["Neu- oder Gebrauchtwagen", "Vorzeitige Rückzahlung möglich"],
  ),
  {
    title: "Leasing mit Kaufoption (LOA)",
    badge: "Feste monatliche Leasingrate",
    text: "Sie zahlen eine monatliche Leasingrate und entscheiden am Vertragsende, ob Sie das Fahrzeug kaufen, zurückgeben oder gegen ein neues tauschen.",
    bullets: [
      "Ihre Kosten: die Summe aller Leasingraten, einschließlich einer erhöhten ersten Rate (Sonderzahlung), und der Preis der Kaufoption, wenn Sie diese ausüben",
      "Leasingraten, Laufzeit, Preis der Kaufoption und zu zahlender Gesamtbetrag stehen im Leasingangebot, das Sie erhalten, bevor Sie sich verpflichten",
      "Erhöhte erste Rate (Sonderzahlung) optional",
    ],
  },
  {
    title: "Langzeitmiete (LLD)",
    badge: "Feste monatliche Miete",
    text: "Sie mieten ein Neufahrzeug für eine vereinbarte Laufzeit und Kilometerleistung und geben es am Vertragsende zurück.",
    bullets: [
      "Wartung und Pannenhilfe auf Wunsch inklusive",
      "Kein Weiterverkauf, um den Sie sich kümmern müssen",
    ],
  },
];

export const autoReasons: typeof french.autoReasons = [
  "Ein fester Sollzins: Ihre Monatsrate bleibt während der gesamten Kreditlaufzeit gleich",
  "Eine optionale Restschuldversicherung, über die Sie frei entscheiden",
  "Finanzierung beim Kauf vom Händler ebenso wie von privat",
  "Ein Kreditberater, der Sie bei jedem Schritt telefonisch begleitet",
];

export const autoCommitments: typeof french.autoCommitments = [
  { value: "Online", label: "eine sofortige Grundsatzentscheidung" },
  { value: "0 €", label: "Bearbeitungsgebühr" },
  { value: "100 %", label: "des Fahrzeugpreises finanzierbar" },
  { value: "Fest", label: "Ihr Sollzins, von der ersten bis zur letzten Monatsrate" },
];

export const autoAdvice: typeof french.autoAdvice = {
  title: "Unser Tipp",
  text: "Planen Sie eine Anzahlung von 10 bis 20 % des Fahrzeugpreises ein: So leihen Sie sich weniger und senken die Gesamtkosten Ihres Kredits.",
  bullets: [
    "Vergleichen Sie die Gesamtkosten des Kredits, nicht nur die Monatsrate",
    "Behalten Sie nach der Anzahlung eine Rücklage für Unvorhergesehenes",
    "Rechnen Sie Kfz-Versicherung und Wartung in Ihr monatliches Budget ein",
  ],
};

export const vehicleCategories: typeof french.vehicleCategories = [
  {
    id: "neuf",
    ...rateCard(
      "Neufahrzeug",
      "Ein Neuwagen vom Vertragshändler, mit Herstellergarantie.",
      lowestRate(autoOffer.rates.neuf),
    ),
  },
  {
    id: "occasion",
    ...rateCard(
      "Gebrauchtfahrzeug",
      "Ein Gebrauchtwagen, gekauft beim Händler oder von privat.",
      lowestRate(autoOffer.rates.occasion),
    ),
  },
  {
    id: "ecologique",
    ...rateCard(
      "Umweltfreundliches Fahrzeug oder Elektroauto",
      "Ein Elektroauto oder ein Plug-in-Hybrid: Wir fördern emissionsarme Mobilität.",
      lowestRate(autoOffer.rates.ecologique),
    ),
  },
];

/**
 * The simulation tab simulates the classic loan (a lease has a rent, not a schedule). The amount
 * is the price of the vehicle; by default a used car, the most bought, with the seed's 5 000 €
 * contribution on a 25 000 € price: the 20 000 € over 60 months of the representative example.
 */
export const autoSimulator: typeof french.autoSimulator = {
  product: "pretAuto",
  intro:
    "Geben Sie den Fahrzeugpreis und Ihre Anzahlung ein: Die Simulation bezieht sich auf einen klassischen Autokredit. Für ein Leasing (LOA) oder eine Langzeitmiete (LLD) schlägt Ihnen ein Berater eine individuelle monatliche Rate vor.",
  amountLabel: "Fahrzeugpreis",
  amount: { ...autoOffer.amount, step: 1_000, defaultValue: 25_000 },
  deduction: { label: "Anzahlung", param: "apport", defaultValue: 5_000 },
  durations: autoOffer.durations,
  defaultDuration: 60,
  rateChoice: {
    label: "Fahrzeugkategorie",
    options: vehicleCategories.map((category) => ({ value: category.id, label: category.title })),
    defaultValue: "occasion",
  },
};

export const vehicleSupport: typeof french.vehicleSupport = [
  "Beratung bei der Wahl zwischen klassischem Kredit, LOA und LLD – passend zu Ihrer Nutzung",
  "Finanzierung von Nutzfahrzeugen, Motorrädern und Rollern",
  "Auf Wunsch Auszahlung direkt an den Verkäufer",
  "Verfolgen Sie Ihren Antrag online bis zur Unterschrift",
];

export const autoApplicationSteps: typeof french.autoApplicationSteps = [
  { label: "Simulation", status: "done" },
  { label: "Angaben", status: "current" },
  { label: "Unterlagen", status: "upcoming" },
  { label: "Unterschrift", status: "upcoming" },
];

export const autoRequestForm: typeof french.autoRequestForm = {
  kind: "pretAuto",
  title: "Möchten Sie lieber zurückgerufen werden?",
  intro:
    "Hinterlassen Sie Ihre Kontaktdaten und beschreiben Sie Ihr Vorhaben: Ein Berater ruft Sie zurück und bespricht es mit Ihnen.",
  submitLabel: "Rückruf anfordern",
};

export const autoDocuments: typeof french.autoDocuments = [
  "Gültiges Ausweisdokument",
  "Wohnsitznachweis, nicht älter als 3 Monate",
  "Die letzten 3 Gehaltsabrechnungen",
  "Rechnung oder Angebot für das Fahrzeug",
  "Letzter Steuerbescheid",
];

/** The page's headings around its content. */
export const pretAutoText: typeof french.pretAutoText = {
  tabsLabel: "Bereiche Autokredit",
  inBriefTitle: "Ihr Autokredit auf einen Blick",
  solutionsTitle: "Unsere Finanzierungslösungen",
  solutionsIntro:
    "Ob Sie Ihr Fahrzeug kaufen oder lieber mieten: Wählen Sie die Lösung, die zu Ihnen passt.",
  reasonsTitle: "Warum Aurore Banque?",
  commitmentsTitle: "Unsere Zusagen",
  vehiclesTitle: "Ein Zinssatz, der zu Ihrem Fahrzeug passt",
  vehiclesIntro:
    "Je neuer oder sparsamer Ihr Fahrzeug ist, desto niedriger kann Ihr Zinssatz ausfallen.",
  supportTitle: "Wir begleiten Sie",
  trackingTitle: "Der Stand Ihres Antrags",
  trackingIntro:
    "Ihr Antrag durchläuft vier Schritte, von der Simulation bis zur elektronischen Unterschrift.",
  trackerLabel: "Schritte Ihres Antrags auf einen Autokredit",
  trackerWords: {
    step: (number) => `Schritt ${number}: `,
    status: { done: "Erledigt", current: "In Bearbeitung", upcoming: "Ausstehend" },
  },
  documentsTitle: "Diese Unterlagen sollten Sie bereithalten",
  helpTitle: "Brauchen Sie Hilfe?",
  helpIntro:
    "Unsere Kreditberater sind Montag bis Freitag von 9 bis 18 Uhr (Pariser Zeit) für Sie da, zum Preis eines Anrufs nach Frankreich.",
  callAdviser: (phone: string) => `Berater anrufen: ${phone}`,
};
