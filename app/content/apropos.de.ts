import type * as french from "./apropos";

export const aproposHero: typeof french.aproposHero = {
  eyebrow: "Wer wir sind",
  title: "Über uns",
  lead: "Aurore Banque entstand in Paris aus einer einfachen Idee: allen eine moderne, verständliche und sichere Bank zu bieten – mit echten Beratern, wenn es darauf ankommt.",
};

export const history: typeof french.history = [
  "Gegründet wurde Aurore Banque 2018 in Paris von Bankern und Ingenieuren, die überzeugt waren, dass eine Bank komplett online arbeiten und trotzdem durch und durch menschlich sein kann.",
  "Zunächst war die Bank für Privatkunden da. Heute begleitet sie auch Selbstständige, Unternehmen und Vereine – mit Konten, Krediten, Sparangeboten und Private Banking.",
  "An unserem Ansatz hat sich nichts geändert: nachvollziehbare Preise, schnelle Antworten und Berater in Frankreich, die Sie telefonisch, per E-Mail oder über Ihren Kundenbereich erreichen.",
];

export const keyFigures: typeof french.keyFigures = [
  { value: "2018", label: "Gegründet in Paris" },
  { value: "50.000+", label: "Kunden vertrauen uns" },
  { value: "500\u00a0Mio.\u00a0€", label: "Kredite für unsere Kunden" },
  { value: "95\u00a0%", label: "Zufriedene Kunden" },
  { value: "48\u00a0Std.", label: "Durchschnittliche Antwortzeit" },
];

export const values: typeof french.values = [
  {
    title: "Einfachheit",
    text: "Kurze Abläufe online, verständliche Verträge und eine Sprache, die jeder versteht.",
  },
  {
    title: "Transparenz",
    text: "Unsere Preise sind öffentlich, versteckte Kosten gibt es nicht: Sie wissen immer, was Sie bezahlen und wofür.",
  },
  {
    title: "Sicherheit",
    text: "Ihr Geld und Ihre Daten sind durch bewährte Schutzmechanismen gesichert, die wir laufend überwachen.",
  },
  {
    title: "Nähe",
    text: "Ein Berater antwortet Ihnen im Durchschnitt innerhalb von 48 Stunden und begleitet Sie bei Ihren Vorhaben.",
  },
];

export const team: typeof french.team = [
  {
    name: "Claire Fontaine",
    role: "Geschäftsführerin und Mitgründerin",
    bio: "Nach fünfzehn Jahren im Privatkundengeschäft gründete sie Aurore Banque, um Bankgeschäfte einfacher zu machen.",
  },
  {
    name: "Julien Marchand",
    role: "Leiter Finanzen und Mitgründer",
    bio: "Er steht für die finanzielle Solidität der Bank und für eine gewissenhafte Unternehmensführung.",
  },
  {
    name: "Sophie Lefèvre",
    role: "Leiterin Risikomanagement und Compliance",
    bio: "Sie sorgt dafür, dass jeder Kredit, den wir vergeben, zur Situation des Kreditnehmers passt.",
  },
  {
    name: "Karim Benali",
    role: "Leiter Technologie und Sicherheit",
    bio: "Er führt die Teams, die unsere Online-Services entwickeln und Ihre Daten schützen.",
  },
  {
    name: "Élodie Rousseau",
    role: "Leiterin Kundenerlebnis",
    bio: "Sie leitet unsere Beraterteams und sorgt dafür, dass Ihre Anregungen in unsere Angebote einfließen.",
  },
  {
    name: "Thomas Girard",
    role: "Leiter Geschäftskunden und Private Banking",
    bio: "Er begleitet Unternehmer, Selbstständige und Familien bei allen Vorhaben rund um ihr Vermögen.",
  },
];

export const milestones: typeof french.milestones = [
  {
    year: 2018,
    title: "Gründung in Paris",
    text: "Aurore Banque wird in Paris gegründet und erhält ihre Zulassung als Kreditinstitut.",
  },
  {
    year: 2019,
    title: "Die ersten Online-Konten",
    text: "Start des Girokontos, der virtuellen Karte und der App für das Smartphone.",
  },
  {
    year: 2020,
    title: "Angebote für Geschäftskunden",
    text: "Selbstständige, Unternehmen und Vereine können ihr Konto ab sofort online eröffnen.",
  },
  {
    year: 2022,
    title: "Start der Kredite",
    text: "Ratenkredit, Autokredit, Reisekredit und Modernisierungskredit – mit schneller Grundsatzentscheidung.",
  },
  {
    year: 2024,
    title: "Sparen, Geldanlage und Private Banking",
    text: "Ein umfassendes Angebot, mit dem Ihr Erspartes wachsen kann – begleitet von persönlichen Beratern.",
  },
  {
    year: 2025,
    title: "50.000 Kunden",
    text: "Wir zählen mehr als 50.000 Kunden und haben bereits über 500\u00a0Mio.\u00a0€ an Krediten vergeben.",
  },
  {
    year: 2026,
    title: "Eine neue Website für alle",
    text: "Unsere neue Website ist schneller und barrierefreier – eine Erklärung zur Barrierefreiheit ist veröffentlicht.",
  },
];

export const commitments: typeof french.commitments = [
  {
    title: "Verantwortungsvolle Kreditvergabe",
    text: "Vor jedem Kredit prüfen wir, ob Sie die Raten tragen können, und eine Restschuldversicherung bleibt stets freiwillig.",
  },
  {
    title: "Geschützte Daten",
    text: "Ihre Daten bleiben in der Europäischen Union und werden weder verkauft noch an Werbevermarkter weitergegeben.",
  },
  {
    title: "Eine Bank für alle",
    text: "Wir arbeiten daran, dass alle Menschen unsere Services nutzen können – auch mit Screenreader oder allein über die Tastatur.",
  },
];

export const joinUs: typeof french.joinUs = {
  title: "Werden Sie Teil unserer Geschichte",
  text: "Eröffnen Sie Ihr Konto in wenigen Minuten – oder bringen Sie Ihr Talent bei uns ein: Wir suchen Berater, Analysten und Ingenieure in Paris.",
  client: { label: "Kunde werden", to: "/signup" },
  careers: { label: "Bei uns arbeiten", href: "mailto:recrutement@aurore-banque.example" },
};

/** The page's section headings. */
export const aproposText: typeof french.aproposText = {
  historyTitle: "Unsere Geschichte",
  figuresTitle: "Aurore Banque in Zahlen",
  valuesTitle: "Unsere Werte",
  teamTitle: "Unser Führungsteam",
  milestonesTitle: "Meilensteine",
  commitmentsTitle: "Wozu wir uns verpflichten",
};
