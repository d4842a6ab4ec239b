import type * as french from "./banqueAffaire";

export const banqueAffaireHero: typeof french.banqueAffaireHero = {
  eyebrow: "Geschäftskunden",
  title: "Corporate Finance",
  lead: "Übernahmen, Kapitalbeschaffung, strukturierte Finanzierungen: Unsere Corporate-Finance-Berater begleiten Geschäftsführung und Inhaber bei den Entscheidungen, die über die Zukunft ihres Unternehmens bestimmen.",
  cta: { label: "Kunde werden", to: "/signup" },
  highlights: [
    "Ein eigenes Team für jedes Mandat",
    "Strikte Vertraulichkeit",
    "Nach Branchen spezialisiert",
  ],
};

export const banqueAffaireTabs: typeof french.banqueAffaireTabs = [
  { id: "expertise", label: "Leistungen" },
  { id: "secteurs", label: "Branchen" },
  { id: "accompagnement", label: "Vorgehen" },
];

export const banqueAffaireDefaultTab: typeof french.banqueAffaireDefaultTab = "expertise";

/** The page's headings around its content. */
export const banqueAffaireText: typeof french.banqueAffaireText = {
  tabsLabel: "Bereiche Corporate Finance",
  expertiseTitle: "Unsere Leistungen",
  expertiseIntro:
    "Vier Fachbereiche, die sich ergänzen und die wir je nach Größe und Art Ihrer Transaktion gezielt einsetzen.",
  sectorsTitle: "Branchen, in denen wir zu Hause sind",
  sectorsIntro:
    "Unsere Teams sind nach Branchen aufgestellt. So kennen sie Ihre Herausforderungen, Ihre Wettbewerber und Ihre Investoren.",
  approachTitle: "So begleiten wir Sie",
};

export const expertiseAreas: typeof french.expertiseAreas = [
  {
    title: "Fusionen und Übernahmen",
    text: "Wir beraten Sie beim Kauf, Verkauf oder Zusammenschluss von Unternehmen, von der Bewertung bis zur Vertragsunterzeichnung.",
    bullets: [
      "Unternehmensverkauf und Nachfolgeregelung",
      "Suche und Analyse von Zielunternehmen",
      "Unternehmensbewertung und Verhandlungsführung",
    ],
  },
  {
    title: "Strukturierte Finanzierungen",
    text: "Wir stellen die Finanzierung Ihrer Wachstumsvorhaben auf die Beine, allein oder gemeinsam mit anderen Banken.",
    bullets: [
      "Akquisitionsfinanzierung und LBO",
      "Senior- und Mezzanine-Finanzierungen",
      "Projektfinanzierung",
    ],
  },
  {
    title: "Kapitalmärkte",
    text: "Wir bereiten Ihre Eigen- und Fremdkapitalmaßnahmen vor und platzieren sie bei Investoren.",
    bullets: ["Börsengang (IPO)", "Kapitalerhöhung", "Anleiheemissionen"],
  },
  {
    title: "Treasury und Absicherung",
    text: "Wir optimieren Ihr Liquiditätsmanagement und schützen Ihre Margen vor Marktschwankungen.",
    bullets: ["Cash-Pooling", "Währungsabsicherung", "Zinsabsicherung"],
  },
];

export const sectorsServed: typeof french.sectorsServed = [
  {
    title: "Industrie",
    text: "Modernisierung von Produktionsstandorten, Übernahme von Zulieferern und Konsolidierung ganzer Wertschöpfungsketten.",
  },
  {
    title: "Gesundheit",
    text: "Zusammenschlüsse von Kliniken und Laboren, Finanzierung von Forschung und medizinischer Ausstattung.",
  },
  {
    title: "Technologie",
    text: "Finanzierungsrunden, Wachstum durch Zukäufe und Vorbereitung auf den Börsengang für Softwareanbieter und Start-ups.",
  },
  {
    title: "Energie",
    text: "Finanzierung von Solar-, Wind- und Speicherprojekten sowie Begleitung auf dem Weg der Energiewende.",
  },
  {
    title: "Handel",
    text: "Ausbau von Filialnetzen, Onlinehandel und Optimierung des Betriebsmittelbedarfs.",
  },
  {
    title: "Immobilien",
    text: "Erwerb und Refinanzierung von Gewerbeimmobilien: Büros, Einzelhandelsflächen und Logistikzentren.",
  },
];

export const supportApproach: typeof french.supportApproach = [
  {
    etape: 1,
    titre: "Analyse",
    description:
      "Wir analysieren Ihr Unternehmen, Ihren Markt und Ihre Ziele, selbstverständlich auf Basis einer Vertraulichkeitsvereinbarung.",
  },
  {
    etape: 2,
    titre: "Strategie",
    description:
      "Wir zeigen Ihnen die möglichen Optionen samt Zeitplan und Kosten auf, damit Sie fundiert entscheiden können.",
  },
  {
    etape: 3,
    titre: "Umsetzung",
    description:
      "Ein eigenes Team führt die Transaktion durch: Dokumentation, Verhandlungen und Abstimmung mit Ihren Beratern.",
  },
  {
    etape: 4,
    titre: "Nachbetreuung",
    description:
      "Auch nach der Unterzeichnung bleiben wir an Ihrer Seite: bei der Integration, bei Refinanzierungen und bei Ihren nächsten Vorhaben.",
  },
];

export const consultationForm: typeof french.consultationForm = {
  kind: "consultation",
  title: "Beratungsgespräch anfragen",
  intro:
    "Stellen Sie uns Ihr Vorhaben kurz vor. Ein Corporate-Finance-Berater meldet sich bei Ihnen, um ein erstes vertrauliches Gespräch zu vereinbaren.",
  submitLabel: "Anfrage senden",
};
