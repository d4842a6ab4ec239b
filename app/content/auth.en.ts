/** The sign-in pages: the frame they share with signup, login, its second step, forgotten password. */
export const authLayoutText = {
  asideLabel: "Our commitments",
  asideTitle: "A bank that keeps you protected",
  reassurances: [
    "Your data is encrypted and hosted in France",
    "No account opening fees",
    "Advisers you can reach Monday to Friday, 9 am to 6 pm (Paris time)",
  ],
};

export const loginText = {
  title: "Log in",
  intro: "Access your online banking securely.",
  sessionExpired:
    "You have been logged out after 30 minutes of inactivity. Please log in again to continue.",
  formLabel: "Log in",
  email: "Email address",
  password: "Password",
  rememberMe: "Remember me",
  forgotPassword: "Forgotten your password?",
  submit: "Log in",
  submitting: "Logging in…",
  passkey: "Log in with a passkey",
  notCustomer: "Not a customer yet?",
  createAccount: "Open an account",
};

export const secondFactorText = {
  title: "Two-step verification",
  code: "Verification code",
  codeHint: "Enter the 6-digit code shown in your authenticator app, or one of your backup codes.",
  submit: "Confirm",
  submitting: "Verifying…",
  restart: "Start again with my email address and password",
};

export const forgotPasswordText = {
  title: "Forgotten your password?",
  intro:
    "Enter the email address for your account and we will send you a link, valid for 30 minutes, to choose a new password.",
  formLabel: "Reset your password",
  email: "Email address",
  submit: "Send me the link",
  sending: "Sending…",
  remembered: "Remembered your password?",
  signIn: "Log in",
};
