import type * as french from "./pretPersonnel";
import { loanOffers } from "@domain/credit/offers";

export const pretPersonnelHero: typeof french.pretPersonnelHero = {
  eyebrow: "Loans",
  title: "Personal loan",
  lead: "Make your plans happen with a fixed-rate personal loan: no need to show what the money is for, and no arrangement fee.",
  cta: { label: "Apply for a personal loan", to: "#demande" },
  highlights: ["Processed in 48 hours on average", "€0 arrangement fee", "Fixed rate"],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const pretPersonnelTabs: typeof french.pretPersonnelTabs = [
  { id: "presentation", label: "Overview" },
  { id: "simulation", label: "Calculator" },
  { id: "demande", label: "Apply" },
];

export const pretPersonnelDefaultTab: typeof french.pretPersonnelDefaultTab = "presentation";

export const projectTypes: typeof french.projectTypes = [
  {
    id: "equipement",
    title: "Furnishing your home",
    text: "Furniture, household appliances or tech: everything you need to kit out your home.",
  },
  {
    id: "evenement",
    title: "Family occasions",
    text: "A wedding, a new baby or a milestone birthday: pay for life's big moments.",
  },
  {
    id: "etudes",
    title: "Study and training",
    text: "Tuition fees, professional training or driving lessons.",
  },
  {
    id: "loisirs",
    title: "Hobbies and interests",
    text: "Sports equipment, a musical instrument or kit for your favourite pastime.",
  },
  {
    id: "demenagement",
    title: "Moving home",
    text: "Your deposit, removals and settling into your new home.",
  },
  {
    id: "sante",
    title: "Health and wellbeing",
    text: "Dental work, glasses or hearing aids: pay for the treatment your health cover barely reimburses.",
  },
];

export const personalSimulator: typeof french.personalSimulator = {
  product: "pretPersonnel",
  intro:
    "Choose how much you would like to borrow and over how long: your monthly repayment appears straight away.",
  amountLabel: "Amount you would like to borrow",
  amount: { ...loanOffers.pretPersonnel.amount, step: 1_000, defaultValue: 15_000 },
  durations: loanOffers.pretPersonnel.durations,
  defaultDuration: 60,
  rateChoice: {
    label: "Type of project",
    options: projectTypes.map((project) => ({ value: project.id, label: project.title })),
    defaultValue: "equipement",
  },
};

export const personalLoanFeatures: typeof french.personalLoanFeatures = [
  {
    title: "€1,000 to €75,000",
    text: "Borrow exactly what you need, with no quote or invoice to show us.",
  },
  {
    title: "12 to 84 months",
    text: "A longer term lowers your monthly repayment but increases the total cost of credit.",
  },
  {
    title: "Fixed rate",
    text: "Your monthly repayment stays the same from the first instalment to the last.",
  },
];

export const personalCommitments: typeof french.personalCommitments = [
  { value: "48h", label: "average processing time" },
  { value: "€0", label: "arrangement fee" },
  { value: "100%", label: "online, from application to signature" },
];

export const personalRequestForm: typeof french.personalRequestForm = {
  kind: "pretPersonnel",
  title: "Would you rather we called you?",
  intro:
    "Tell us about your situation and your plans: an adviser will look at your request and call you back, within 48 hours on average.",
  submitLabel: "Call me back",
};

export const personalDocuments: typeof french.personalDocuments = [
  "Valid proof of identity",
  "Proof of address less than 3 months old",
  "Your last 3 payslips",
  "Your latest tax assessment notice (avis d'imposition)",
];

/** The page's headings around its content. */
export const pretPersonnelText: typeof french.pretPersonnelText = {
  tabsLabel: "Personal loan sections",
  projectsTitle: "What can you use it for?",
  projectsIntro:
    "A personal loan is not tied to a particular purchase: you are free to spend it on whatever you choose.",
  inBriefTitle: "Your loan at a glance",
  commitmentsTitle: "Our commitments",
  documentsTitle: "Documents to have ready",
  documentsIntro:
    "Keep them to hand: we will ask you for them once you have your indicative answer.",
};
