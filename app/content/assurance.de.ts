import { bank } from "@domain/bank";
import type * as french from "./assurance";

export const assuranceHero: typeof french.assuranceHero = {
  eyebrow: "Privatkunden",
  title: "Versicherungen",
  lead: "Schützen Sie Ihr Zuhause, Ihr Fahrzeug, Ihre Gesundheit und Ihre Angehörigen – mit verständlichen Verträgen, die Sie online abschließen und verwalten.",
  highlights: [
    "Angebot online",
    "Hilfe an 6 Tagen pro Woche",
    "Erstattung von Gesundheitskosten in 48 Stunden",
  ],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const assuranceTabs: typeof french.assuranceTabs = [
  { id: "produits", label: "Unsere Versicherungen" },
  { id: "conseils", label: "Tipps" },
  { id: "sinistre", label: "Schaden melden" },
];

export const assuranceDefaultTab: typeof french.assuranceDefaultTab = "produits";

/** The insurer carrying the contracts; Aurore Banque only distributes them. */
export const insurer: typeof french.insurer = "Aurore Assurances";

export const insuranceProducts: typeof french.insuranceProducts = [
  {
    id: "habitation",
    nom: "Wohn- und Hausratversicherung",
    description:
      "Ob Mieter oder Eigentümer: Ihre Wohnung und Ihr Hab und Gut sind im Alltag zuverlässig geschützt.",
    garanties: [
      "Feuer, Leitungswasser und Naturkatastrophen",
      "Diebstahl und Vandalismus",
      "Privathaftpflicht für die ganze Familie",
      "Ersatzunterkunft, wenn Ihre Wohnung unbewohnbar wird",
    ],
  },
  {
    id: "auto",
    nom: "Autoversicherung",
    description:
      "Von der Haftpflicht bis zur Vollkasko: Wählen Sie den Schutz, der zu Ihrem Fahrzeug und seiner Nutzung passt.",
    garanties: [
      "Gesetzlich vorgeschriebene Kfz-Haftpflicht",
      "Glasbruch, Diebstahl und Brand",
      "Schäden am eigenen Fahrzeug bei jedem Unfall im Vollkasko-Tarif",
      "Pannenhilfe schon vor der Haustür und Ersatzfahrzeug",
    ],
  },
  {
    id: "sante",
    nom: "Krankenzusatzversicherung",
    description:
      "Sie übernimmt Gesundheitskosten, die nach der Erstattung durch die französische gesetzliche Krankenversicherung (Assurance maladie) offen bleiben.",
    garanties: [
      "Krankenhausaufenthalt und Einzelzimmer",
      "Sehhilfen, Zahnbehandlung und Hörgeräte",
      "Naturheilverfahren, je nach gewähltem Tarif",
      "Direktabrechnung ohne Vorauszahlung und Erstattung innerhalb von 48 Stunden",
    ],
  },
  {
    id: "prevoyance",
    nom: "Familien- und Einkommensschutz",
    description:
      "Wenn das Leben eine schwere Wendung nimmt, sichert eine Kapitalzahlung oder eine Rente Ihre Angehörigen ab.",
    garanties: [
      "Kapitalzahlung im Todesfall",
      "Ausbildungsrente für Ihre Kinder",
      "Tagegeld bei Arbeitsunfähigkeit",
      "Rente bei Invalidität",
    ],
  },
  {
    id: "emprunteur",
    nom: "Restschuldversicherung",
    description:
      "Wenn Sie Ihre Kreditraten nicht mehr selbst zahlen können, übernimmt die Versicherung sie für Sie.",
    garanties: [
      "Tod und dauerhafte vollständige Pflegebedürftigkeit",
      "Dauerhafte Invalidität",
      "Vorübergehende Arbeitsunfähigkeit",
      "Vertragswechsel jederzeit möglich",
    ],
  },
];

export const insuranceAdvice: typeof french.insuranceAdvice = [
  {
    title: "Ermitteln Sie Ihren Bedarf",
    text: "Schätzen Sie den Wert Ihres Hab und Guts und berücksichtigen Sie die Situation Ihrer Familie: So ist Ihr Versicherungsschutz weder zu knapp bemessen noch unnötig umfangreich.",
  },
  {
    title: "Achten Sie auf Selbstbeteiligung und Höchstgrenzen",
    text: "Zwei Verträge zum gleichen Preis können im Schadenfall sehr unterschiedlich leisten: Vergleichen Sie, wie viel Sie am Ende selbst tragen müssen.",
  },
  {
    title: "Halten Sie Ihren Vertrag aktuell",
    text: "Umzug, Geburt eines Kindes, neues Auto: Sagen Sie uns Bescheid, damit Ihr Versicherungsschutz mit Ihrem Leben Schritt hält.",
  },
  {
    title: "Bewahren Sie Ihre Belege auf",
    text: "Rechnungen, Fotos und Garantiescheine beschleunigen die Schadenregulierung: Legen Sie eine Kopie davon in Ihrem Kundenbereich ab.",
  },
  {
    title: "Sie bleiben flexibel",
    text: "Nach dem ersten Vertragsjahr können Sie Ihre Auto- oder Wohnversicherung jederzeit kündigen und Ihre Restschuldversicherung wechseln, wann immer Sie möchten.",
  },
];

export const claimsFigures: typeof french.claimsFigures = [
  { value: "5 Tage", label: "Frist für die Schadenmeldung, in Werktagen" },
  { value: "30 Tage", label: "Durchschnittliche Dauer bis zur Entschädigung" },
  { value: "48 Stunden", label: "Bis zur Erstattung Ihrer Gesundheitskosten" },
  { value: "6 Tage/Woche", label: "Hilfe von Montag bis Samstag" },
];

export const claimSteps: typeof french.claimSteps = [
  {
    etape: 1,
    titre: "Melden Sie den Schaden",
    description:
      "In Ihrem Kundenbereich oder telefonisch, innerhalb von 5 Werktagen (bei Diebstahl innerhalb von 2 Werktagen).",
  },
  {
    etape: 2,
    titre: "Reichen Sie Ihre Unterlagen ein",
    description: "Fügen Sie die Unterlagen bei, mit denen wir den Schaden beurteilen können.",
    details: [
      "Europäischer Unfallbericht (Constat amiable) oder Fotos",
      "Rechnungen für die beschädigten Gegenstände",
      "Bei Diebstahl: Ihre Anzeige bei der Polizei",
    ],
  },
  {
    etape: 3,
    titre: "Prüfung Ihres Schadenfalls",
    description:
      "Ein Sachbearbeiter prüft Ihre Meldung und beauftragt bei Bedarf einen Sachverständigen.",
  },
  {
    etape: 4,
    titre: "Entschädigung",
    description:
      "Sie erhalten Ihre Entschädigung etwa 30 Tage nach Eingang der vollständigen Unterlagen; Gesundheitskosten erstatten wir innerhalb von 48 Stunden.",
  },
];

export const claimsLine: typeof french.claimsLine = {
  service: "Schadenservice:",
  phone: bank.phones.insuranceClaims,
  hours: "Montag bis Samstag von 8 bis 20 Uhr (Pariser Zeit)",
};

export const intermediaryNotice: typeof french.intermediaryNotice = `Die ${bank.legalName} ist als Versicherungsvermittlerin tätig und im französischen Register der Versicherungsvermittler unter der Nummer ${bank.orias} eingetragen. Risikoträger der vorgestellten Verträge ist ${insurer}, ein Unternehmen, das dem französischen Versicherungsgesetzbuch (Code des assurances) unterliegt. Der Versicherungsschutz gilt in den Grenzen und zu den Bedingungen, die im Vertrag festgelegt sind.`;

/** The page's headings around its content. */
export const assuranceText: typeof french.assuranceText = {
  tabsLabel: "Bereiche der Versicherungen",
  productsTitle: "Der passende Schutz für jede Lebensphase",
  productsIntro: "Jeden Vertrag schließen Sie online ab, und er passt sich Ihrer Situation an.",
  adviceTitle: "Die richtige Versicherung wählen und gut nutzen",
  claimsTitle: "Unsere Zusagen im Schadenfall",
  stepsTitle: "Ihre Schadenmeldung in vier Schritten",
  helpTitle: "Brauchen Sie Hilfe bei der Schadenmeldung?",
  helpIntro:
    "Unsere Berater begleiten Sie Schritt für Schritt und sagen Ihnen, welche Unterlagen Sie einreichen müssen.",
};
