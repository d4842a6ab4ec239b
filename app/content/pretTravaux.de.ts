import type * as french from "./pretTravaux";
import { loanOffers } from "@domain/credit/offers";

export const pretTravauxHero: typeof french.pretTravauxHero = {
  eyebrow: "Kredit",
  title: "Modernisierungskredit",
  lead: "Renovieren, erweitern oder dämmen Sie Ihr Zuhause mit einem Kredit zum festen Sollzins – als Ergänzung zu den staatlichen Förderungen, die Ihnen zustehen.",
  cta: { label: "Modernisierungskredit beantragen", to: "#demande" },
  highlights: ["Von 5.000 € bis 100.000 €", "0 € Bearbeitungsgebühr", "Fester Sollzins"],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const pretTravauxTabs: typeof french.pretTravauxTabs = [
  { id: "presentation", label: "Überblick" },
  { id: "aides", label: "Förderungen & Zuschüsse" },
  { id: "simulation", label: "Simulation" },
  { id: "demande", label: "Antrag" },
];

export const pretTravauxDefaultTab: typeof french.pretTravauxDefaultTab = "presentation";

export const worksTypes: typeof french.worksTypes = [
  {
    id: "interiorRenovation",
    title: "Innenrenovierung",
    text: "Küche, Bad, Böden oder Elektrik: Modernisieren Sie Ihr Zuhause Raum für Raum.",
  },
  {
    id: "extension",
    title: "Anbau und Erweiterung",
    text: "Wintergarten, Aufstockung oder Dachausbau: Gewinnen Sie Wohnfläche, ohne umzuziehen.",
  },
  {
    id: "energyRenovation",
    title: "Energetische Sanierung",
    text: "Dämmung, Fenster oder Wärmepumpe: Senken Sie Ihre Energiekosten und nutzen Sie staatliche Förderungen.",
  },
  {
    id: "exteriorWorks",
    title: "Außenarbeiten",
    text: "Dach, Fassade, Zaun oder Terrasse: Schützen Sie Ihre Immobilie und steigern Sie ihren Wert.",
  },
];

/**
 * 100.000 € is the ceiling of consumer credit since ordonnance n° 2025-880 (20 November 2026) and
 * the limit used everywhere: slider, text, request form and server. The aids obtained are deducted
 * from the budget of the works.
 */
export const worksSimulator: typeof french.worksSimulator = {
  product: "pretTravaux",
  intro:
    "Geben Sie das Budget für Ihre Arbeiten und die bereits bewilligten Fördermittel an: Den Rest finanziert der Kredit.",
  amountLabel: "Budget für die Arbeiten",
  amount: { ...loanOffers.pretTravaux.amount, step: 1_000, defaultValue: 35_000 },
  deduction: { label: "Bewilligte Fördermittel", param: "aides", defaultValue: 0 },
  durations: loanOffers.pretTravaux.durations,
  defaultDuration: 72,
  rateChoice: {
    label: "Art der Arbeiten",
    options: worksTypes.map((works) => ({ value: works.id, label: works.title })),
    defaultValue: "interiorRenovation",
  },
};

export const worksLoanFeatures: typeof french.worksLoanFeatures = [
  {
    title: "Von 5.000 € bis 100.000 €",
    text: "Finanzieren Sie eine Komplettsanierung oder nur einen einzelnen Raum – mit oder ohne staatliche Förderung.",
  },
  {
    title: "Von 24 bis 120 Monaten",
    text: "Zahlen Sie in bis zu 10 Jahren zurück: Eine längere Laufzeit senkt die Monatsrate, erhöht aber die Gesamtkosten des Kredits.",
  },
  {
    title: "Auszahlung gegen Rechnung",
    text: "Das Geld wird auf einmal ausgezahlt oder nach und nach, so wie die Rechnungen Ihrer Handwerker eingehen.",
  },
];

export const worksAdvice: typeof french.worksAdvice = {
  title: "Unsere Tipps, bevor die Arbeiten beginnen",
  text: "Holen Sie mindestens 3 detaillierte Kostenvoranschläge ein und planen Sie einen Puffer von 10 bis 15 % des Budgets für Unvorhergesehenes ein.",
  bullets: [
    "Beauftragen Sie zertifizierte Handwerksbetriebe, damit Ihr Anspruch auf Förderung erhalten bleibt",
    "Beantragen Sie Fördermittel, bevor Sie mit den Arbeiten beginnen",
    "Bewahren Sie alle Rechnungen auf: Sie brauchen sie für die Auszahlung der Förderung",
  ],
};

export const nationalAids: typeof french.nationalAids = [
  {
    title: "Staatliche Sanierungsprämie",
    badge: "Bis zu 20.000 €",
    text: "Ein Zuschuss des Staates für Arbeiten, die die Energieeffizienz Ihres Hauptwohnsitzes verbessern.",
    bullets: [
      "Immobilie vor mehr als 15 Jahren erbaut",
      "Höhe abhängig von Ihrem Einkommen und der erzielten Energieeinsparung",
      "Ausführung durch einen zertifizierten Handwerksbetrieb",
    ],
  },
  {
    title: "Éco-prêt à taux zéro (zinsloses Sanierungsdarlehen)",
    badge: "Bis zu 30.000 €",
    text: "Ein zinsloses Darlehen, mit dem Sie ein Paket aus mehreren energetischen Sanierungsmaßnahmen finanzieren.",
    bullets: [
      "Immobilie seit mehr als 2 Jahren fertiggestellt",
      "Hauptwohnsitz, unabhängig vom Einkommen",
      "Ausführung durch einen zertifizierten Handwerksbetrieb",
    ],
  },
  {
    title: "Ermäßigte Mehrwertsteuer",
    badge: "5,5 % MwSt.",
    text: "Ein ermäßigter Mehrwertsteuersatz auf Lieferung und Einbau energiesparender Anlagen.",
    bullets: [
      "Immobilie seit mehr als 2 Jahren fertiggestellt",
      "Arbeiten von einem Unternehmen in Rechnung gestellt",
      "Bescheinigung, die Sie dem Handwerker vor Beginn der Arbeiten übergeben",
    ],
  },
];

export const aidSteps: typeof french.aidSteps = [
  {
    etape: 1,
    titre: "Ansprüche prüfen",
    description:
      "Ermitteln Sie online, welche Förderungen Ihnen für Ihr Vorhaben und bei Ihrem Einkommen zustehen.",
    delay: "sofort",
  },
  {
    etape: 2,
    titre: "Kostenvoranschläge einholen",
    description:
      "Lassen Sie sich von zertifizierten Handwerksbetrieben detaillierte Kostenvoranschläge erstellen.",
    delay: "1 bis 2 Wochen",
  },
  {
    etape: 3,
    titre: "Antrag einreichen",
    description:
      "Stellen Sie Ihren Antrag mit den Kostenvoranschlägen online, bevor Sie mit den Arbeiten beginnen.",
    delay: "1 Woche",
  },
  {
    etape: 4,
    titre: "Bewilligung erhalten",
    description:
      "Die zuständige Stelle prüft Ihren Antrag und teilt Ihnen den bewilligten Betrag mit.",
    delay: "2 bis 3 Monate",
  },
  {
    etape: 5,
    titre: "Förderung ausgezahlt bekommen",
    description:
      "Reichen Sie nach Abschluss der Arbeiten Ihre Rechnungen ein, damit die Förderung ausgezahlt wird.",
    delay: "1 bis 2 Monate",
  },
];

export const aidSupport: typeof french.aidSupport = [
  "Ein Berater hilft Ihnen herauszufinden, welche Förderungen Ihnen zustehen",
  "Der Modernisierungskredit finanziert den Teil der Arbeiten, den die Förderungen nicht abdecken",
  "Er kann die Fördermittel auch vorfinanzieren, bis sie ausgezahlt werden",
  "Wir sehen uns Ihre Kostenvoranschläge und Ihren Finanzierungsplan an, bevor Sie unterschreiben",
];

export const worksRequestForm: typeof french.worksRequestForm = {
  kind: "pretTravaux",
  title: "Möchten Sie lieber zurückgerufen werden?",
  intro:
    "Stellen Sie uns Ihr Vorhaben vor – finanzierbar sind 5.000 € bis 100.000 €: Ein Berater meldet sich innerhalb von 48 Stunden bei Ihnen und erstellt mit Ihnen Ihren Finanzierungsplan.",
  submitLabel: "Rückruf anfordern",
};

/** The page's headings around its content. */
export const pretTravauxText: typeof french.pretTravauxText = {
  tabsLabel: "Bereiche des Modernisierungskredits",
  worksTitle: "Diese Arbeiten finanzieren wir",
  inBriefTitle: "Ihr Kredit auf einen Blick",
  aidsTitle: "Staatliche Förderungen",
  aidsIntro:
    "Höchstbeträge: Wie viel Sie tatsächlich erhalten, hängt von Ihrer Immobilie, Ihrem Einkommen und den Arbeiten ab.",
  stepsTitle: "In fünf Schritten zu Ihrer Förderung",
  delay: (delay: string) => `Zeitrahmen: ${delay}`,
  supportTitle: "So begleiten wir Sie",
};
