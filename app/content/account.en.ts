import type * as french from "./account";

export const clientAreaText: typeof french.clientAreaText = {
  eyebrow: "Customer area",
  greeting: ({ firstName }) => `Hello ${firstName}`,
  intro:
    "Here you will find your loan applications and their documents, your account details and your preferences.",
  profileTitle: "My profile",
  preferencesTitle: "My preferences",
  signOut: "Log out",
};

export const profileText: typeof french.profileText = {
  lastName: "Surname",
  firstName: "First name",
  birthDate: "Date of birth",
  gender: "Gender",
  email: "Email address",
  whatsapp: "WhatsApp",
  country: "Country of residence",
  currency: "Account currency",
  customerSince: "Customer since",
};

export const emailVerificationText: typeof french.emailVerificationText = {
  title: "Confirm your email address",
  sentBefore: "We have sent a confirmation link to ",
  sentAfter:
    ". Please open it to secure your account: this is the address we will write to if you forget your password.",
  resend: "Resend the confirmation email",
  sending: "Sending…",
};

export const newsletterPreferenceText: typeof french.newsletterPreferenceText = {
  label: "Receive the Aurore Banque newsletter (tips and new offers)",
  subscribed: "You are now subscribed to the newsletter.",
  unsubscribed: "You will no longer receive the newsletter.",
};

export const idleWarningText: typeof french.idleWarningText = {
  title: "Your session is about to expire",
  countdown: ({ seconds }) =>
    `For your security, you will be logged out in ${seconds} second${seconds === 1 ? "" : "s"} unless you do something.`,
  stay: "Stay logged in",
  signOut: "Log out",
};

export const securityText: typeof french.securityText = {
  title: "Security",
  loading: "Loading…",
  twoFactorTitle: "Two-step verification",
  passkeysTitle: "Passkeys",
  passwordTitle: "Password",
  sessionsTitle: "Active sessions",
  currentPassword: "Current password",
  cancel: "Cancel",
  checking: "Checking…",
  saving: "Saving…",
};

export const twoFactorText: typeof french.twoFactorText = {
  intro:
    "Protect your account with a single-use code, generated every 30 seconds by an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, FreeOTP…). Even with your password, nobody will be able to log in without this code.",
  enable: "Turn on two-step verification",
  identityLabel: "Confirm your identity",
  continue: "Continue",
  scan: "Scan this QR code with your authenticator app.",
  qrAlt: "QR code to scan with your authenticator app",
  cannotScan: "Can't scan it? Enter this key in the app instead:",
  typeCode: "Enter the 6-digit code shown in the app.",
  confirmLabel: "Confirm two-step verification",
  code: "6-digit code",
  confirm: "Confirm",
  enabled: "Two-step verification is turned on.",
  recoveryIntro:
    "Here are your 10 backup codes. Each one lets you log in once if you no longer have your phone. Write them down and keep them somewhere safe: they will not be shown again.",
  recoveryLabel: "Backup codes",
  recoveryNoted: "I have written down my backup codes",
  codesLeft: ({ count }) => `You have ${count} backup code${count === 1 ? "" : "s"} left.`,
  disableIntro:
    "To turn it off, confirm your password and a code from your app (or a backup code).",
  password: "Password",
  verificationCode: "Verification code",
  disable: "Turn off two-step verification",
  disabling: "Turning off…",
};

export const passkeyText: typeof french.passkeyText = {
  intro:
    "A passkey logs you in with your device's fingerprint, face recognition or PIN, with no password or code to type. It only works on the Aurore Banque website: a fake site cannot use it.",
  listLabel: "Passkeys",
  add: "Add a passkey",
  name: "Passkey name",
  nameHint: "So that you can recognise it in the list, for example ‘Claire’s phone’.",
  create: "Create the passkey",
  creating: "Creating…",
  added: ({ date }) => `Added on ${date}`,
  lastUsed: ({ date }) => `last used to log in on ${date}`,
  neverUsed: "never used to log in",
  rename: "Rename",
  renameLabel: ({ name }) => `Rename ${name}`,
  remove: "Delete",
  removeLabel: ({ name }) => `Delete ${name}`,
  confirmRemove: ({ name }) => `Confirm deleting ${name}`,
  newName: "New name",
  save: "Save",
};

export const changePasswordText: typeof french.changePasswordText = {
  formLabel: "Change your password",
  confirmLabel: "Confirm your new password",
  submit: "Change password",
};

const deviceKinds = { mobile: "mobile", tablet: "tablet", desktop: "computer", tv: "TV" };

export const sessionsText: typeof french.sessionsText = {
  listLabel: "Active sessions",
  device: ({ browser, system, kind }) =>
    `${browser ?? "Unknown browser"}${system ? ` on ${system}` : ""}${kind ? ` (${deviceKinds[kind]})` : ""}`,
  unknownDevice: "Unknown device",
  thisDevice: "This device",
  moments: ({ createdAt, lastSeenAt }) =>
    `Logged in on ${createdAt} · last active on ${lastSeenAt}`,
  end: "End this session",
  endWhich: ({ device, current }) => `: ${device}${current ? ", this device" : ""}`,
  endAll: "Log out of all devices",
};
