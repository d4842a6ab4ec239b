import type * as french from "./banquePrive";
import { bank } from "@domain/bank";

export const banquePriveHero: typeof french.banquePriveHero = {
  eyebrow: "Wealth management",
  title: "Private banking",
  lead: "A dedicated private banker and a team of specialists to help you preserve, grow and pass on your wealth, in complete confidence.",
  highlights: [
    "A dedicated private banker",
    "A reply within 2 working hours",
    "A holistic view of your wealth",
  ],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const banquePriveTabs: typeof french.banquePriveTabs = [
  { id: "services", label: "Our services" },
  { id: "expertise", label: "Our expertise" },
  { id: "contact", label: "Book an appointment" },
];

export const banquePriveDefaultTab: typeof french.banquePriveDefaultTab = "services";

export const privateBankingServices: typeof french.privateBankingServices = [
  {
    id: "gestionFortune",
    nom: "Wealth management",
    description:
      "Entrust your financial assets to our portfolio managers, under a mandate tailored to your risk profile.",
    prestations: [
      "Bespoke discretionary management",
      "Advisory management alongside your banker",
      "Detailed quarterly reporting",
    ],
  },
  {
    id: "conseilInvestissement",
    nom: "Investment advice",
    description: "Well-reasoned recommendations on shares, bonds, funds and structured products.",
    prestations: [
      "A review of your existing portfolio",
      "A wide selection of third-party funds",
      "Responsible investment in line with your preferences",
    ],
  },
  {
    id: "ingenieriePatrimoniale",
    nom: "Wealth planning",
    description:
      "A full review of your personal, tax and financial circumstances, as the basis for a coherent strategy.",
    prestations: [
      "Wealth and tax assessment",
      "Reducing your income tax and IFI (French property wealth tax)",
      "Structuring your business assets",
    ],
  },
  {
    id: "transmission",
    nom: "Estate planning",
    description: "Prepare to pass on your wealth to your loved ones on the best possible terms.",
    prestations: [
      "Lifetime gifts and the splitting of ownership (bare ownership and usufruct)",
      "Beneficiary clauses in life insurance policies",
      "Working alongside your notary",
    ],
  },
  {
    id: "strategieImmobiliere",
    nom: "Property strategy",
    description:
      "Invest in property, directly or through collective investment vehicles, in line with the income you are looking for.",
    prestations: [
      "Buy-to-let property held directly",
      "Units in SCPIs (French property investment companies) and property-holding companies",
      "Legal and tax structuring of the transaction",
    ],
  },
  {
    id: "creditPatrimonial",
    nom: "Wealth-backed lending",
    description:
      "Tailored financing, secured against your assets, for your personal or business plans.",
    prestations: [
      "Loans secured against your investment portfolio",
      "Interest-only loans, with the capital repaid at maturity",
      "Financing for property purchases",
    ],
  },
];

export const privateBankingStats: typeof french.privateBankingStats = [
  { value: "2.5", label: "Billion euros of assets under management" },
  { value: "2h", label: "Maximum response time, in working hours" },
  { value: "8 am – 8 pm", label: "Bankers available Monday to Friday" },
  { value: "1", label: "Dedicated private banker for your whole family" },
];

export const expertiseStrengths: typeof french.expertiseStrengths = [
  {
    title: "A multidisciplinary team",
    text: "Private bankers, portfolio managers, wealth planners, lawyers and tax specialists work together on your situation.",
  },
  {
    title: "Open architecture",
    text: "We select the best funds on the market, including those from asset managers outside our group.",
  },
  {
    title: "Transparent fees",
    text: "Every recommendation sets out its fees and risks, and we summarise them for you each year in a detailed statement.",
  },
];

export const privateBankingLine: typeof french.privateBankingLine = {
  service: "Private banking:",
  phone: bank.phones.privateBanking,
  hours: "Monday to Friday, 8 am to 8 pm (Paris time)",
};

export const appointmentForm: typeof french.appointmentForm = {
  kind: "rendezvous",
  title: "Request an appointment",
  intro:
    "A private banker will call you back within 2 working hours to arrange a meeting at our offices or by video call.",
  submitLabel: "Send my request",
};

export const wealthRiskNotice: typeof french.wealthRiskNotice =
  "All investments carry a risk of capital loss. Past performance is not a reliable indicator of future performance. All loans are subject to status and to approval of your application.";

/** The page's headings around its content. */
export const banquePriveText: typeof french.banquePriveText = {
  tabsLabel: "Private banking sections",
  servicesTitle: "Comprehensive services for your wealth",
  servicesIntro:
    "Your private banker brings our specialists together around your personal and professional goals.",
  figuresTitle: "Aurore Banque Private Banking in figures",
  differenceTitle: "What sets us apart",
  contactTitle: "Let's talk about your plans",
  contactIntro:
    "Call us directly or leave your details, and a private banker will get back to you.",
};
