import { bank } from "@domain/bank";
import type * as french from "./application";

export const loanNames: typeof french.loanNames = {
  title: {
    pretAuto: "Car loan",
    pretPersonnel: "Personal loan",
    pretVoyage: "Travel loan",
    pretTravaux: "Home improvement loan",
  },
  inSentence: {
    pretAuto: "car loan",
    pretPersonnel: "personal loan",
    pretVoyage: "travel loan",
    pretTravaux: "home improvement loan",
  },
};

export const loanOptions: typeof french.loanOptions = {
  pretAuto: {
    label: "Vehicle category",
    options: {
      neuf: "New vehicle",
      occasion: "Used vehicle",
      ecologique: "Low-emission or electric vehicle",
    },
  },
  pretPersonnel: {
    label: "Type of project",
    options: {
      equipement: "Furnishing your home",
      evenement: "Family occasions",
      etudes: "Study and training",
      loisirs: "Hobbies and interests",
      demenagement: "Moving home",
      sante: "Health and wellbeing",
    },
  },
  pretVoyage: {
    label: "Type of trip",
    options: {
      famille: "Family holidays",
      noces: "Honeymoon",
      aventure: "Adventure and nature",
      culture: "Culture and discovery",
    },
  },
  pretTravaux: {
    label: "Type of work",
    options: {
      interiorRenovation: "Interior renovation",
      extension: "Extensions and conversions",
      energyRenovation: "Energy efficiency improvements",
      exteriorWorks: "Exterior works",
    },
  },
};

export const documentNames: typeof french.documentNames = {
  common: {
    identity: "Valid proof of identity",
    proofOfAddress: "Proof of address less than 3 months old",
    payslips: "Your last 3 payslips",
    taxNotice: "Your latest tax assessment notice (avis d'imposition)",
  },
  quoteOrInvoice: {
    pretAuto: "Invoice or quote for the vehicle",
    pretTravaux: "Detailed quotes for the work",
  },
};

export const applicationStates: typeof french.applicationStates = {
  informations: "Details to complete",
  documents: "Documents to send",
  submitted: "Under review",
  document_requested: "Document requested",
  accepted: "Offer available",
  refused: "Declined",
  signed: "Offer accepted",
  withdrawn: "Withdrawn",
};

export const outcomeLabels: typeof french.outcomeLabels = {
  favorable: "Favourable",
  a_etudier: "To be reviewed",
  defavorable: "Unfavourable",
};

export const trackerText: typeof french.trackerText = {
  label: "Progress of your application",
  steps: {
    Simulation: "Simulation",
    Informations: "Your details",
    Documents: "Documents",
    Signature: "Signature",
  },
  words: {
    step: (number) => `Step ${number}: `,
    status: { done: "Completed", current: "In progress", upcoming: "Still to come" },
  },
};

export const applicationPageText: typeof french.applicationPageText = {
  clientArea: "Customer area",
  myApplication: (loan) => `My ${loan} application`,
  loading: "Loading your application…",
  notFoundTitle: "Application not found",
  myApplications: "See my applications",
  eyebrow: "Online loan application",
  applicationOf: (loan) => `Application for a ${loan}`,
  application: "Loan application",
};

export const startText: typeof french.startText = {
  simulate: (loan) => `Simulate a ${loan}`,
  chooseTitle: "First choose your loan",
  chooseIntro:
    "An application starts from a simulation: choose the amount and the term on the loan's page, then select “Apply now”.",
  invalidTitle: "This simulation cannot be used",
  changeSimulation: "Change my simulation",
  loanTitle: "Your loan",
  insuranceLegend: "Optional borrower insurance",
  insuranceIntro:
    "It covers your monthly repayments in the event of death, disability or incapacity for work. You can borrow without it.",
  withoutInsurance: "Without the optional insurance",
  withInsurance: (premium) => `With the optional insurance (${premium} a month)`,
  applyTitle: "Apply online",
  applyIntro:
    "Tell us about your situation and get an indicative answer straight away, send your supporting documents, then accept your offer online.",
  creating: "Creating your application…",
  start: "Start my application",
  resume: "Resume my application",
  signInFirst:
    "Log in to your customer area, or open your account: you will come back here with this loan.",
  signIn: "Log in",
  openAccount: "Open my account",
};

