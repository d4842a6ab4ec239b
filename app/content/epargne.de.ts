import type * as french from "./epargne";
import { numberFormats } from "@domain/format";
import { formatLongDate } from "@domain/dates";
import { regulatedRates } from "./regulatedSavings";
import { findPlacement, savingsPlacements } from "./savings";

const { rate: formatRate, wholeEuros: formatWholeEuros } = numberFormats("de");

export const epargneHero: typeof french.epargneHero = {
  eyebrow: "Privatkunden",
  title: "Sparen",
  lead: "Jederzeit verfügbare Sparbücher, Bausparen oder Lebensversicherung: Sparen Sie in Ihrem eigenen Tempo und verfolgen Sie Ihr Guthaben in Echtzeit in Ihrer App.",
  cta: { label: "Jetzt mit dem Sparen beginnen", to: "/signup" },
  highlights: ["Eröffnung online", "Flexible Einzahlungen", "Gebührenfreie Sparbücher"],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const epargneTabs: typeof french.epargneTabs = [
  { id: "produits", label: "Unsere Produkte" },
  { id: "simulation", label: "Sparrechner" },
  { id: "conseils", label: "Tipps" },
];

export const epargneDefaultTab: typeof french.epargneDefaultTab = "produits";

export const placementNames: typeof french.placementNames = {
  livretA: "Livret A",
  ldds: "LDDS",
  assuranceVie: "Lebensversicherung (Euro-Fonds)",
  pea: "PEA",
};

/** How the table and the simulator name a placement's rate: its date, or that it is an assumption. */
export const rateNatures: typeof french.rateNatures = {
  livretA: `Staatlich festgelegter Zinssatz, gültig seit dem ${formatLongDate(regulatedRates.livretA.since, "de")}, steuerfrei`,
  ldds: `Staatlich festgelegter Zinssatz, gültig seit dem ${formatLongDate(regulatedRates.ldds.since, "de")}, steuerfrei`,
  assuranceVie:
    "Angenommene Rendite nach Abzug der Verwaltungskosten, nicht garantiert: Der Versicherer legt den Zinssatz jedes Jahr neu fest",
  pea: "Beispielhafte Annahme, nicht garantiert: Ein in Aktien angelegter PEA (ein steuerbegünstigtes französisches Aktiendepot) kann an Wert verlieren",
};

export const capitalLossWarning: typeof french.capitalLossWarning =
  "Das angelegte Kapital ist nicht garantiert: Sie können die angelegten Beträge ganz oder teilweise verlieren. Die Wertentwicklung in der Vergangenheit ist kein verlässlicher Indikator für künftige Ergebnisse.";

export const savingsSimulationNotice: typeof french.savingsSimulationNotice =
  "Unverbindliche Beispielrechnung ohne vertragliche Wirkung, bei der die angegebenen Zinssätze über die gesamte Laufzeit als unverändert angenommen werden. Beim Livret A und beim LDDS werden die Zinsen halbmonatlich berechnet (vom 1. bis 15. und vom 16. bis zum Monatsende): Ein eingezahlter Betrag wird ab dem nächsten 1. oder 16. eines Monats nach der Einzahlung verzinst, ein abgehobener Betrag nur bis zum Ende des vorangegangenen Halbmonats, und die Zinsen des Jahres werden am 31. Dezember dem Kapital gutgeschrieben. Die Simulation geht davon aus, dass jede Einzahlung vor dem 1. des Monats erfolgt: Sie wird dann für beide Halbmonate eines jeden Monats verzinst. Für die übrigen Anlagen gelten in der Simulation dieselben Regeln; ihre Erträge sind vor Steuern und Sozialabgaben angegeben.";

export const savingsRatesTable: typeof french.savingsRatesTable = {
  caption: "Zinssätze und Höchstbeträge unserer Sparprodukte",
  columns: savingsPlacements.map((item) => placementNames[item.id]),
  rows: [
    {
      label: "Zinssatz pro Jahr",
      values: savingsPlacements.map((item) => formatRate(item.annualRate)),
    },
    { label: "Art des Zinssatzes", values: savingsPlacements.map((item) => rateNatures[item.id]) },
    {
      label: "Einzahlungshöchstbetrag",
      values: savingsPlacements.map((item) =>
        item.ceiling ? formatWholeEuros(item.ceiling) : "Keiner",
      ),
    },
    {
      label: "Kapital",
      values: savingsPlacements.map((item) =>
        item.capitalAtRisk ? "Risiko eines Kapitalverlusts" : "Garantiert",
      ),
    },
  ],
};

const livretA = findPlacement("livretA");
const ldds = findPlacement("ldds");
const fondsEuros = findPlacement("assuranceVie");

export const savingsProducts: typeof french.savingsProducts = [
  {
    id: "livretA",
    nom: "Livret A",
    accroche: `Seit dem ${formatLongDate(regulatedRates.livretA.since, "de")}: ${formatRate(livretA.annualRate)} Zinsen netto`,
    description:
      "Das bekannteste Sparbuch Frankreichs, mit staatlich festgelegtem Zinssatz: ideal, um Geld ganz sicher zurückzulegen.",
    caracteristiques: [
      "Mindesteinzahlung bei Eröffnung: 10 €",
      `Einzahlungshöchstbetrag: ${formatWholeEuros(livretA.ceiling ?? 0)}`,
      "Zinsen frei von Einkommensteuer und Sozialabgaben",
      "Ihr Geld ist jederzeit verfügbar",
    ],
  },
  {
    id: "ldds",
    nom: "LDDS",
    accroche: `Seit dem ${formatLongDate(regulatedRates.ldds.since, "de")}: ${formatRate(ldds.annualRate)} Zinsen netto`,
    description:
      "Das Livret de développement durable et solidaire: ein Sparbuch für nachhaltige und solidarische Entwicklung, mit dem die Energiewende finanziert wird.",
    caracteristiques: [
      `Einzahlungshöchstbetrag: ${formatWholeEuros(ldds.ceiling ?? 0)}`,
      "Zinsen frei von Einkommensteuer und Sozialabgaben",
      "Ihr Geld ist jederzeit verfügbar",
    ],
  },
  {
    id: "pel",
    nom: "Bausparplan (PEL)",
    accroche: "Zinssatz bei Eröffnung festgeschrieben",
    description:
      "Der französische Bausparplan: Sie sparen regelmäßig für den Kauf oder die Modernisierung Ihres Hauptwohnsitzes.",
    caracteristiques: [
      "Mindesteinzahlungen von 540 € pro Jahr",
      "Ihr Erspartes ist mindestens 4 Jahre gebunden",
      "Laufzeit höchstens 10 Jahre",
    ],
  },
  {
    id: "assuranceVie",
    nom: "Lebensversicherung",
    accroche: `Euro-Fonds (Garantiefonds): angenommene ${formatRate(fondsEuros.annualRate)} pro Jahr, nicht garantiert`,
    description:
      "Eine flexible Anlage, um ein Vorhaben zu finanzieren, Ihre Altersvorsorge zu ergänzen oder Vermögen weiterzugeben.",
    caracteristiques: [
      "Euro-Fonds mit Kapitalgarantie",
      "Fondsanteile (unités de compte) mit dem Risiko eines Kapitalverlusts",
      "Steuerliche Vorteile nach 8 Jahren",
      "Einfache Weitergabe an die von Ihnen bestimmten Begünstigten",
    ],
  },
];

export const ratesNotice: typeof french.ratesNotice = `Die Zinssätze des Livret A und des LDDS werden vom französischen Staat festgelegt und jeweils zum 1. Februar und zum 1. August überprüft; die angegebenen Sätze gelten seit dem ${formatLongDate(regulatedRates.livretA.since, "de")}. Den Zinssatz des Euro-Fonds (Garantiefonds) legt der Versicherer jedes Jahr fest: Der angegebene Satz ist eine Annahme und nicht garantiert. Der Zinssatz des PEA ist eine beispielhafte Annahme und nicht garantiert: Beim PEA und bei Fondsanteilen (unités de compte) besteht das Risiko eines Kapitalverlusts. ${capitalLossWarning}`;

export const savingsAdvice: typeof french.savingsAdvice = [
  {
    title: "Legen Sie eine Rücklage für Notfälle an",
    text: "Halten Sie drei bis sechs Monatsausgaben auf einem jederzeit verfügbaren Sparbuch bereit: So können Sie Unvorhergesehenes auffangen, ohne Ihre Vorhaben anzutasten.",
  },
  {
    title: "Streuen Sie Ihre Anlagen",
    text: "Verteilen Sie Ihr Erspartes auf Sparbücher, Lebensversicherung und Aktienanlagen, um Sicherheit und mögliche Rendite in ein gutes Gleichgewicht zu bringen.",
  },
  {
    title: "Berücksichtigen Sie Ihren Anlagehorizont",
    text: "Geld, das Sie in den nächsten zwei Jahren benötigen, bleibt auf dem Sparbuch; bei mehr als acht Jahren spielen Lebensversicherung und PEA ihre Stärken voll aus.",
  },
  {
    title: "Denken Sie an die Steuern",
    text: "Schöpfen Sie zuerst die steuerfreien Sparbücher aus und schließen Sie Ihre Lebensversicherung frühzeitig ab, damit die Achtjahresfrist möglichst bald zu laufen beginnt.",
  },
];

export const savingsFaq: typeof french.savingsFaq = [
  {
    question: "Wie hoch sind die Einzahlungshöchstbeträge beim Livret A und beim LDDS?",
    answer: `Auf ein Livret A können Sie bis zu ${formatWholeEuros(regulatedRates.livretA.ceiling)} einzahlen, auf ein LDDS bis zu ${formatWholeEuros(regulatedRates.ldds.ceiling)}; durch gutgeschriebene Zinsen darf das Guthaben diese Höchstbeträge übersteigen. Jede Person darf nur ein einziges Livret A und ein einziges LDDS besitzen, und zwar bei allen Banken zusammen.`,
  },
  {
    question: "Wie wird mein Erspartes besteuert?",
    answer:
      "Die Zinsen aus Livret A und LDDS sind von der Einkommensteuer und den Sozialabgaben befreit. Die Zinsen aus dem PEL unterliegen der französischen Pauschalsteuer (prélèvement forfaitaire unique) von 30 %, und Erträge aus einer Lebensversicherung werden erst besteuert, wenn Sie Geld entnehmen.",
  },
  {
    question: "Kann ich mein Geld jederzeit abheben?",
    answer:
      "Beim Livret A und beim LDDS ja: Eine Überweisung auf Ihr Girokonto genügt, und sie ist gebührenfrei. Aus einer Lebensversicherung können Sie sich jederzeit Geld auszahlen lassen (sogenannter Rückkauf); beim PEL führt eine Abhebung dagegen zur Auflösung des Plans.",
  },
  {
    question: "Wie funktioniert der Plan épargne logement (PEL), der französische Bausparplan?",
    answer:
      "Sie zahlen mindestens 540 € pro Jahr ein, und Ihr Erspartes bleibt mindestens 4 Jahre gebunden – zu dem Zinssatz, der bei Eröffnung festgelegt wurde. Der Plan läuft höchstens 10 Jahre.",
  },
  {
    question: "Was ändert sich bei der Lebensversicherung nach 8 Jahren?",
    answer:
      "Nach 8 Jahren gilt für die Erträge, die Sie entnehmen, jedes Jahr ein Freibetrag von 4.600 € für Alleinstehende oder von 9.200 € für Paare, die gemeinsam veranlagt werden. Auch vor Ablauf dieser Frist bleibt Ihr Geld verfügbar.",
  },
  {
    question: "Wie eröffne ich ein Sparprodukt?",
    answer:
      "Eröffnen Sie Ihr Konto bei Aurore Banque online und schließen Sie anschließend in Ihrem Kundenbereich das Sparbuch oder den Vertrag Ihrer Wahl ab. Sie benötigen dafür nur ein Ausweisdokument und einen Wohnsitznachweis.",
  },
];

/** The page's headings around its content. */
export const epargneText: typeof french.epargneText = {
  tabsLabel: "Bereiche des Sparens",
  productsTitle: "Vier Möglichkeiten, Ihr Erspartes wachsen zu lassen",
  ratesTitle: "Aktuelle Zinssätze und Höchstbeträge",
  ratesIntro: "Vergleichen Sie unsere Sparprodukte auf einen Blick, bevor Sie sich entscheiden.",
  adviceTitle: "Unsere Tipps für erfolgreiches Sparen",
  faqTitle: "Häufige Fragen",
};

/** `3.`: German ordinals as they precede "Jahr" ("im 3. Jahr"). */
const ordinal = (n: number) => `${n}.`;

/** The simulation tab: its fields, its result and what a ceiling changed. */
export const savingsSimulatorText: typeof french.savingsSimulatorText = {
  title: "Berechnen Sie Ihr Sparguthaben",
  intro:
    "Geben Sie Ihre Ersteinzahlung, Ihre monatliche Sparrate und die gewünschte Anlage an: Das erreichte Kapital wird sofort angezeigt.",
  initialDeposit: "Ersteinzahlung",
  monthlyDeposit: "Monatliche Sparrate",
  durationLegend: "Spardauer",
  years: (count) => `${count} Jahre`,
  placement: "Anlage",
  capitalAfterYears: (count) => `Kapital nach ${count} Jahren`,
  totalDeposits: "Summe der Einzahlungen",
  interest: "Zinsen",
  regulatedRate: "Zinssatz pro Jahr",
  assumedRate: "Angenommener Zinssatz pro Jahr",
  depositsSeries: "Kumulierte Einzahlungen",
  interestSeries: "Kumulierte Zinsen",
  axisLabel: "Jahr",
  caption: (figures) =>
    `Ihr Erspartes Jahr für Jahr: Nach ${figures.years} Jahren haben Sie ${figures.deposits} eingezahlt und ${figures.interest} Zinsen erhalten, insgesamt also ${figures.capital}.`,
  /** The initial deposit alone is over the placement's ceiling. */
  ceilingOnInitial: (placement) =>
    `Der Einzahlungshöchstbetrag für ${placement.name} liegt bei ${placement.ceiling}: Von Ihrer Ersteinzahlung werden nur ${placement.ceiling} angelegt, und monatliche Einzahlungen sind nicht möglich. Die Zinsen kommen weiterhin hinzu.`,
  /** The monthly deposits reach the ceiling in the given year of the simulation. */
  ceilingReached: (placement) =>
    `Im ${ordinal(placement.year)} Jahr erreichen Sie den Einzahlungshöchstbetrag für ${placement.name} (${placement.ceiling}): Ihre Einzahlungen enden dann. Die Zinsen kommen weiterhin hinzu.`,
};
