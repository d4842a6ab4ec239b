import type { ExampleFigures, InsuranceFigures, MentionSegment } from "./creditMentions";

const purposes = {
  pretAuto: "a car loan",
  pretPersonnel: "a personal loan",
  pretVoyage: "a travel loan",
  pretTravaux: "a home improvement loan",
};

export const creditMentions = {
  warning: "Warning! Borrowing money costs money and must be paid back!",
  frenchPrevails:
    "French consumer credit law applies to our loans: the warning above is the one it requires, and the French version of these mentions prevails over this translation.",
  exampleHeading: "Representative example",
  example: (figures: ExampleFigures): MentionSegment[] => [
    `Example for ${purposes[figures.product]} of ${figures.amount} over ${figures.months} months at a fixed borrowing rate of ${figures.rate}: `,
    { mention: "taeg", text: `fixed APR ${figures.taeg}` },
    ", ",
    {
      mention: "instalment",
      text: `${figures.months - 1} monthly repayments of ${figures.monthly} and a final one of ${figures.last}`,
    },
    ", excluding optional insurance. ",
    { mention: "total-due", text: `Total amount payable: ${figures.totalDue}` },
    `. Total cost of credit: ${figures.totalCost}. No arrangement fee.`,
  ],
  insurance: (figures: InsuranceFigures) =>
    `Optional borrower insurance (death, disability and incapacity for work), at ${figures.rate} a year of the amount borrowed: ${figures.premium} a month, making a monthly repayment of ${figures.withInsurance} with insurance. Total cost of insurance over ${figures.months} months: ${figures.totalCost}. Annual effective insurance rate (TAEA): ${figures.taea}. This insurance is not required to obtain the loan and is not included in the APR.`,
  withdrawal:
    "You have 14 calendar days from the signature of your credit agreement to withdraw from it.",
  simulation:
    "Simulations are for information only and are not contractually binding. Offer subject to approval of your application by Aurore Banque, the lender.",
  eligibilityTitle: "Who can borrow?",
  eligibilityIntro: "To apply for credit with Aurore Banque, you must:",
  eligibility: [
    "Be an adult, that is at least 18 years old",
    "Live in France",
    "Have the legal capacity to enter into a credit agreement",
  ],
};
