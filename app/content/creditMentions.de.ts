import type { ExampleFigures, InsuranceFigures, MentionSegment } from "./creditMentions";

const purposes = {
  pretAuto: "einen Autokredit",
  pretPersonnel: "einen Ratenkredit",
  pretVoyage: "einen Reisekredit",
  pretTravaux: "einen Modernisierungskredit",
};

export const creditMentions = {
  warning: "Achtung! Ein Kredit kostet Geld und muss zurückgezahlt werden!",
  frenchPrevails:
    "Für unsere Kredite gilt das französische Verbraucherkreditrecht: Der obige Warnhinweis ist der dort vorgeschriebene, und die französische Fassung dieser Angaben ist gegenüber der Übersetzung maßgeblich.",
  exampleHeading: "Repräsentatives Beispiel",
  example: (figures: ExampleFigures): MentionSegment[] => [
    `Beispiel für ${purposes[figures.product]} über ${figures.amount} mit ${figures.months} Monaten Laufzeit zu einem festen Sollzinssatz von ${figures.rate}: `,
    { mention: "taeg", text: `effektiver Jahreszins ${figures.taeg} (fest)` },
    ", ",
    {
      mention: "instalment",
      text: `${figures.months - 1} Monatsraten zu ${figures.monthly} und eine Schlussrate von ${figures.last}`,
    },
    ", ohne optionale Versicherung. ",
    { mention: "total-due", text: `Gesamtbetrag: ${figures.totalDue}` },
    `. Gesamtkosten des Kredits: ${figures.totalCost}. Keine Bearbeitungsgebühr.`,
  ],
  insurance: (figures: InsuranceFigures) =>
    `Optionale Restschuldversicherung (Tod, Invalidität und Arbeitsunfähigkeit) zu ${figures.rate} jährlich des Kreditbetrags: ${figures.premium} pro Monat, also eine Monatsrate von ${figures.withInsurance} mit Versicherung. Gesamtkosten der Versicherung über ${figures.months} Monate: ${figures.totalCost}. Effektiver Jahreszins der Versicherung (TAEA): ${figures.taea}. Diese Versicherung ist für die Kreditvergabe nicht erforderlich und nicht im effektiven Jahreszins enthalten.`,
  withdrawal:
    "Sie können innerhalb von 14 Kalendertagen ab Unterzeichnung Ihres Kreditvertrags widerrufen.",
  simulation:
    "Die Simulationen dienen nur der Information und sind nicht verbindlich. Angebot vorbehaltlich der Annahme Ihres Antrags durch Aurore Banque als Kreditgeber.",
  eligibilityTitle: "Wer kann einen Kredit beantragen?",
  eligibilityIntro: "Um bei Aurore Banque einen Kredit zu beantragen, müssen Sie:",
  eligibility: [
    "volljährig sein, also mindestens 18 Jahre alt",
    "Ihren Wohnsitz in Frankreich haben",
    "geschäftsfähig sein, um einen Kreditvertrag abzuschließen",
  ],
};