export const loanFiguresText: typeof french.loanFiguresText = {
  loan: "Loan",
  amount: "Amount borrowed",
  duration: "Term",
  months: (count) => `${count} months`,
  borrowingRate: "Fixed borrowing rate",
  instalment: "Monthly repayment excluding insurance",
  perMonth: (amount) => `${amount} a month`,
  taeg: "Fixed annual percentage rate of charge (APR)",
  totalDue: "Total amount payable, excluding insurance",
  insurance: "Optional borrower insurance",
  insuranceChosen: (figures) =>
    `Chosen: ${figures.premium} a month, making ${figures.commitment} a month with the repayment`,
  insuranceNotChosen: "Not chosen",
  noFees: "No arrangement fee.",
};

export const applicationViewText: typeof french.applicationViewText = {
  signedLoanTitle: "Your credit",
  requestedLoanTitle: "The loan applied for",
  state: "Status of your application: ",
  situationSaved: "Your situation has been saved: here is your indicative answer.",
  offerAccepted: "You have accepted the credit offer.",
  withdrawn: "Your withdrawal has been recorded.",
};

export const situationText: typeof french.situationText = {
  title: "Your situation",
  editTitle: "Change my situation",
  intro:
    "With this information we can give you an indicative answer straight away, then review your application. Fields marked with an asterisk are required.",
  labels: {
    employmentStatus: "Employment status",
    employedSince: "Since (month and year)",
    netMonthlyIncome: "Net monthly income",
    coBorrowerNetMonthlyIncome: "Co-borrower's net monthly income (optional)",
    otherCreditPayments: "Repayments on your other credit (excluding a mortgage on your home)",
    housing: "Housing",
    housingCost: "Monthly housing cost",
    dependants: "Number of dependants",
  },
  employmentStatuses: {
    cdi: "Permanent contract (CDI)",
    cdd: "Fixed-term contract (CDD)",
    interim: "Agency work",
    fonctionnaire: "Civil servant",
    independant: "Self-employed / professional",
    retraite: "Retired",
    etudiant: "Student",
    sans_emploi: "Not in work",
  },
  housingKinds: {
    locataire: "Tenant",
    proprietaire_credit: "Homeowner with a mortgage",
    proprietaire: "Homeowner without a mortgage",
    heberge: "Living with others (family, friends, tied accommodation)",
  },
  housingCostLabels: {
    locataire: "Monthly rent, including service charges",
    proprietaire_credit: "Monthly mortgage repayment, including insurance",
    proprietaire: "Monthly costs of your home (service charges, property tax), 0 if none",
    heberge: "Monthly contribution to housing costs, 0 if none",
  },
  employedSinceHint: "For example 2021-09",
  amountHint: "In euros a month, for example 1,850.50",
  coBorrowerHint: "Leave empty if you are borrowing alone",
  otherCreditsHint: "0 if you have none",
  dependantsHint: "Children or other people you support financially, 0 if none",
  computing: "Working it out…",
  submit: "Get my indicative answer",
  cancel: "Cancel",
};

const outcomeWords = { favorable: "favourable", a_etudier: "to be reviewed" } as const;

