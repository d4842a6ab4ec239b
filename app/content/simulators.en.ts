import type * as french from "./simulators";

export const loanSimulatorText: typeof french.loanSimulatorText = {
  title: "Work out your monthly repayments",
  months: (count) => `${count} months`,
  durationLegend: "Loan term",
  deductionHint: (bounds) =>
    `From ${bounds.zero} to ${bounds.max}: the loan always covers at least ${bounds.minimumLoan}.`,
  presetPlaceholder: "Pick an idea or enter your budget",
  preset: (idea) => `${idea.label}: ${idea.amount}`,
  repaidSeries: "Capital repaid",
  interestSeries: "Interest",
  chartAxis: "Year of the loan",
  chartCaption: (figures) =>
    `What your monthly repayments pay off each year: over ${figures.months} months, ${figures.financed} of capital and ${figures.interest} of interest, with interest making up a smaller share each year.`,
  scheduleTitle: "Repayment schedule",
  scheduleWithoutScripts:
    "The month-by-month schedule appears when JavaScript is turned on in your browser.",
  scheduleCaption: (figures) =>
    `${figures.financed} over ${figures.months} months at a fixed borrowing rate of ${figures.rate}, excluding optional insurance.`,
  scheduleColumns: {
    month: "Month",
    payment: "Repayment",
    interest: "Interest",
    principal: "Capital repaid",
    remaining: "Capital outstanding",
  },
};

export const loanResultsText: typeof french.loanResultsText = {
  monthlyPayment: "Your monthly repayment",
  perMonth: " a month",
  during: (months) => `for ${months} months`,
  duringThenLast: (figures) => `for ${figures.months} months, then a final one of ${figures.last}`,
  withoutInsurance: ", excluding optional insurance",
  withInsurance: (amount) => `With optional insurance: ${amount} a month`,
  taeg: (rate) => `Fixed APR ${rate}`,
  borrowingRate: "Fixed borrowing rate",
  financed: "Amount financed",
  totalCost: "Total cost of credit",
  totalDue: "Total amount payable",
  noFees: "Excluding optional insurance, with no arrangement fee.",
  apply: "Apply now",
  resume: "Resume my application",
  callBackQuestion: "Would you rather we called you?",
  callBack: "Request a call from an adviser",
};

export const requestedLoanText: typeof french.requestedLoanText = {
  title: "Apply online",
  intro:
    "Tell us about your situation and get an indicative answer straight away, then send your supporting documents and sign your offer online. You sign in or open your account along the way: your simulation comes with you.",
  simulationTitle: "Your simulation",
  simulated: (figures) => [
    `${figures.financed} over ${figures.months} months: `,
    { mention: "instalment", text: `monthly repayment of ${figures.monthly}` },
    ` excluding optional insurance (${figures.withInsurance} with insurance), `,
    { mention: "taeg", text: `fixed APR ${figures.taeg}` },
    ", ",
    { mention: "total-due", text: `total amount payable ${figures.totalDue}` },
    ". It goes with your application, whether you apply online or with an adviser. ",
  ],
  change: "Change my simulation",
  notYet:
    "Work out your repayments before you apply: the amount and term you choose will go with your application. ",
  simulate: "Simulate my loan",
  apply: "Apply online",
  resume: "Resume my application",
};

export const amountFieldText: typeof french.amountFieldText = {
  empty: "Please enter an amount.",
  notAmount: (example) => `Please enter the amount in figures, for example ${example}.`,
  belowMin: (bound) => `The minimum is ${bound}, so the simulation uses ${bound}.`,
  aboveMax: (bound) => `The maximum is ${bound}, so the simulation uses ${bound}.`,
  range: (bounds) => `From ${bounds.min} to ${bounds.max}.`,
};

export const simulationFormText: typeof french.simulationFormText = {
  calculate: "Calculate",
};
