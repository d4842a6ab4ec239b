import type * as french from "./comptesEntreprise";

/** The advisers' phone hours, in English (the domain's `bank.phoneHours` is in French). */
const phoneHours = "Monday to Friday, 9 am to 6 pm (Paris time)";

export const comptesEntrepriseHero: typeof french.comptesEntrepriseHero = {
  eyebrow: "Business",
  title: "Business accounts",
  lead: "A business account designed for the self-employed, micro-businesses, SMEs, large companies and associations, with cards for your teams, tailored limits and simpler bookkeeping.",
  cta: { label: "Open a business account", to: "/signup" },
  highlights: [
    "Open your account 100% online",
    "Up and running in 3 to 5 days",
    "Advisers dedicated to businesses",
  ],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const comptesEntrepriseTabs: typeof french.comptesEntrepriseTabs = [
  { id: "offres", label: "Plans" },
  { id: "gestion", label: "Management" },
  { id: "ouverture", label: "Opening an account" },
];

export const comptesEntrepriseDefaultTab: typeof french.comptesEntrepriseDefaultTab = "offres";

/** The page's headings around its content. */
export const comptesEntrepriseText: typeof french.comptesEntrepriseText = {
  tabsLabel: "Business account sections",
  offersTitle: "Three plans to match the size of your organisation",
  offersIntro: "No minimum term: you can switch plans at any time from your online banking.",
  featuredOffer: "Most popular",
  managementTitle: "Stay on top of your finances every day",
  managementIntro:
    "Tools that let you delegate spending without losing control, and save time on your bookkeeping.",
  openingTitle: "Open your account in four steps",
  documentsTitle: "Documents you will need",
};

export const businessOffers: typeof french.businessOffers = [
  {
    id: "business-essential",
    nom: "Business Essential",
    description:
      "Everything you need to get your business started and keep your business and personal finances separate.",
    prix: "€9 excl. VAT / month",
    avantages: [
      "An account with a French IBAN",
      "A business card with adjustable limits",
      "Unlimited SEPA transfers and direct debits",
      "Export your transactions for your accountant",
    ],
    public: "For freelancers, micro-entrepreneurs and very small businesses",
  },
  {
    id: "business-pro",
    nom: "Business Pro",
    description:
      "For growing teams: a card for every employee and a role to suit each person's responsibilities.",
    prix: "€29 excl. VAT / month",
    avantages: [
      "Up to 10 cards with individual spending limits",
      "Team roles: administrator, accountant, team member",
      "Create and track your invoices",
      "A business adviser you can reach by phone",
    ],
    public: "For SMEs and associations with employees",
    featured: true,
  },
  {
    id: "business-enterprise",
    nom: "Business Enterprise",
    description:
      "A comprehensive plan for multi-site organisations, with granular permissions and round-the-clock support.",
    prix: "€79 excl. VAT / month",
    avantages: [
      "Unlimited cards, with limits set by team or by project",
      "Multi-level payment approval",
      "Multiple accounts and sub-accounts",
      "Dedicated 24/7 support",
    ],
    public: "For mid-sized and large companies",
  },
];

export const offerCta: typeof french.offerCta = { label: "Choose this plan", to: "/signup" };

export const managementFeatures: typeof french.managementFeatures = [
  {
    title: "Cards and spending limits",
    text: "Give each employee their own card and set their payment and cash withdrawal limits, which you can change at any time.",
  },
  {
    title: "Team roles",
    text: "Give everyone the right level of access: viewing accounts, preparing transfers or approving them.",
  },
  {
    title: "Accounting export",
    text: "Export your transactions and receipts in a format that your accountant or accounting software can read.",
  },
  {
    title: "Invoices and receipts",
    text: "Create your invoices, track when they are paid and take photos of your receipts to match them to your expenses.",
  },
  {
    title: "Bulk transfers",
    text: "Pay your suppliers and your staff's salaries in a single transaction, using a simple file.",
  },
  {
    title: "Cash flow dashboard",
    text: "Track incoming and outgoing payments and your projected balance across all your accounts, on a single screen.",
  },
];

export const openingSteps: typeof french.openingSteps = [
  {
    etape: 1,
    titre: "Gather your documents",
    description:
      "Collect your company's supporting documents and proof of identity for its legal representative.",
  },
  {
    etape: 2,
    titre: "Apply online",
    description:
      "Choose your plan, complete the form and upload your documents in just a few minutes.",
  },
  {
    etape: 3,
    titre: "Review by our teams",
    description: "An adviser checks your application and contacts you if anything is missing.",
  },
  {
    etape: 4,
    titre: "Account activation",
    description:
      "Your account is activated within 3 to 5 working days and your cards are posted to you.",
  },
];

export const openingDocuments: typeof french.openingDocuments = [
  "Valid proof of identity for the legal representative",
  "A Kbis extract (French certificate of incorporation) less than 3 months old or, for sole traders, a SIRENE registration notice",
  "The company's signed articles of association or, for an association, its signed statutes and the receipt for its registration",
  "Proof of address for the registered office, less than 3 months old",
];

export const businessContactForm: typeof french.businessContactForm = {
  kind: "entreprise",
  title: "Request a call back from a business adviser",
  intro: `Leave us your details and an adviser will call you back ${phoneHours} to help you choose the right plan for your business.`,
  submitLabel: "Request a call back",
};
