import type { TranslatedCatalog } from "./messages";

export const messages: TranslatedCatalog = {
  emailRequired: "Please enter your email address",
  emailInvalid: "This email address is not valid",
  newsletterRequested:
    "Thank you! If this address is not already subscribed, you will receive an email with a link to confirm your subscription.",
  newsletterConfirmed:
    "Your subscription is confirmed: you will receive the Aurore Banque newsletter every month.",
  newsletterInvalidLink:
    "This confirmation link is no longer valid: it has already been used or has expired. If you are not yet subscribed, please sign up again on our website.",
  newsletterAddressUnproven:
    "This address had unsubscribed from the newsletter: first confirm your email address with the link sent when you opened your account, then tick the box again.",
  loginPasswordRequired: "Please enter your password",
  rememberMeInvalid: "The “Remember me” box is not valid",
  loginFailed: "Incorrect email address or password",
  loginExpired: "Your login has timed out. Please enter your email address and password again.",
  codeRequired: "Please enter the code shown in your app",
  codeFormat: "The code must be 6 digits",
  secondFactorRequired: "Please enter the 6-digit code or a backup code",
  codeWrong: "This code is incorrect or has already been used",
  passkeyRefused:
    "We could not verify this passkey. Please try again, or log in with your email address and password.",
  passkeyCancelled: "The request was cancelled or timed out. You can try again.",
  passkeyUnsupported: "This browser does not support passkeys.",
  lastNameRequired: "Please enter your surname",
  firstNameRequired: "Please enter your first name",
  nameTooLong: "This field can be no longer than 100 characters",
  birthDateRequired: "Please enter your date of birth",
  birthDateInvalid: "This date of birth is not valid",
  underage: "You must be 18 or over to open an account",
  genderRequired: "Please select your gender",
  whatsappRequired: "Please enter your WhatsApp number",
  whatsappInvalid: "This WhatsApp number is not valid",
  countryRequired: "Please select your country",
  currencyRequired: "Please select your currency",
  accountTypeInvalid: "This account type is not valid",
  termsRequired: "You must accept the terms to continue",
  newsletterChoiceInvalid: "Your newsletter preference is not valid",
  emailTaken: "An account already exists with this email address",
  passwordTooShort: "Your password must be at least 8 characters long",
  passwordTooLong: "Your password can be no longer than 128 characters",
  passwordCharacters: "Your password must contain upper-case and lower-case letters and numbers",
  passwordCommon: "This password is too common",
  passwordPersonal: "Your password must not contain your name or your email address",
  confirmPasswordRequired: "Please confirm your password",
  passwordMismatch: "The passwords do not match",
  fieldRequired: "Please fill in this field",
  optionRequired: "Please choose an option",
  phoneInvalid: "This phone number is not valid",
  wholeEurosRequired: "Please enter an amount in whole euros",
  shortTextTooLong: "This field can be no longer than 120 characters",
  longTextTooLong: "This field can be no longer than 2,000 characters",
  leadSent:
    "Thank you, your request has been sent. An adviser will get back to you within 2 working days.",
  forgotPasswordAnswer:
    "If an account is linked to this address, you will receive an email with a link to choose a new password. The link is valid for 30 minutes.",
  unavailable: "The service is temporarily unavailable. Please try again in a few moments.",
  notFound: "This address does not exist.",
  invalidJson: "The content sent is not valid JSON.",
  emptyJson: "The content sent is empty.",
  bodyTooLarge: "The content sent is too large (100 KB at most).",
  unsupportedMediaType: "This content format is not accepted.",
  invalidLength: "The announced content length is incorrect.",
  fieldInvalid: "This value is not valid.",
  formInvalid: "The information sent is not valid.",
  forbiddenOrigin: "This request came from another website and was refused.",
  headersTooLarge: "The request's address or headers are too long.",
  requestTimeout: "The request took too long to arrive. Please try again.",
  badRequest: "The request is not valid.",
  invalidCharacters: "The content sent contains characters that are not allowed.",
  customersOnly: "This page is for customers only.",
  unknownForm: "This form does not exist.",
  badUrl: "This address is not valid.",
  networkError:
    "We cannot reach Aurore Banque. Please check your internet connection and try again.",
  unexpected: "Something went wrong. Please try again in a few moments.",
  // Account links and e-mails.
  linkMissing: "This reset link is incomplete. Please open the link in the email we sent you.",
  resetLinkUsed:
    "This link has already been used. To choose another password, please make a new request.",
  resetLinkExpired:
    "This link has expired: it is only valid for 30 minutes. Please request a new password reset.",
  resetLinkUnknown:
    "This link is not valid. Check that you copied the whole address, or make a new request.",
  passwordResetDone: "Your password has been changed. You can now log in.",
  verificationLinkUsed: "This link has already been used: your email address is already confirmed.",
  verificationLinkExpired:
    "This link has expired. Log in to your customer area to receive a new verification email.",
  verificationLinkUnknown:
    "This link is not valid. Check that you copied the whole address from the email you received.",
  emailVerified: "Thank you! Your email address is confirmed.",
  // Limits on requests and attempts, worded by the server only.
  tooManyRequests:
    "Too many requests have been sent from your connection. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  tooManyAttempts:
    "Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  // The client area.
  signInRequired: "You must be logged in to access your customer area.",
  newsletterChoiceRequired: "Please tell us whether you would like to receive the newsletter",
  emailAlreadyVerified: "Your email address is already confirmed.",
  verificationMailSent: "A new verification email has been sent to {email}.",
  verificationMailWait:
    "We have just sent you an email. You can request another one in {seconds, plural, one {# second} other {# seconds}}.",
  verificationMailsExhausted:
    "You have requested too many verification emails today. Please try again tomorrow or contact our customer service team.",
  currentPasswordRequired: "Please enter your current password",
  currentPasswordWrong: "Your current password is incorrect",
  sameAsCurrentPassword: "Your new password must be different from your current one",
  passwordChanged:
    "Your password has been changed. You have been logged out of your other devices.",
  passwordWrong: "Incorrect password",
  twoFactorAlreadyEnabled: "Two-step verification is already turned on.",
  twoFactorNotEnabled: "Two-step verification is not turned on.",
  twoFactorNoEnrolment: "Please display the QR code first, then enter the code shown in your app.",
  twoFactorDisabled: "Two-step verification has been turned off.",
  twoFactorUnreadable:
    "Your two-step verification can no longer be checked: the service's key has changed since you turned it on. Please contact customer service to turn it on again.",
  passkeyNameRequired: "Please give this passkey a name",
  passkeyNameTooLong: "The name can be no longer than 60 characters",
  unknownPasskey: "This passkey no longer exists.",
  unknownSession: "This session no longer exists.",
  // The online credit application.
  loanProduct: "This loan is not available",
  loanWholeEuros: "The simulated amount must be in whole euros: please change your simulation",
  loanAmount: "The simulated amount must be between {min} and {max}: please change your simulation",
  loanDuration: "Please enter the loan term in months",
  loanMonths: "The simulated term must be {durations} months: please change your simulation",
  loanOption: "This option is not available for this loan: please change your simulation",
  loanInsurance: "Please say whether you are taking the optional borrower insurance",
  employmentStatusRequired: "Please select your employment status",
  employedSinceRequired: "Please say since when (month and year)",
  employedSinceInvalid:
    "This date is not valid: please enter the month and year, for example 2021-09",
  employedSinceFuture: "This date cannot be in the future",
  netMonthlyIncomeRequired: "Please enter your net monthly income",
  netMonthlyIncomePositive: "Your net monthly income must be more than €0",
  coBorrowerIncomePositive:
    "Your co-borrower's income must be more than €0; leave the field empty if you have no co-borrower",
  otherCreditPaymentsRequired:
    "Please enter the total of your other monthly credit repayments, 0 if you have none",
  housingRequired: "Please select your housing situation",
  housingCostRequired: "Please enter your monthly housing cost, 0 if you have none",
  rentRequired: "Please enter your monthly rent",
  mortgageRequired: "Please enter your monthly mortgage repayment",
  dependantsRequired: "Please enter the number of dependants",
  dependantsInvalid: "Please enter a whole number from 0 to {max}",
  monthlyAmountInvalid: "Please enter the amount in figures, for example 1,850.50",
  monthlyAmountNegative: "The amount cannot be negative",
  monthlyAmountTooLarge: "The amount cannot be more than {max} a month",
  monthlyAmountCents: "The amount cannot have more than two decimal places",
  documentNotInChecklist: "This document is not on the list",
  documentFileNameTooLong: "The file name can be no longer than 255 characters",
  signaturePasswordRequired: "Please enter your password to accept the offer",
  signatureMethodRequired: "Please choose how to confirm your identity",
  applicationNotFound: "This loan application does not exist.",
  documentNotFound: "This document does not exist.",
  applicationWrongState: "This step is not possible at the current stage of your application.",
  situationLocked:
    "Your application has already been sent for review: your situation can no longer be changed online. Please contact your adviser if it has changed.",
  documentTooManyFiles:
    "You have already sent 3 files for this document: please delete one before adding another.",
  documentsMissing:
    "Some supporting documents are missing: please add them before sending your application.",
  offerExpired:
    "This offer is no longer valid: its 15-day acceptance period has passed. Please contact your adviser for a new offer.",
  withdrawalClosed: "The 14-day withdrawal period is over: you can no longer withdraw.",
  signatureAgreementRequired:
    "Please tick the box to confirm that you have read and accept the credit offer and the FIPEN",
  usuryReached:
    "This offer can no longer be accepted: its APR reaches the usury rate in force. Please contact your adviser.",
  fipenNotDelivered:
    "Please first download this offer's FIPEN and read it: the offer can only be accepted once you have received it.",
  fipenNotFound: "This FIPEN was not given to you for this application.",
  contractNotIssued:
    "The credit agreement offer for this application has not been issued: it can be neither downloaded nor accepted. Please contact your adviser.",
  applicationExists:
    "You already have an application in progress for this loan: please resume it rather than starting another. To change the amount or the duration, please contact your adviser.",
  openApplicationsLimit:
    "You already have {count} loan applications in progress, the maximum: you can start another once one of them is over.",
  yearlyApplicationsLimit:
    "You have started {count} loan applications online in the last 12 months, the maximum: please contact your adviser for a new application.",
  documentStorageFull:
    "The files of an application cannot exceed {limit} in total: those already sent take {used}, and this {size} file would go over the limit. Please delete a file you no longer need or send a lighter version (standard quality).",
  documentWrongType:
    "This file format is not accepted: please send a PDF, a JPEG image or a PNG image.",
  documentTooLarge:
    "This file is larger than 10 MB: please scan or photograph the document at standard quality, then send it again.",
  documentEmpty: "This file is empty: please choose the document to send.",
  documentUnreadable:
    "This file is incomplete or damaged and cannot be read: please save it again, then send it.",
  documentArchive:
    "This file is a {format} archive, not a document: please send each document separately, as a PDF, JPEG or PNG.",
  documentExecutable:
    "This file is a program, not a document: it has been refused for your security. Please send a PDF, a JPEG image or a PNG image.",
  documentActiveContent:
    "This PDF file contains {content}: it has been refused for your security. Please save it again as a PDF (Print > Save as PDF) to keep only its pages, then send it again.",
  pdfActiveContent: "active content",
  pdfJavaScript: "JavaScript",
  pdfLaunch: "a command that launches a program",
  pdfEmbeddedFile: "an attached file",
  pdfRichMedia: "interactive multimedia content",
  pdfXfa: "a dynamic form (XFA)",
  documentPdfEncrypted:
    "This PDF file is encrypted, so its content cannot be checked: please save it again as a PDF without protection (Print > Save as PDF), then send it again.",
  documentNotPdf:
    "This file has the extension .{extension} but is not a PDF: please send the original document, as a PDF, JPEG or PNG.",
  documentNotJpeg:
    "This file has the extension .{extension} but is not a JPEG image: please send the original document, as a PDF, JPEG or PNG.",
  documentNotPng:
    "This file has the extension .{extension} but is not a PNG image: please send the original document, as a PDF, JPEG or PNG.",
  documentOtherFormat:
    "The {format} format is not accepted: please send a PDF, a JPEG image or a PNG image.",
  oneDocumentMissing:
    "A supporting document is missing: {documents}. Please add it before sending your application.",
  documentsMissingNamed:
    "Some supporting documents are missing: {documents}. Please add them before sending your application.",
  documentIdentity: "Valid proof of identity",
  documentProofOfAddress: "Proof of address less than 3 months old",
  documentPayslips: "Your last 3 payslips",
  documentVehicleQuote: "Invoice or quote for the vehicle",
  documentWorksQuotes: "Detailed quotes for the work",
  documentTaxNotice: "Your latest tax assessment notice (avis d'imposition)",
  staffOnly: "This area is for Aurore Banque staff only.",
  documentDamaged:
    "This document cannot be read and cannot be downloaded. Our teams have been notified.",
};