export const answerText: typeof french.answerText = {
  title: (outcome) => `Indicative answer: ${outcome}`,
  reasonsTitle: "What this answer is based on",
  figuresTitle: "Your figures",
  debtRatio: "Debt-to-income ratio",
  instalment: "Monthly repayment on this loan",
  instalmentInsured: "Monthly repayment on this loan, including insurance",
  creditPayments: "Total of your monthly credit repayments",
  householdIncome: "Household net monthly income",
  remainingIncome: "Income left each month",
  minimumRemainingIncome: (household) =>
    `Minimum income left each month for a household of ${household === 1 ? "1 person" : `${household} people`}`,
  suggestionsTitle: "A loan that could suit you",
  simulateSuggestion: (loan) => `Simulate ${loan.amount} over ${loan.months} months`,
  computedOn: (dates) =>
    `Answer worked out on ${dates.answeredAt}, using the criteria we have applied since ${dates.since}.`,
  edit: "Change my situation",
  wording: {
    summary: {
      favorable:
        "Favourable indicative answer, subject to a full review of your application and supporting documents.",
      a_etudier: "An adviser will review your application before giving you an answer.",
      defavorable: "Unfavourable indicative answer for the application as it stands.",
    },
    notice: `This indicative answer is based on the information you have given us and is not a credit offer. ${bank.name}'s decision depends on a full review of your application and supporting documents.`,
    age: ({ verdict, age, minimum }) =>
      verdict === "favorable"
        ? `You are ${age}.`
        : `You must be at least ${minimum} to borrow; you are ${age}.`,
    ageAtEnd: ({ verdict, date, age, maximum }) =>
      verdict === "favorable"
        ? `Your last monthly repayment would be made around ${date}, before you turn ${maximum}.`
        : `Your last monthly repayment would be made around ${date}, at the age of ${age}: our loans must be repaid before you turn ${maximum}.`,
    residence: ({ verdict }) =>
      verdict === "favorable"
        ? "You live in France."
        : "Our loans are only for people who live in France, and your country of residence is another one.",
    debtRatio: (figures) => {
      const payments = [
        `${figures.instalment} for this loan${figures.insured ? ", including insurance" : ""}`,
        ...(figures.otherCredits ? [`${figures.otherCredits} for your other credit`] : []),
        ...(figures.mortgage ? [`${figures.mortgage} for your mortgage`] : []),
      ];
      const income = `${figures.income} of net income a month${figures.coBorrower ? ", including your co-borrower's" : ""}`;
      const clause = {
        favorable: `within the ${figures.favorableMax}% limit we apply`,
        a_etudier: `above ${figures.favorableMax}% but no more than ${figures.studyMax}%: an adviser will look at it with your application`,
        defavorable: `above the ${figures.studyMax}% maximum we apply`,
      }[figures.verdict];
      return `Your debt-to-income ratio would be ${figures.ratio} (${payments.join(", ")}, for ${income}), ${clause}.`;
    },
    remainingIncome: ({ verdict, negative, remaining, minimum, household }) => {
      const people = household === 1 ? "1 person" : `${household} people`;
      if (negative) {
        return `Your housing and credit would cost ${remaining} a month more than your income, whereas we require at least ${minimum} left each month for a household of ${people}.`;
      }
      return verdict === "favorable"
        ? `After your housing and credit, your household of ${people} would have ${remaining} left each month; we require a minimum of ${minimum}.`
        : `After your housing and credit, your household of ${people} would only have ${remaining} left each month, below the minimum of ${minimum} we require.`;
    },
    suggestion: ({ kind, outcome, amount, months, rate, instalment, insured, taeg, totalDue }) => {
      const repayment = `${instalment} a month${insured ? ", including insurance" : ""}`;
      const cost = `fixed APR of ${taeg}, total amount payable of ${totalDue}`;
      return kind === "smallerAmount"
        ? `For ${amount} over ${months} months, the indicative answer would be ${outcomeWords[outcome]}: ${cost} (${repayment}).`
        : `Over ${months} months, the indicative answer for ${amount} would be ${outcomeWords[outcome]}: ${cost}, at a fixed borrowing rate of ${rate} (${repayment}); a longer loan costs more in total.`;
    },
  },
};

