import type * as french from "./investissement";

export const investissementHero: typeof french.investissementHero = {
  eyebrow: "Geschäftskunden",
  title: "Geldanlage",
  lead: "Lassen Sie die Liquidität Ihres Unternehmens für sich arbeiten: mit klaren Anlagestrategien, die Sie gemeinsam mit Ihrem persönlichen Berater entwickeln und die wir langfristig für Sie begleiten.",
  cta: { label: "Jetzt investieren", to: "/signup" },
  highlights: ["Persönlicher Berater", "Monatliches Reporting", "Transparente Kosten"],
};

export const sectors: typeof french.sectors = [
  {
    secteur: "Technologie und Innovation",
    tendance: "Trend: starkes Wachstum",
    opportunites: [
      "Künstliche Intelligenz in branchenspezifischen Anwendungen",
      "Cybersicherheit für Unternehmen",
      "Online-Software für Geschäftskunden",
      "Dateninfrastruktur und europäische Cloud-Dienste",
    ],
  },
  {
    secteur: "Nachhaltige Energien",
    tendance: "Trend: anhaltendes Wachstum",
    opportunites: [
      "Stromerzeugung aus Sonne und Wind",
      "Energiespeicher und Batterien",
      "Energetische Gebäudesanierung",
      "Elektromobilität und Ladeinfrastruktur",
    ],
  },
  {
    secteur: "Gesundheit und Biotechnologie",
    tendance: "Trend: stetiges Wachstum",
    opportunites: [
      "Forschung an innovativen Therapien",
      "Vernetzte Medizinprodukte",
      "Dienstleistungen für ältere Menschen",
      "Telemedizin und digitale Gesundheit",
    ],
  },
];

export const investmentVehicles: typeof french.investmentVehicles = [
  {
    title: "Finanzmärkte",
    text: "Aktien, Anleihen und breit gestreute Fonds, ausgewählt nach Ihrem Anlagehorizont und Ihrer Risikobereitschaft.",
    bullets: [
      "Europäische und internationale Aktienfonds",
      "Unternehmensanleihen guter Bonität",
      "Geldmarktfonds für kurzfristige Liquidität",
    ],
  },
  {
    title: "Gewerbeimmobilien",
    text: "Anlagen in Büro-, Einzelhandels- und Lagerflächen, entweder direkt oder über SCPI, die französischen Immobilien-Anlagegesellschaften.",
    bullets: [
      "Anteile an ausschüttungsorientierten SCPI",
      "Gewerbeflächen im Direktbesitz",
      "Potenziell regelmäßige Erträge",
    ],
  },
];

export const strategies: typeof french.strategies = [
  {
    id: "prudentielle",
    nom: "Konservativ",
    description:
      "Eine Vermögensaufteilung mit Schwerpunkt auf Anleihen und Geldmarktanlagen, bei der der Erhalt des Kapitals an erster Stelle steht.",
    objectif: "Ziel: Kapitalerhalt bei stetigem Wertzuwachs.",
    avantages: [
      "Geringe Schwankungen",
      "Schnell verfügbare Mittel",
      "Regelmäßige Erträge",
      "Geeignet für Liquiditätsreserven",
    ],
    public: "Unternehmen, die Liquidität anlegen, die sie kurzfristig wieder benötigen.",
  },
  {
    id: "equilibree",
    nom: "Ausgewogen",
    description:
      "Eine Mischung aus Aktien und Anleihen, die Wachstum anstrebt und Kursrückgänge an den Märkten zugleich abfedert.",
    objectif: "Ziel: mittelfristige Wertsteigerung Ihres Kapitals über 3 bis 5 Jahre.",
    avantages: [
      "Breite Streuung",
      "Automatische Neugewichtung",
      "Ausgewogenes Verhältnis von Rendite und Risiko",
      "Vierteljährliche Besprechung mit Ihrem Berater",
    ],
    public: "Unternehmen mit dauerhaft verfügbaren Liquiditätsüberschüssen.",
  },
  {
    id: "dynamique",
    nom: "Dynamisch",
    description:
      "Eine überwiegend in Aktien investierte Vermögensaufteilung, die über einen langen Zeitraum eine hohe Wertentwicklung anstrebt.",
    objectif: "Ziel: eine hohe Wertentwicklung über 5 Jahre und länger.",
    avantages: [
      "Hohes Renditepotenzial",
      "Zugang zu Zukunftsbranchen",
      "Aktive Steuerung der Positionen",
      "Exklusive Marktanalysen",
    ],
    public:
      "Unternehmen, die für ein höheres Renditepotenzial auch deutliche Wertschwankungen in Kauf nehmen.",
  },
];

