import { bank } from "@domain/bank";
import type * as french from "./assurance";

export const assuranceHero: typeof french.assuranceHero = {
  eyebrow: "Personal",
  title: "Insurance",
  lead: "Protect your home, your car, your health and your loved ones with clear, straightforward policies that you take out and manage online.",
  highlights: [
    "Online quotes",
    "Assistance 6 days a week",
    "Healthcare costs reimbursed within 48 hours",
  ],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const assuranceTabs: typeof french.assuranceTabs = [
  { id: "produits", label: "Our insurance" },
  { id: "conseils", label: "Advice" },
  { id: "sinistre", label: "Make a claim" },
];

export const assuranceDefaultTab: typeof french.assuranceDefaultTab = "produits";

/** The insurer carrying the contracts; Aurore Banque only distributes them. */
export const insurer: typeof french.insurer = "Aurore Assurances";

export const insuranceProducts: typeof french.insuranceProducts = [
  {
    id: "habitation",
    nom: "Home insurance",
    description:
      "Whether you rent or own, your home and your belongings are protected day in, day out.",
    garanties: [
      "Fire, water damage and natural disasters",
      "Theft and vandalism",
      "Personal liability cover for the whole family",
      "Alternative accommodation if your home becomes uninhabitable",
    ],
  },
  {
    id: "auto",
    nom: "Car insurance",
    description:
      "From third party to fully comprehensive, choose the cover that suits your vehicle and how you use it.",
    garanties: [
      "Compulsory third-party liability cover",
      "Glass damage, theft and fire",
      "Accidental damage to your own vehicle with comprehensive cover",
      "Breakdown assistance, even on your own doorstep, and a courtesy car",
    ],
  },
  {
    id: "sante",
    nom: "Top-up health insurance",
    description:
      "Covers the healthcare costs left over once the French state health insurance (Assurance maladie) has reimbursed its share.",
    garanties: [
      "Hospital stays and a private room",
      "Optical, dental and hearing aids",
      "Complementary therapies, depending on the plan you choose",
      "Nothing to pay upfront at partner practitioners, and reimbursement within 48 hours",
    ],
  },
  {
    id: "prevoyance",
    nom: "Life and income protection",
    description:
      "If the unexpected happens, a lump sum or a regular income protects the people who matter to you.",
    garanties: [
      "Lump sum paid out on death",
      "Education income for your children",
      "Benefits if you are unable to work",
      "Regular income in the event of disability",
    ],
  },
  {
    id: "emprunteur",
    nom: "Borrower insurance",
    description:
      "If you can no longer make your loan repayments, the insurance covers them for you.",
    garanties: [
      "Death and total, permanent loss of independence",
      "Permanent disability",
      "Temporary inability to work",
      "Switch to another policy at any time",
    ],
  },
];

export const insuranceAdvice: typeof french.insuranceAdvice = [
  {
    title: "Work out what you need",
    text: "Estimate the value of your belongings and think about your family's circumstances, so that you choose a level of cover that is neither too low nor more than you need.",
  },
  {
    title: "Check the excesses and limits",
    text: "Two policies at the same price can pay out very differently: compare how much you would still have to pay yourself if you made a claim.",
  },
  {
    title: "Keep your policy up to date",
    text: "Moving house, a new baby, a new car: let us know, so that your cover keeps pace with your life.",
  },
  {
    title: "Keep your paperwork",
    text: "Receipts, photos and warranty certificates help us settle your claim faster: keep a copy of them in your online banking.",
  },
  {
    title: "You're free to switch",
    text: "After the first year, you can cancel your car or home insurance at any time, and you can switch your borrower insurance whenever you like.",
  },
];

export const claimsFigures: typeof french.claimsFigures = [
  { value: "5 days", label: "To report a claim, in working days" },
  { value: "30 days", label: "Average time to settle a claim" },
  { value: "48 hours", label: "To reimburse your healthcare costs" },
  { value: "6 days a week", label: "Assistance from Monday to Saturday" },
];

export const claimSteps: typeof french.claimSteps = [
  {
    etape: 1,
    titre: "Report the claim",
    description:
      "In your online banking or by phone, within 5 working days (2 working days in the event of theft).",
  },
  {
    etape: 2,
    titre: "Send us your documents",
    description: "Attach the documents we need to assess the damage.",
    details: [
      "Joint accident report (constat amiable) or photos",
      "Receipts for the damaged items",
      "A police report in the event of theft",
    ],
  },
  {
    etape: 3,
    titre: "We review your claim",
    description: "A claims handler looks into your claim and appoints a loss adjuster if needed.",
  },
  {
    etape: 4,
    titre: "Settlement",
    description:
      "You are paid around 30 days after we receive all your documents; healthcare costs are reimbursed within 48 hours.",
  },
];

export const claimsLine: typeof french.claimsLine = {
  service: "Claims line:",
  phone: bank.phones.insuranceClaims,
  hours: "Monday to Saturday, 8 am to 8 pm (Paris time)",
};

export const intermediaryNotice: typeof french.intermediaryNotice = `${bank.legalName} acts as an insurance intermediary and is entered in the French register of insurance intermediaries under number ${bank.orias}. The policies presented are underwritten by ${insurer}, a company governed by the Code des assurances (the French Insurance Code). Cover applies within the limits and under the conditions set out in the policy.`;

/** The page's headings around its content. */
export const assuranceText: typeof french.assuranceText = {
  tabsLabel: "Insurance sections",
  productsTitle: "Cover for every stage of your life",
  productsIntro: "Every policy can be taken out online and tailored to your circumstances.",
  adviceTitle: "Choosing the right insurance and making the most of it",
  claimsTitle: "Our commitments when you make a claim",
  stepsTitle: "Making a claim in four steps",
  helpTitle: "Need help making a claim?",
  helpIntro: "Our advisers guide you step by step and tell you which documents to send.",
};