export const fipenText: typeof french.fipenText = {
  title: "Pre-contractual information",
  intro:
    "The standard European consumer credit information sheet (FIPEN) sets out this loan's features before you commit: amount, term, monthly repayments, borrowing rate, APR, total cost, optional insurance and right of withdrawal. It lets you compare credit offers; read it before accepting an offer.",
  inFrench:
    "The FIPEN is issued in French, the language of our credit agreements: the French version is the one that binds us.",
  download: "Download the FIPEN (PDF, in French)",
};

export const documentsText: typeof french.documentsText = {
  title: "Your supporting documents",
  rules: (maxFiles) =>
    `Send each document as a PDF, JPEG or PNG, no more than 10 MB per file and ${maxFiles} files per document (the front and back of an identity document, your 3 payslips). You can replace or delete a file until you send your application.`,
  sent: "The supporting documents of your application, as you sent them.",
  requestedByAdviser: "Requested by your adviser",
  toSend: "To send",
  filesSent: (count) => (count === 1 ? "1 file sent" : `${count} files sent`),
  adviserMessage: (note) => `Message from your adviser: “${note}”`,
  addFile: "Add a file",
  missingToResend: "To send your application back, add:",
  missingToSend: "Before you can send your application, you still need:",
  sendRequested: "Send the requested documents",
  send: "Send my application",
  added: (file) => `File added: ${file}.`,
  replaced: (files) => `${files.old} has been replaced by ${files.new}.`,
  deleted: (file) => `File deleted: ${file}.`,
  submitted: "Your application has been sent for review.",
  fileSent: (file) => `${file.size}, sent on ${file.sentAt}`,
  download: "Download",
  replace: "Replace",
  delete: "Delete",
};

export const offerText: typeof french.offerText = {
  title: "Your credit offer",
  intro: ({ issuedOn, validUntil }) =>
    `${issuedOn ? `Your application has been accepted: here is the credit offer issued on ${issuedOn}` : "Your application has been accepted: here is your credit offer"}${validUntil ? `, valid until ${validUntil} inclusive.` : "."}`,
  contract:
    "Your credit agreement offer, with its repayment schedule and the withdrawal slip, is kept exactly as we issued it: it is the document you sign when you accept the offer. It is in French, the language of our credit agreements.",
  downloadContract: "Download my credit agreement offer (PDF, in French)",
  acceptTitle: "Accept the offer",
  beforeSigning:
    "Before accepting, download this offer's FIPEN and read it: the offer can only be accepted once you have received it.",
  howToAccept:
    "To accept the offer, confirm your identity with your password or your passkey: this is your electronic signature. You will then be able to withdraw within 14 days, without giving a reason and at no cost.",
  expired: (since) =>
    `${since ? `This offer has no longer been valid since ${since}. ` : ""}Please contact your adviser for a new offer.`,
  formLabel: "Accept the offer",
  agreement: "I have read and accept the credit offer and the FIPEN",
  password: "Password",
  passwordHint: "The one for your customer area: it confirms that it really is you signing.",
  signing: "Signing…",
  accept: "Accept the offer",
  verifying: "Verifying…",
  usePasskey: "Use my passkey",
};

export const signedText: typeof french.signedText = {
  title: (signedOn) => `Offer accepted on ${signedOn}`,
  signedWith: (method) =>
    `You signed the credit offer by confirming your identity with ${method === "passkey" ? "your passkey" : "your password"}.`,
  downloadContract: "Download my signed credit agreement (PDF, in French)",
  withdrawalEnds: "End of the withdrawal period",
  fundsFrom: "Funds can be paid out from",
  withdrawalRight: ({ days, end, release }) =>
    `You can withdraw from this credit agreement within ${days} calendar days, until ${end} inclusive, without giving a reason or paying any penalty. The funds cannot be paid to you before ${release}.`,
  withdraw: "Withdraw",
  confirmQuestion: "Do you confirm your withdrawal? Your credit agreement will be cancelled.",
  withdrawing: "Withdrawing…",
  confirm: "Confirm my withdrawal",
  cancel: "Cancel",
  closed: "The withdrawal period is over: you can no longer withdraw.",
};

