import type * as french from "./apropos";

export const aproposHero: typeof french.aproposHero = {
  eyebrow: "Who we are",
  title: "About us",
  lead: "Aurore Banque began in Paris with a simple idea: to give everyone a modern, clear and secure bank, with real advisers on hand whenever you need them.",
};

export const history: typeof french.history = [
  "Aurore Banque was founded in Paris in 2018 by a team of bankers and engineers who believed that a bank could be fully online and still deeply human.",
  "Having started out with personal customers, we now also support the self-employed, businesses and not-for-profit associations, offering accounts, loans, savings and private banking services.",
  "Our approach has not changed: clear pricing, quick answers and advisers based in France, whom you can reach by phone, by email or through your online banking.",
];

export const keyFigures: typeof french.keyFigures = [
  { value: "2018", label: "Founded in Paris" },
  { value: "50,000+", label: "Customers who trust us" },
  { value: "€500m", label: "Lent to our customers" },
  { value: "95%", label: "Customer satisfaction" },
  { value: "48\u00a0hours", label: "Average response time" },
];

export const values: typeof french.values = [
  {
    title: "Simplicity",
    text: "Short online journeys, contracts that are easy to read and plain language that everyone understands.",
  },
  {
    title: "Transparency",
    text: "Our fees are published and there are no hidden charges, so you always know what you are paying and why.",
  },
  {
    title: "Security",
    text: "Your money and your data are protected by proven safeguards that are monitored around the clock.",
  },
  {
    title: "Personal service",
    text: "An adviser gets back to you within 48 hours on average and stays by your side as your plans take shape.",
  },
];

export const team: typeof french.team = [
  {
    name: "Claire Fontaine",
    role: "Chief Executive Officer and co-founder",
    bio: "She spent fifteen years in retail banking before founding Aurore Banque to make banking simpler.",
  },
  {
    name: "Julien Marchand",
    role: "Chief Financial Officer and co-founder",
    bio: "He safeguards the bank's financial strength and makes sure it is managed with rigour.",
  },
  {
    name: "Sophie Lefèvre",
    role: "Chief Risk and Compliance Officer",
    bio: "She makes sure that every loan we grant is suited to the borrower's circumstances.",
  },
  {
    name: "Karim Benali",
    role: "Chief Technology and Security Officer",
    bio: "He leads the teams who build our online services and keep your data safe.",
  },
  {
    name: "Élodie Rousseau",
    role: "Chief Customer Experience Officer",
    bio: "She leads our teams of advisers and makes sure your suggestions shape the way our services evolve.",
  },
  {
    name: "Thomas Girard",
    role: "Director of Business and Private Banking",
    bio: "He works alongside business owners, the self-employed and families on their wealth planning.",
  },
];

export const milestones: typeof french.milestones = [
  {
    year: 2018,
    title: "Born in Paris",
    text: "Aurore Banque is set up in Paris and authorised as a credit institution.",
  },
  {
    year: 2019,
    title: "Our first online accounts",
    text: "We launch our current account, virtual card and mobile app.",
  },
  {
    year: 2020,
    title: "Open to professionals",
    text: "The self-employed, businesses and not-for-profit associations can now open their account online.",
  },
  {
    year: 2022,
    title: "Our loans arrive",
    text: "Personal, car, travel and home improvement loans, with a quick indicative answer.",
  },
  {
    year: 2024,
    title: "Savings, investments and private banking",
    text: "A complete range to help your savings grow, with dedicated advisers to guide you.",
  },
  {
    year: 2025,
    title: "50,000 customers",
    text: "We pass the milestone of 50,000 customers, with more than €500m in loans granted.",
  },
  {
    year: 2026,
    title: "A redesigned website for everyone",
    text: "A new website that is faster and more accessible, with a published accessibility statement.",
  },
];

export const commitments: typeof french.commitments = [
  {
    title: "Responsible lending",
    text: "We assess your ability to repay before granting any loan, and borrower insurance is always optional.",
  },
  {
    title: "Your data, protected",
    text: "Your data stays within the European Union and is never sold or handed over to advertising agencies.",
  },
  {
    title: "Banking for everyone",
    text: "We are working to make our services usable by all, including with a screen reader or a keyboard alone.",
  },
];

export const joinUs: typeof french.joinUs = {
  title: "Be part of our story",
  text: "Open your account in just a few minutes, or bring us your talent: we are recruiting advisers, analysts and engineers in Paris.",
  client: { label: "Become a customer", to: "/signup" },
  careers: { label: "Join our team", href: "mailto:recrutement@aurore-banque.example" },
};

/** The page's section headings. */
export const aproposText: typeof french.aproposText = {
  historyTitle: "Our story",
  figuresTitle: "Aurore Banque in figures",
  valuesTitle: "Our values",
  teamTitle: "Our leadership team",
  milestonesTitle: "Key milestones",
  commitmentsTitle: "Our commitments",
};
