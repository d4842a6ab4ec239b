import type * as french from "./banquePrive";
import { bank } from "@domain/bank";

export const banquePriveHero: typeof french.banquePriveHero = {
  eyebrow: "Vermögensmanagement",
  title: "Private Banking",
  lead: "Ihr persönlicher Private Banker und ein Team erfahrener Spezialisten helfen Ihnen, Ihr Vermögen zu erhalten, zu mehren und weiterzugeben – mit größter Diskretion.",
  highlights: [
    "Ihr persönlicher Private Banker",
    "Rückmeldung innerhalb von 2 Stunden zu Geschäftszeiten",
    "Ganzheitlicher Blick auf Ihr Vermögen",
  ],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const banquePriveTabs: typeof french.banquePriveTabs = [
  { id: "services", label: "Unsere Leistungen" },
  { id: "expertise", label: "Unsere Expertise" },
  { id: "contact", label: "Termin vereinbaren" },
];

export const banquePriveDefaultTab: typeof french.banquePriveDefaultTab = "services";

export const privateBankingServices: typeof french.privateBankingServices = [
  {
    id: "gestionFortune",
    nom: "Vermögensverwaltung",
    description:
      "Vertrauen Sie Ihr Finanzvermögen unseren Portfoliomanagern an – mit einem Mandat, das auf Ihr Risikoprofil abgestimmt ist.",
    prestations: [
      "Individuelle Vermögensverwaltung per Mandat",
      "Beratungsmandat gemeinsam mit Ihrem Private Banker",
      "Ausführliches Reporting jedes Quartal",
    ],
  },
  {
    id: "conseilInvestissement",
    nom: "Anlageberatung",
    description: "Fundierte Empfehlungen zu Aktien, Anleihen, Fonds und strukturierten Produkten.",
    prestations: [
      "Analyse Ihres bestehenden Depots",
      "Große Auswahl an Fonds externer Anbieter",
      "Nachhaltige Geldanlage nach Ihren Präferenzen",
    ],
  },
  {
    id: "ingenieriePatrimoniale",
    nom: "Vermögensplanung",
    description:
      "Eine umfassende Analyse Ihrer persönlichen, steuerlichen und finanziellen Situation als Grundlage für eine schlüssige Strategie.",
    prestations: [
      "Vermögens- und Steueranalyse",
      "Optimierung der Einkommensteuer und der IFI (französische Immobilienvermögensteuer)",
      "Strukturierung Ihres Betriebsvermögens",
    ],
  },
  {
    id: "transmission",
    nom: "Nachfolgeplanung",
    description:
      "Regeln Sie rechtzeitig und zu den bestmöglichen Bedingungen, wie Ihr Vermögen an Ihre Angehörigen übergeht.",
    prestations: [
      "Schenkungen und Trennung von Nießbrauch und Eigentum",
      "Bezugsberechtigungen in Lebensversicherungen",
      "Abstimmung mit Ihrem Notar",
    ],
  },
  {
    id: "strategieImmobiliere",
    nom: "Immobilienstrategie",
    description:
      "Investieren Sie in Immobilien – direkt oder über gemeinschaftliche Anlageformen, ganz nach Ihren Ertragszielen.",
    prestations: [
      "Vermietete Immobilien im Direktbesitz",
      "Anteile an SCPI (französische Immobilien-Anlagegesellschaften) und an Immobiliengesellschaften",
      "Rechtliche und steuerliche Gestaltung der Investition",
    ],
  },
  {
    id: "creditPatrimonial",
    nom: "Vermögensbasierte Finanzierung",
    description:
      "Maßgeschneiderte Finanzierungen, besichert durch Ihr Vermögen, für Ihre privaten oder beruflichen Vorhaben.",
    prestations: [
      "Lombardkredit, besichert durch Ihr Wertpapierdepot",
      "Endfälliges Darlehen",
      "Finanzierung von Immobilienkäufen",
    ],
  },
];

export const privateBankingStats: typeof french.privateBankingStats = [
  { value: "2,5", label: "Milliarden Euro verwaltetes Vermögen" },
  { value: "2 Std.", label: "Maximale Antwortzeit während der Geschäftszeiten" },
  { value: "8–20 Uhr", label: "Erreichbarkeit unserer Private Banker, Montag bis Freitag" },
  { value: "1", label: "Persönlicher Private Banker für Ihre ganze Familie" },
];

export const expertiseStrengths: typeof french.expertiseStrengths = [
  {
    title: "Ein interdisziplinäres Team",
    text: "Private Banker, Portfoliomanager, Vermögensplaner, Juristen und Steuerexperten befassen sich gemeinsam mit Ihrer Situation.",
  },
  {
    title: "Offene Architektur",
    text: "Wir wählen die besten Fonds am Markt aus – auch von Fondsgesellschaften außerhalb unserer Gruppe.",
  },
  {
    title: "Transparente Kosten",
    text: "Jede Empfehlung weist Kosten und Risiken klar aus; einmal im Jahr erhalten Sie dazu eine ausführliche Aufstellung.",
  },
];

export const privateBankingLine: typeof french.privateBankingLine = {
  service: "Private Banking:",
  phone: bank.phones.privateBanking,
  hours: "Montag bis Freitag von 8 bis 20 Uhr (Pariser Zeit)",
};

export const appointmentForm: typeof french.appointmentForm = {
  kind: "rendezvous",
  title: "Termin anfragen",
  intro:
    "Ein Private Banker ruft Sie innerhalb von 2 Stunden zu Geschäftszeiten zurück und vereinbart mit Ihnen einen Termin in unseren Räumen oder per Videokonferenz.",
  submitLabel: "Anfrage senden",
};

export const wealthRiskNotice: typeof french.wealthRiskNotice =
  "Jede Geldanlage ist mit dem Risiko eines Kapitalverlusts verbunden. Die Wertentwicklung in der Vergangenheit ist kein verlässlicher Indikator für künftige Ergebnisse. Kredite werden vorbehaltlich der Prüfung und Annahme Ihres Antrags gewährt.";

/** The page's headings around its content. */
export const banquePriveText: typeof french.banquePriveText = {
  tabsLabel: "Bereiche des Private Banking",
  servicesTitle: "Ein umfassendes Angebot für Ihr Vermögen",
  servicesIntro:
    "Ihr Private Banker bündelt das Know-how unserer Spezialisten rund um Ihre privaten und beruflichen Ziele.",
  figuresTitle: "Aurore Banque Private Banking in Zahlen",
  differenceTitle: "Was uns auszeichnet",
  contactTitle: "Sprechen wir über Ihre Pläne",
  contactIntro:
    "Rufen Sie uns direkt an oder hinterlassen Sie Ihre Kontaktdaten – ein Private Banker meldet sich bei Ihnen.",
};
