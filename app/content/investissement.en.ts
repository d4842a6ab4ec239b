import type * as french from "./investissement";

export const investissementHero: typeof french.investissementHero = {
  eyebrow: "Business",
  title: "Investments",
  lead: "Put your company's cash to work with clear investment strategies, built with a dedicated adviser and monitored over time.",
  cta: { label: "Start investing", to: "/signup" },
  highlights: ["A dedicated adviser", "Monthly reporting", "Transparent fees"],
};

export const sectors: typeof french.sectors = [
  {
    secteur: "Technology and innovation",
    tendance: "Trend: strong growth",
    opportunites: [
      "Artificial intelligence applied to business functions",
      "Cybersecurity for businesses",
      "Online software for professionals",
      "Data infrastructure and European cloud services",
    ],
  },
  {
    secteur: "Sustainable energy",
    tendance: "Trend: sustained growth",
    opportunites: [
      "Solar and wind power generation",
      "Energy storage and batteries",
      "Energy efficiency upgrades for buildings",
      "Electric mobility and charging points",
    ],
  },
  {
    secteur: "Healthcare and biotechnology",
    tendance: "Trend: steady growth",
    opportunites: [
      "Research into innovative therapies",
      "Connected medical devices",
      "Care and services for older people",
      "Telemedicine and digital health",
    ],
  },
];

export const investmentVehicles: typeof french.investmentVehicles = [
  {
    title: "Financial markets",
    text: "Shares, bonds and diversified funds, selected to match your investment horizon and your appetite for risk.",
    bullets: [
      "European and international equity funds",
      "High-quality corporate bonds",
      "Money market funds for short-term cash",
    ],
  },
  {
    title: "Commercial property",
    text: "Investments in offices, retail units and warehouses, held directly or through SCPIs (French property investment companies).",
    bullets: [
      "Units in income-focused SCPIs",
      "Business premises held directly",
      "Potential for regular income",
    ],
  },
];

export const strategies: typeof french.strategies = [
  {
    id: "prudentielle",
    nom: "Cautious",
    description:
      "An allocation focused on bonds and money market investments, with preserving your capital as the priority.",
    objectif: "Objective: to protect your capital while achieving steady growth.",
    avantages: [
      "Limited volatility",
      "Quick access to your funds",
      "Regular income",
      "Well suited to precautionary cash reserves",
    ],
    public: "Businesses investing cash that they will need in the short term.",
  },
  {
    id: "equilibree",
    nom: "Balanced",
    description:
      "A mix of shares and bonds that aims for growth while cushioning the impact of market downturns.",
    objectif: "Objective: to grow your capital over the medium term, across 3 to 5 years.",
    avantages: [
      "Broad diversification",
      "Automatic rebalancing",
      "A sound balance between return and risk",
      "Quarterly reviews with your adviser",
    ],
    public: "Businesses with a stable cash surplus.",
  },
  {
    id: "dynamique",
    nom: "Dynamic",
    description:
      "An allocation invested mainly in shares, seeking stronger performance over a long-term horizon.",
    objectif: "Objective: to pursue high returns over 5 years or more.",
    avantages: [
      "Potential for high returns",
      "Exposure to the sectors of the future",
      "Active management of positions",
      "Exclusive market analysis",
    ],
    public:
      "Businesses prepared to accept significant fluctuations in exchange for a potentially higher return.",
  },
];

export const investmentProcess: typeof french.investmentProcess = [
  {
    etape: 1,
    titre: "Assessment",
    description:
      "We review your financial position, your cash requirements and your investment horizon.",
  },
  {
    etape: 2,
    titre: "Recommendation",
    description:
      "Your adviser sets out a written strategy for you, with a full breakdown of the risks and fees.",
  },
  {
    etape: 3,
    titre: "Implementation",
    description:
      "We invest in line with the strategy you have approved, either all at once or in stages.",
  },
  {
    etape: 4,
    titre: "Monitoring",
    description:
      "You receive a report every month and review your investments with your adviser every quarter.",
  },
];

export const supportServices: typeof french.supportServices = [
  {
    title: "Strategic advice",
    text: "A dedicated investment adviser helps you define an allocation that fits your company's plans.",
  },
  {
    title: "Portfolio management",
    text: "Leave the day-to-day management to our teams, who adjust positions as the markets move.",
  },
  {
    title: "Risk management",
    text: "We continuously measure your portfolio's exposure and let you know if it moves away from your profile.",
  },
  {
    title: "Tailored reporting",
    text: "Every month, a clear report sets out your performance, the fees charged and the transactions carried out.",
  },
];

export const expertForm: typeof french.expertForm = {
  kind: "expert",
  title: "Speak to an expert",
  intro:
    "An investment adviser will call you back within 48 working hours to discuss your project.",
  submitLabel: "Ask an expert to contact me",
};

/** The page's headings and labels around its content. */
export const investissementText: typeof french.investissementText = {
  tabsLabel: "Investment sections",
  tabs: {
    opportunites: "Opportunities",
    strategies: "Strategies",
    accompagnement: "Our support",
  },
  sectorsTitle: "Growth sectors",
  sectorsIntro: "Three sectors that our analysts follow closely when investing on your behalf.",
  followedOpportunities: "Opportunities we follow:",
  vehiclesTitle: "What you can invest in",
  strategiesTitle: "Three strategies to suit your profile",
  strategiesIntro: "Each strategy is designed for a different time horizon and level of risk.",
  forWhom: "Who it's for:",
  processTitle: "Our four-step approach",
  supportTitle: "Support tailored to your business",
  riskNotice:
    "All investments carry a risk of capital loss. Past performance is not a reliable indicator of future performance.",
};
