import type * as french from "./banqueAffaire";

export const banqueAffaireHero: typeof french.banqueAffaireHero = {
  eyebrow: "Business",
  title: "Corporate finance",
  lead: "Acquisitions, fundraising, structured finance: our advisory bankers work alongside business leaders on the decisions that shape their company's future.",
  cta: { label: "Become a client", to: "/signup" },
  highlights: [
    "A dedicated team for every mandate",
    "Strict confidentiality",
    "A sector-by-sector approach",
  ],
};

export const banqueAffaireTabs: typeof french.banqueAffaireTabs = [
  { id: "expertise", label: "Expertise" },
  { id: "secteurs", label: "Sectors" },
  { id: "accompagnement", label: "Our approach" },
];

export const banqueAffaireDefaultTab: typeof french.banqueAffaireDefaultTab = "expertise";

/** The page's headings around its content. */
export const banqueAffaireText: typeof french.banqueAffaireText = {
  tabsLabel: "Corporate finance sections",
  expertiseTitle: "What we do",
  expertiseIntro:
    "Four complementary areas of expertise, brought together according to the size and nature of your transaction.",
  sectorsTitle: "The sectors we work with",
  sectorsIntro:
    "Our teams are organised by sector, so they understand your challenges, your competitors and your investors.",
  approachTitle: "How we work with you",
};

export const expertiseAreas: typeof french.expertiseAreas = [
  {
    title: "Mergers and acquisitions",
    text: "We advise you on buying, selling or combining businesses, from valuation right through to signing.",
    bullets: [
      "Business sales and succession",
      "Target identification and analysis",
      "Valuation and negotiation",
    ],
  },
  {
    title: "Structured finance",
    text: "We arrange the financing for your growth projects, either on our own or alongside other banks.",
    bullets: ["Acquisition finance and LBOs", "Senior and mezzanine debt", "Project finance"],
  },
  {
    title: "Capital markets",
    text: "We prepare your equity and long-term debt transactions and place them with investors.",
    bullets: ["Initial public offerings (IPOs)", "Capital increases", "Bond issues"],
  },
  {
    title: "Treasury and hedging",
    text: "We optimise the management of your cash and protect your margins against market movements.",
    bullets: ["Cash pooling", "Foreign exchange hedging", "Interest rate hedging"],
  },
];

export const sectorsServed: typeof french.sectorsServed = [
  {
    title: "Industry",
    text: "Modernising production sites, acquiring subcontractors and consolidating supply chains.",
  },
  {
    title: "Healthcare",
    text: "Bringing together clinics and laboratories, and financing research and medical equipment.",
  },
  {
    title: "Technology",
    text: "Funding rounds, acquisition-led growth and IPO preparation for software companies and start-ups.",
  },
  {
    title: "Energy",
    text: "Financing solar, wind and storage projects, and supporting the energy transition.",
  },
  {
    title: "Retail",
    text: "Expanding store networks, developing e-commerce and optimising working capital requirements.",
  },
  {
    title: "Real estate",
    text: "Acquiring and refinancing commercial property, including offices, retail units and logistics hubs.",
  },
];

export const supportApproach: typeof french.supportApproach = [
  {
    etape: 1,
    titre: "Assessment",
    description:
      "We analyse your business, its market and your objectives, under a confidentiality agreement.",
  },
  {
    etape: 2,
    titre: "Strategy",
    description:
      "We set out the options open to you, with their timing and cost, so that you can make an informed decision.",
  },
  {
    etape: 3,
    titre: "Execution",
    description:
      "A dedicated team runs the transaction: documentation, negotiations and coordination with your advisers.",
  },
  {
    etape: 4,
    titre: "Ongoing support",
    description:
      "Once the deal is signed, we remain at your side for the integration, any refinancing and your next projects.",
  },
];

export const consultationForm: typeof french.consultationForm = {
  kind: "consultation",
  title: "Request a consultation",
  intro:
    "Tell us about your project and an advisory banker will get back to you to arrange an initial, confidential meeting.",
  submitLabel: "Send my request",
};