export const studyText: typeof french.studyText = {
  requestedTitle: "Document requested",
  requestedIntro: "To continue reviewing your application, your adviser needs:",
  requestNote: (note) => `: “${note}”`,
  requestedNext:
    "Add this document below, then send your application back: the review resumes as soon as we receive it.",
  underStudyTitle: "Under review",
  underStudy: (receivedOn) =>
    `${receivedOn ? `We received your complete application on ${receivedOn}. ` : ""}An adviser is reviewing it and will get back to you within 48 hours on average, excluding weekends and public holidays. You will receive an email as soon as they have answered.`,
  missingLater: "If a document is missing or unreadable, your adviser will ask you for it here.",
  offerLater: (days) =>
    `If your application is accepted, your credit offer will appear here: you will have ${days} days to accept it online.`,
  refusedTitle: "Application declined",
  refused: (decidedOn) =>
    `${decidedOn ? `On ${decidedOn}, after` : "After"} reviewing your application, we are unable to grant you this loan.`,
  reason: "Reason: ",
  ficp: (phone) =>
    `If this decision follows a check of the national register of consumer credit repayment incidents (FICP), kept by the Banque de France, you have the right to be told so free of charge, and to know the result of that check: call us on ${phone}, Monday to Friday, 9 am to 6 pm (Paris time).`,
  withdrawnTitle: "Withdrawal recorded",
  withdrawn: (recordedOn) =>
    `${recordedOn ? `Your withdrawal was recorded on ${recordedOn}. ` : ""}Your credit agreement is cancelled at no cost: no monthly repayment will be taken.`,
  repayFunds:
    "If the funds had already been paid to you, repay them with the interest accrued since they were paid, no later than 30 days after your withdrawal.",
};

export const myApplicationsText: typeof french.myApplicationsText = {
  title: "My applications",
  listLabel: "My loan applications",
  loading: "Loading your applications…",
  loadFailed: (reason) => `Your applications could not be loaded. ${reason}`,
  retry: "Try again",
  none: "You do not have a loan application yet. Simulate your project, then apply online: you get an indicative answer straight away.",
  simulateLabel: "Simulate a loan",
  loan: ({ amount, months }) => `${amount} over ${months} months`,
  titled: ({ name, loan }) => `${name} of ${loan}`,
  stepsLabel: (loan) => `Steps of your ${loan} application`,
  stateLabel: "Status: ",
  startedOn: (date) => `Application started on ${date}`,
  answer: "Indicative answer: ",
  noAnswerYet: "you get it as soon as you have told us about your situation",
  stillToProvide: "Still to provide:",
  situationMissing: "Your situation: employment, income, outgoings and housing",
  open: "See my application",
  current: ({ loan, startedOn }) => `Your application for ${loan}, started on ${startedOn}: `,
};

export const myDocumentsText: typeof french.myDocumentsText = {
  title: "My documents",
  intro:
    "The documents we gave you for your loan applications, as we keep them: each loan's FIPEN, then the credit agreement offer and its repayment schedule. They are in French, the language of our credit agreements.",
  loading: "Loading your documents…",
  loadFailed: (reason) => `Your documents could not be loaded. ${reason}`,
  retry: "Try again",
  none: "No documents yet: they will appear here as soon as we give them to you, starting with your loan application's FIPEN.",
  listLabel: "My documents, by loan application",
  fipen: (deliveredAt) => `FIPEN given on ${deliveredAt}`,
  contract: ({ issuedAt, signedAt }) =>
    `Credit agreement offer issued on ${issuedAt}${signedAt ? `, signed on ${signedAt}` : ""}`,
  schedule: "Repayment schedule of the offer",
  download: "Download (PDF, in French)",
};
