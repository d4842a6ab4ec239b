import type * as french from "./signup";

export const signupPageText: typeof french.signupPageText = {
  title: "Open an account",
  intro: "Three steps are all it takes to open your account, with no opening fee.",
};

export const signupStepTexts: typeof french.signupStepTexts = [
  { title: "Personal details", submitLabel: "Continue to security" },
  { title: "Account security", submitLabel: "Continue to confirmation" },
  { title: "Confirmation", submitLabel: "Open my account" },
];

export const signupFieldTexts: typeof french.signupFieldTexts = {
  lastName: { label: "Surname" },
  firstName: { label: "First name" },
  birthDate: { label: "Date of birth" },
  gender: { label: "Gender" },
  email: { label: "Email address" },
  whatsapp: {
    label: "WhatsApp number",
    hint: "For example +44 7911 123456, or +33 6 12 34 56 78 for a French number",
  },
  country: { label: "Country of residence" },
  currency: { label: "Account currency" },
  password: { label: "Password" },
  confirmPassword: { label: "Confirm your password" },
  acceptTerms: {
    label: [
      "I accept the ",
      { text: "terms of use", to: "/termes" },
      " and the ",
      { text: "privacy policy", to: "/politiquesConfidentialite" },
    ],
  },
  newsletter: {
    label: [
      "I would like to receive the Aurore Banque newsletter (tips and new offers; unsubscribe at any time)",
    ],
  },
};

export const signupChoiceTexts: typeof french.signupChoiceTexts = {
  gender: { male: "Male", female: "Female", other: "Other", prefer_not_say: "I'd rather not say" },
  country: {
    FR: "France",
    BE: "Belgium",
    CH: "Switzerland",
    CA: "Canada",
    LU: "Luxembourg",
    MC: "Monaco",
    DE: "Germany",
    ES: "Spain",
    IT: "Italy",
    PT: "Portugal",
    GB: "United Kingdom",
    US: "United States",
  },
  currency: {
    EUR: "Euro",
    USD: "US dollar",
    GBP: "Pound sterling",
    CHF: "Swiss franc",
    CAD: "Canadian dollar",
    XOF: "CFA franc",
  },
};

export const signupWizardText: typeof french.signupWizardText = {
  stepOf: ({ step, count }) => `Step ${step} of ${count}`,
  percent: ({ percent }) => `${percent}%`,
  progressLabel: "Account opening progress",
  back: "Back",
  creating: "Opening your account…",
  alreadyCustomer: "Already a customer?",
  signIn: "Log in",
  created: "Your account is open!",
  toClientArea: "You will now be taken to your online banking area.",
  toReturnPage: "You will now be taken back to the page you were viewing.",
};

export const signupSummaryText: typeof french.signupSummaryText = {
  title: "Your account at a glance",
  fullName: "Full name",
  birthDate: "Date of birth",
  gender: "Gender",
  email: "Email",
  whatsapp: "WhatsApp",
  country: "Country of residence",
  currency: "Account currency",
};

export const newPasswordText: typeof french.newPasswordText = { label: "New password" };

export const passwordStrengthText: typeof french.passwordStrengthText = {
  label: "Password strength:",
  levels: ["Very weak", "Weak", "Fair", "Strong", "Very strong"],
  rule: "At least 8 characters, with upper-case and lower-case letters and numbers; a special character makes it safer.",
};
