import { bank } from "@domain/bank";
import type { SessionDevice } from "@domain/api/security";
import type { OpeningStatus } from "@domain/currentAccount/opening";
import type { Translate } from "~/i18n/catalogs";

/** The account texts in one language, from the `account` catalogs (app/content/catalogs/account/<language>.po). */
export function accountContentIn(t: Translate) {
  /** The client area's page: its greeting, the customer's profile and preferences, signing out. */
  const clientAreaText = {
    eyebrow: t("clientAreaText.eyebrow"),
    greeting: ({ firstName }: { firstName: string }) => t("clientAreaText.greeting", { firstName }),
    intro: t("clientAreaText.intro"),
    profileTitle: t("clientAreaText.profileTitle"),
    preferencesTitle: t("clientAreaText.preferencesTitle"),
    signOut: t("clientAreaText.signOut"),
  };
  /** The profile's rows; the gender, country and currency are worded by the signup's choices. */
  const profileText = {
    lastName: t("profileText.lastName"),
    firstName: t("profileText.firstName"),
    birthDate: t("profileText.birthDate"),
    gender: t("profileText.gender"),
    email: t("profileText.email"),
    whatsapp: t("profileText.whatsapp"),
    country: t("profileText.country"),
    currency: t("profileText.currency"),
    customerSince: t("profileText.customerSince"),
  };
  /** Until the address is proven: the banner and its button to send the mail again. */
  const emailVerificationText = {
    title: t("emailVerificationText.title"),
    sentBefore: t("emailVerificationText.sentBefore"),
    sentAfter: t("emailVerificationText.sentAfter"),
    resend: t("emailVerificationText.resend"),
    sending: t("emailVerificationText.sending"),
  };

  const newsletterPreferenceText = {
    label: t("newsletterPreferenceText.label", { bankName: bank.name }),
    subscribed: t("newsletterPreferenceText.subscribed"),
    unsubscribed: t("newsletterPreferenceText.unsubscribed"),
  };
  /** The dialog one minute before an idle session times out. */
  const idleWarningText = {
    title: t("idleWarningText.title"),
    countdown: ({ seconds }: { seconds: number }) => t("idleWarningText.countdown", { seconds }),
    stay: t("idleWarningText.stay"),
    signOut: t("idleWarningText.signOut"),
  };
  /** The `Sécurité` section and the words its forms share. */
  const securityText = {
    title: t("securityText.title"),
    loading: t("securityText.loading"),
    twoFactorTitle: t("securityText.twoFactorTitle"),
    passkeysTitle: t("securityText.passkeysTitle"),
    passwordTitle: t("securityText.passwordTitle"),
    sessionsTitle: t("securityText.sessionsTitle"),
    currentPassword: t("securityText.currentPassword"),
    cancel: t("securityText.cancel"),
    checking: t("securityText.checking"),
    saving: t("securityText.saving"),
  };

  const twoFactorText = {
    intro: t("twoFactorText.intro"),
    enable: t("twoFactorText.enable"),
    identityLabel: t("twoFactorText.identityLabel"),
    continue: t("twoFactorText.continue"),
    scan: t("twoFactorText.scan"),
    qrAlt: t("twoFactorText.qrAlt"),
    cannotScan: t("twoFactorText.cannotScan"),
    typeCode: t("twoFactorText.typeCode"),
    confirmLabel: t("twoFactorText.confirmLabel"),
    code: t("twoFactorText.code"),
    confirm: t("twoFactorText.confirm"),
    enabled: t("twoFactorText.enabled"),
    recoveryIntro: t("twoFactorText.recoveryIntro"),
    recoveryLabel: t("twoFactorText.recoveryLabel"),
    recoveryNoted: t("twoFactorText.recoveryNoted"),
    codesLeft: ({ count }: { count: number }) => t("twoFactorText.codesLeft", { count }),
    disableIntro: t("twoFactorText.disableIntro"),
    password: t("twoFactorText.password"),
    verificationCode: t("twoFactorText.verificationCode"),
    disable: t("twoFactorText.disable"),
    disabling: t("twoFactorText.disabling"),
  };

  const passkeyText = {
    intro: t("passkeyText.intro", { bankName: bank.name }),
    listLabel: t("passkeyText.listLabel"),
    add: t("passkeyText.add"),
    name: t("passkeyText.name"),
    nameHint: t("passkeyText.nameHint"),
    create: t("passkeyText.create"),
    creating: t("passkeyText.creating"),
    added: ({ date }: { date: string }) => t("passkeyText.added", { date }),
    lastUsed: ({ date }: { date: string }) => t("passkeyText.lastUsed", { date }),
    neverUsed: t("passkeyText.neverUsed"),
    rename: t("passkeyText.rename"),
    renameLabel: ({ name }: { name: string }) => t("passkeyText.renameLabel", { name }),
    remove: t("passkeyText.remove"),
    removeLabel: ({ name }: { name: string }) => t("passkeyText.removeLabel", { name }),
    confirmRemove: ({ name }: { name: string }) => t("passkeyText.confirmRemove", { name }),
    newName: t("passkeyText.newName"),
    save: t("passkeyText.save"),
  };

  const changePasswordText = {
    formLabel: t("changePasswordText.formLabel"),
    confirmLabel: t("changePasswordText.confirmLabel"),
    submit: t("changePasswordText.submit"),
  };

  const sessionsText = {
    listLabel: t("sessionsText.listLabel"),
    /** "Firefox sur Windows (ordinateur)": what the browser told of itself, worded here. */
    device: ({ browser, system, kind }: SessionDevice) => {
      const named = browser ?? t("sessionsText.device.unknownBrowser");
      const device = system ? t("sessionsText.device.onSystem", { browser: named, system }) : named;
      return kind ? t("sessionsText.device.withKind", { device, kind }) : device;
    },
    unknownDevice: t("sessionsText.unknownDevice"),
    thisDevice: t("sessionsText.thisDevice"),
    moments: ({ createdAt, lastSeenAt }: { createdAt: string; lastSeenAt: string }) =>
      t("sessionsText.moments", { createdAt, lastSeenAt }),
    end: t("sessionsText.end"),
    /** After the button's visible words, for a screen reader: which device it signs out. */
    endWhich: ({ device, current }: { device: string; current: boolean }) =>
      t("sessionsText.endWhich", { device, current }),
    endAll: t("sessionsText.endAll"),
  };
  /** « Mes comptes »: the current account, its RIB, balance and latest operations. */
  const myAccountsText = {
    title: t("myAccountsText.title"),
    loading: t("myAccountsText.loading"),
    none: t("myAccountsText.none"),
    open: t("myAccountsText.open"),
    loadFailed: (reason: string) => t("myAccountsText.loadFailed", { reason }),
    retry: t("myAccountsText.retry"),
    offer: t("myAccountsText.offer"),
    offers: {
      essentiel: t("myAccountsText.offers.essentiel"),
      plus: t("myAccountsText.offers.plus"),
      premium: t("myAccountsText.offers.premium"),
    },
    status: t("myAccountsText.status"),
    statuses: {
      pending_first_transfer: t("myAccountsText.statuses.pendingFirstTransfer"),
      /** Still pending, its first transfer matched: the bank's checks are what it waits for. */
      firstTransferMatched: t("myAccountsText.statuses.firstTransferMatched"),
      open: t("myAccountsText.statuses.open"),
      refused: t("myAccountsText.statuses.refused"),
      closed: t("myAccountsText.statuses.closed"),
    },
    iban: t("myAccountsText.iban"),
    bic: t("myAccountsText.bic"),
    balance: t("myAccountsText.balance"),
    rib: t("myAccountsText.rib"),
    operationsTitle: t("myAccountsText.operationsTitle"),
    noOperations: t("myAccountsText.noOperations"),
    date: t("myAccountsText.date"),
    description: t("myAccountsText.description"),
    amount: t("myAccountsText.amount"),
    withdrawal: {
      title: t("myAccountsText.withdrawal.title"),
      right: (end: string) => t("myAccountsText.withdrawal.right", { end }),
      start: t("myAccountsText.withdrawal.start"),
      declarationTitle: t("myAccountsText.withdrawal.declarationTitle"),
      declaration: (values: { holder: string; offer: string; iban: string; signedOn: string }) =>
        t("myAccountsText.withdrawal.declaration", values),
      acknowledgment: (email: string) => t("myAccountsText.withdrawal.acknowledgment", { email }),
      confirm: t("myAccountsText.withdrawal.confirm"),
      sending: t("myAccountsText.withdrawal.sending"),
      cancel: t("myAccountsText.withdrawal.cancel"),
      done: (at: string) => t("myAccountsText.withdrawal.done", { at }),
    },
  };
  /**
   * What « Mes documents » lists of a current account opening: the agreement and the fee
   * information document as given, then as signed, and the RIB of the account opened.
   */
  const openingDocumentsText = {
    /** `Ouverture de compte courant Plus`, the offer named in the page's language. */
    opening: (offer: string) => t("openingDocumentsText.opening", { offer }),
    statuses: {
      in_progress: t("openingDocumentsText.openingStatuses.inProgress"),
      signed: t("openingDocumentsText.openingStatuses.signed"),
      approved: t("openingDocumentsText.openingStatuses.approved"),
      refused: t("openingDocumentsText.openingStatuses.refused"),
      withdrawn: t("openingDocumentsText.openingStatuses.withdrawn"),
    } satisfies Record<OpeningStatus, string>,
    /** Given on `issuedAt`; `signedAt` once the opening is signed. */
    agreement: ({ issuedAt, signedAt }: { issuedAt: string; signedAt: string | null }) =>
      t("openingDocumentsText.agreement", { issuedAt, signedAt, signed: Boolean(signedAt) }),
    feeInformation: ({ issuedAt, signedAt }: { issuedAt: string; signedAt: string | null }) =>
      t("openingDocumentsText.feeInformation", { issuedAt, signedAt, signed: Boolean(signedAt) }),
    rib: t("openingDocumentsText.rib"),
  };
  return {
    myAccountsText,
    openingDocumentsText,
    clientAreaText,
    profileText,
    emailVerificationText,
    newsletterPreferenceText,
    idleWarningText,
    securityText,
    twoFactorText,
    passkeyText,
    changePasswordText,
    sessionsText,
  };
}

export type AccountContent = ReturnType<typeof accountContentIn>;