export const investmentProcess: typeof french.investmentProcess = [
  {
    etape: 1,
    titre: "Bestandsaufnahme",
    description:
      "Wir analysieren Ihre finanzielle Situation, Ihren Liquiditätsbedarf und Ihren Anlagehorizont.",
  },
  {
    etape: 2,
    titre: "Empfehlung",
    description:
      "Ihr Berater legt Ihnen eine schriftliche Strategie vor, in der Risiken und Kosten im Einzelnen aufgeführt sind.",
  },
  {
    etape: 3,
    titre: "Umsetzung",
    description:
      "Wir investieren gemäß der von Ihnen freigegebenen Strategie, auf einmal oder schrittweise.",
  },
  {
    etape: 4,
    titre: "Laufende Betreuung",
    description:
      "Sie erhalten jeden Monat einen Bericht und ziehen einmal im Quartal gemeinsam mit Ihrem Berater Bilanz.",
  },
];

export const supportServices: typeof french.supportServices = [
  {
    title: "Strategische Beratung",
    text: "Ihr persönlicher Anlageberater hilft Ihnen, eine Vermögensaufteilung festzulegen, die zu den Vorhaben Ihres Unternehmens passt.",
  },
  {
    title: "Vermögensverwaltung",
    text: "Überlassen Sie die laufende Verwaltung unseren Teams: Sie passen die Positionen an die Entwicklung der Märkte an.",
  },
  {
    title: "Risikomanagement",
    text: "Wir überwachen das Risiko Ihres Portfolios fortlaufend und informieren Sie, sobald es von Ihrem Anlageprofil abweicht.",
  },
  {
    title: "Individuelles Reporting",
    text: "Ein übersichtlicher Monatsbericht zeigt Ihnen die Wertentwicklung, die belasteten Kosten und alle getätigten Transaktionen.",
  },
];

export const expertForm: typeof french.expertForm = {
  kind: "expert",
  title: "Mit einem Experten sprechen",
  intro:
    "Ein Anlageberater ruft Sie innerhalb von 48 Stunden an Werktagen zurück und bespricht Ihr Vorhaben mit Ihnen.",
  submitLabel: "Rückruf durch einen Experten anfordern",
};

/** The page's headings and labels around its content. */
export const investissementText: typeof french.investissementText = {
  tabsLabel: "Bereiche der Geldanlage",
  tabs: {
    opportunites: "Chancen",
    strategies: "Strategien",
    accompagnement: "Betreuung",
  },
  sectorsTitle: "Wachstumsbranchen",
  sectorsIntro: "Drei Branchen, die unsere Analysten für Ihre Anlagen genau im Blick behalten.",
  followedOpportunities: "Chancen, die wir verfolgen:",
  vehiclesTitle: "Unsere Anlageformen",
  strategiesTitle: "Drei Strategien für Ihr Anlageprofil",
  strategiesIntro:
    "Jede Strategie ist auf einen eigenen Anlagehorizont und eine eigene Risikostufe zugeschnitten.",
  forWhom: "Geeignet für:",
  processTitle: "Unser Vorgehen in vier Schritten",
  supportTitle: "Betreuung nach Maß",
  riskNotice:
    "Jede Geldanlage ist mit dem Risiko eines Kapitalverlusts verbunden. Die Wertentwicklung in der Vergangenheit ist kein verlässlicher Indikator für künftige Ergebnisse.",
};
