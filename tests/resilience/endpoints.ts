import { leadKinds, type LeadKind } from "@domain/leads/forms";
import { clearChecks } from "../support/applications";
import { sampleJpeg, samplePdf } from "../support/documents";
import {
  openingIdentityBody,
  openingIdentityDocumentBody,
  openingKnowYourCustomerBody,
  openingTaxResidenceBody,
} from "../support/account-openings";
import { camt053, foreignAccount } from "../support/statements";
import { leadBody, loanRequest, signupBody, situationBody } from "./bodies";
import { bankDay } from "../../server/services/applications";

export interface Account {
  email: string;
  password: string;
}

/**
 * What the valid requests below can draw on. Accounts are named: an endpoint that changes or locks
 * its account (password, two-factor login, failed attempts) gets one of its own, so that no
 * endpoint's run spoils another's.
 */
export interface FuzzContext {
  /** A customer account, created on first use; "customer" is the one signed-in requests use. */
  account(name: string): Promise<Account>;
  /** The next unused recovery code of an account whose two-factor login is on (from first use). */
  recoveryCode(name: string): Promise<string>;
  /** The app's current code for an account that has just asked to turn two-factor login on. */
  enrolmentCode(name: string): Promise<string>;
  /** The cookie of a login of the account that waits for its second factor. */
  challengeCookie(name: string): Promise<string>;
  /** The token of a link sent by e-mail to the account, valid and unused. */
  accountToken(name: string, purpose: "password_reset" | "email_verification"): Promise<string>;
  /** The account `name` has an opening in progress (started on first use). */
  openingStarted(name: string): Promise<void>;
  /**
   * The account `name` has an opening with every step answered, both sides of its identity
   * document sent and its documents issued.
   */
  openingReadyToSign(name: string): Promise<void>;
  /** The account `name` has signed its opening: it has a current account. */
  openingSigned(name: string): Promise<void>;
  /** The id of the opening the account `name` signed (signed on first use). */
  openingId(name: string): Promise<string>;
  /**
   * The id of the signed opening of the account `name` whose first transfer staff imported and
   * matched, with the asset-freeze register loaded and naming no one of the fuzz accounts: staff
   * may approve it.
   */
  openingFunded(name: string): Promise<string>;
  /**
   * The id of the signed opening of the account `name`, a namesake of the sample register's entry
   * 9002 when `name` starts with "listed", with the register loaded: its screening has that hit.
   */
  listedOpeningId(name: string): Promise<string>;
  /** Staff refused the funded opening of the account `name`: its payer's refund is due. */
  refundDue(name: string): Promise<void>;
  /** The id of a payment order holding the refund due to the payer of `name` (made on first use). */
  refundOrderId(name: string): Promise<string>;
  /** The id the client area shows for another session of "customer". */
  otherSession(): Promise<string>;
  /** What a passkey answers to fresh registration options of the account (after its password). */
  passkeyRegistration(name: string): Promise<object>;
  /** The id of a passkey of the account, added on first use. */
  passkeyId(name: string): Promise<string>;
  /** `{ response }`: a passkey's signature of a fresh sign-in challenge. */
  passkeyAssertion(): Promise<object>;
  leadId: string;
  /** The id of a loan application of "customer", created before any request is fuzzed. */
  applicationId(): Promise<string>;
  /**
   * The id of an application at the Documents step (its situation given) of the account of the
   * same name (one open per loan and customer), created on first use; a `complete` one has a file
   * for every document of its checklist.
   */
  openApplication(name: string, complete?: boolean): Promise<string>;
  /** The id of a file sent to the named open application, sent on first use. */
  documentId(name: string): Promise<string>;
  /**
   * The id of an application of the `owner` account (default: the account of the same name), one
   * per name, taken through the API to the state asked for: sent for study, offer issued by
   * staff, or signed.
   */
  applicationAt(
    name: string,
    state: "submitted" | "accepted" | "signed",
    owner?: string,
  ): Promise<string>;
  /** The id of the first FIPEN given for an application. */
  fipenDeliveryId(applicationId: string): Promise<string>;
  metricsToken: string;
  unsubscribeToken: string;
  /** The token of a newsletter confirmation link, valid and unused, for a new address. */
  newsletterConfirmationToken(): Promise<string>;
  /** A number not given before, for addresses that must be new. */
  unique(): number;
}

export interface Endpoint {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** As registered, with its `:params`. */
  path: string;
  /**
   * Who sends the valid request: "anonymous" (the default), "staff" or the name of an account
   * (see `FuzzContext.account`). The fuzzer also sends every request as everyone else.
   */
  as?: string;
  /** Valid values of each `:param`. */
  params?: (context: FuzzContext) => Promise<Record<string, readonly string[]>>;
  query?: (context: FuzzContext) => Record<string, string>;
  /** JSON, or a file's bytes (a `Buffer`) for an upload. */
  body?: (context: FuzzContext, params: Record<string, string>) => unknown;
  headers?: (context: FuzzContext) => Promise<Record<string, string>> | Record<string, string>;
  /** The answer to the valid request, which proves that the fuzzer starts from a valid one. */
  status: number;
}

/** Each answer step of an account opening, with a valid answer. */
export const openingSteps: [string, unknown][] = [
  ["offer", { offer: "plus" }],
  ["identity", openingIdentityBody],
  ["know-your-customer", openingKnowYourCustomerBody],
  ["tax-residence", openingTaxResidenceBody],
  ["identity-document", openingIdentityDocumentBody],
];

const newPassword = (context: FuzzContext) => {
  const password = `Nouveau-Depart-${context.unique()}`;
  return { password, confirmPassword: password };
};

/**
 * Every route under /api, with one valid request each: the fuzzer sends it, then mutates its body,
 * query, parameters and headers. A registered route missing here fails the fuzz test.
 */
export const endpoints: Endpoint[] = [
  { method: "GET", path: "/api/health", status: 200 },
  {
    method: "GET",
    path: "/api/metrics",
    headers: (context) => ({ authorization: `Bearer ${context.metricsToken}` }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/auth/signup",
    body: (context) => signupBody(context.unique()),
    status: 201,
  },
  {
    method: "POST",
    path: "/api/auth/login",
    body: async (context) => ({ ...(await context.account("login")), rememberMe: true }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/auth/login/code",
    headers: async (context) => ({ cookie: await context.challengeCookie("second-factor") }),
    body: async (context) => ({ code: await context.recoveryCode("second-factor") }),
    status: 200,
  },
  { method: "POST", path: "/api/auth/logout", as: "customer", status: 204 },
  { method: "GET", path: "/api/auth/session", as: "customer", status: 200 },
  { method: "POST", path: "/api/auth/session/refresh", as: "customer", status: 204 },
  {
    method: "POST",
    path: "/api/auth/password/forgot",
    body: async (context) => ({ email: (await context.account("forgot")).email }),
    status: 202,
  },
  {
    method: "POST",
    path: "/api/auth/password/reset/check",
    body: async (context) => ({ token: await context.accountToken("reset", "password_reset") }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/auth/password/reset",
    body: async (context) => ({
      token: await context.accountToken("reset", "password_reset"),
      ...newPassword(context),
    }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/auth/email/verify",
    body: async (context) => ({
      token: await context.accountToken("verify", "email_verification"),
    }),
    status: 200,
  },
  {
    method: "PATCH",
    path: "/api/account",
    as: "customer",
    body: () => ({ newsletter: true }),
    status: 200,
  },
  { method: "GET", path: "/api/account/security", as: "customer", status: 200 },
  { method: "POST", path: "/api/account-opening", as: "opening", status: 200 },
  ...["/api/current-account", "/api/current-account/rib.pdf"].map((path): Endpoint => ({
    method: "GET",
    path,
    as: "account-holder",
    headers: async (context) => {
      await context.openingSigned("account-holder");
      return {};
    },
    status: 200,
  })),
  {
    // A holder of their own: the withdrawal closes the account the others read.
    method: "POST",
    path: "/api/current-account/withdrawal",
    as: "withdrawing-holder",
    headers: async (context) => {
      await context.openingSigned("withdrawing-holder");
      return {};
    },
    status: 200,
  },
  {
    method: "GET",
    path: "/api/account-openings/:id/documents/:kind",
    as: "account-holder",
    params: async (context) => ({
      id: [await context.openingId("account-holder")],
      kind: ["convention.pdf", "document-information-tarifaire.pdf"],
    }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/account-opening",
    as: "opening",
    // No header of its own: the hook makes sure the opening it reads exists.
    headers: async (context) => {
      await context.openingStarted("opening");
      return {};
    },
    status: 200,
  },
  {
    method: "POST",
    path: "/api/account-opening/documents",
    // Documents of their own: a step's answer, sent again, removes those issued before.
    as: "opening-documents",
    headers: async (context) => {
      await context.openingReadyToSign("opening-documents");
      return {};
    },
    status: 200,
  },
  {
    method: "GET",
    path: "/api/account-opening/documents/:kind",
    as: "opening-documents",
    params: async (context) => {
      await context.openingReadyToSign("opening-documents");
      return { kind: ["convention.pdf", "document-information-tarifaire.pdf"] };
    },
    status: 200,
  },
  {
    method: "POST",
    path: "/api/account-opening/signature/options",
    as: "opening-documents",
    headers: async (context) => {
      await context.openingReadyToSign("opening-documents");
      return {};
    },
    status: 200,
  },
  {
    method: "POST",
    path: "/api/account-opening/signature",
    // Signed once, the opening is locked; wrong passwords count toward the login throttle.
    as: "opening-signer",
    body: async (context) => {
      await context.openingReadyToSign("opening-signer");
      return {
        method: "password",
        agreement: true,
        password: (await context.account("opening-signer")).password,
      };
    },
    status: 200,
  },
  ...openingSteps.map(([path, body]): Endpoint => ({
    method: "POST",
    path: `/api/account-opening/${path}`,
    as: "opening",
    body: async (context) => {
      await context.openingStarted("opening");
      return body;
    },
    status: 200,
  })),
  {
    method: "POST",
    path: "/api/account-opening/identity-document/:side",
    // Photos of their own: each valid upload replaces a side, the documents issued stay.
    as: "opening-photos",
    params: async (context) => {
      await context.openingStarted("opening-photos");
      return { side: ["front", "back"] };
    },
    query: () => ({ fileName: "carte d'identité.jpg" }),
    body: () => sampleJpeg,
    status: 200,
  },
  {
    method: "GET",
    path: "/api/account-opening/identity-document/:side",
    as: "opening-documents",
    params: async (context) => {
      await context.openingReadyToSign("opening-documents");
      return { side: ["front", "back"] };
    },
    status: 200,
  },
  { method: "POST", path: "/api/account/email/verification", as: "unverified", status: 202 },
  {
    method: "POST",
    path: "/api/account/password",
    as: "password-change",
    body: async (context) => ({
      currentPassword: (await context.account("password-change")).password,
      ...newPassword(context),
    }),
    status: 200,
  },
  {
    method: "DELETE",
    path: "/api/account/sessions/:id",
    as: "customer",
    params: async (context) => ({ id: [await context.otherSession()] }),
    status: 204,
  },
  { method: "DELETE", path: "/api/account/sessions", as: "customer", status: 204 },
  {
    method: "POST",
    path: "/api/account/two-factor/setup",
    as: "two-factor-setup",
    body: async (context) => ({ password: (await context.account("two-factor-setup")).password }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/account/two-factor/confirm",
    as: "enrolment",
    body: async (context) => ({ code: await context.enrolmentCode("enrolment") }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/account/two-factor/disable",
    as: "two-factor-off",
    body: async (context) => ({
      password: (await context.account("two-factor-off")).password,
      code: await context.recoveryCode("two-factor-off"),
    }),
    status: 200,
  },
  { method: "GET", path: "/api/account/passkeys", as: "customer", status: 200 },
  {
    method: "POST",
    path: "/api/account/passkeys/options",
    as: "passkey-options",
    body: async (context) => ({
      name: "Téléphone",
      password: (await context.account("passkey-options")).password,
    }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/account/passkeys",
    as: "passkey-adder",
    body: async (context) => ({
      name: "Téléphone",
      response: await context.passkeyRegistration("passkey-adder"),
    }),
    status: 201,
  },
  {
    method: "PATCH",
    path: "/api/account/passkeys/:id",
    as: "passkey-owner",
    params: async (context) => ({ id: [await context.passkeyId("passkey-owner")] }),
    body: () => ({ name: "Portable" }),
    status: 200,
  },
  {
    method: "DELETE",
    path: "/api/account/passkeys/:id",
    as: "passkey-deleter",
    params: async (context) => ({ id: [await context.passkeyId("passkey-deleter")] }),
    status: 204,
  },
  { method: "POST", path: "/api/auth/passkey/options", status: 200 },
  {
    method: "POST",
    path: "/api/auth/passkey",
    body: (context) => context.passkeyAssertion(),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/leads/:kind",
    params: async () => ({ kind: leadKinds }),
    body: (context, { kind }) => leadBody(kind as LeadKind, context.unique()),
    status: 201,
  },
  {
    method: "POST",
    path: "/api/newsletter",
    body: (context) => ({ email: `lecteur.${context.unique()}@example.fr` }),
    status: 201,
  },
  {
    method: "POST",
    path: "/api/newsletter/confirmation",
    body: async (context) => ({ token: await context.newsletterConfirmationToken() }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/newsletter/desinscription",
    query: ({ unsubscribeToken }) => ({ token: unsubscribeToken }),
    status: 303,
  },
  {
    method: "GET",
    path: "/api/admin/leads",
    as: "staff",
    query: () => ({ kind: "pretAuto", status: "nouveau", from: "2026-01-01", q: "Élodie" }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/admin/leads.csv",
    as: "staff",
    query: () => ({ status: "nouveau", to: "2099-12-31" }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/admin/leads/:id",
    as: "staff",
    params: async ({ leadId }) => ({ id: [leadId] }),
    status: 200,
  },
  {
    method: "PATCH",
    path: "/api/admin/leads/:id/status",
    as: "staff",
    params: async ({ leadId }) => ({ id: [leadId] }),
    body: () => ({ status: "en_cours" }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/admin/newsletter",
    as: "staff",
    query: () => ({ page: "1", pageSize: "50" }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/applications",
    // An account with no application: "customer" has one of this loan open already.
    as: "applicant",
    body: () => loanRequest,
    status: 201,
  },
  { method: "GET", path: "/api/applications", as: "customer", status: 200 },
  {
    method: "GET",
    path: "/api/applications/:id",
    as: "customer",
    params: async (context) => ({ id: [await context.applicationId()] }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/applications/:id/situation",
    as: "customer",
    params: async (context) => ({ id: [await context.applicationId()] }),
    body: () => situationBody,
    status: 200,
  },
  {
    method: "GET",
    path: "/api/applications/:id/fipen.pdf",
    as: "customer",
    params: async (context) => ({ id: [await context.applicationId()] }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/applications/:id/contract",
    as: "contract",
    params: async (context) => ({ id: [await context.applicationAt("contract", "accepted")] }),
    status: 200,
  },
  { method: "GET", path: "/api/applications/documents", as: "contract", status: 200 },
  {
    method: "GET",
    path: "/api/applications/:id/fipens/:deliveryId",
    as: "contract",
    params: async (context) => {
      const id = await context.applicationAt("contract", "accepted");
      return { id: [id], deliveryId: [await context.fipenDeliveryId(id)] };
    },
    status: 200,
  },
  {
    method: "GET",
    path: "/api/applications/:id/schedule",
    as: "contract",
    params: async (context) => ({ id: [await context.applicationAt("contract", "accepted")] }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/applications/:id/documents/:code",
    as: "uploads",
    params: async (context) => ({
      id: [await context.openApplication("uploads")],
      code: ["identity", "proofOfAddress", "payslips", "taxNotice"],
    }),
    query: () => ({ fileName: "bulletin de salaire.pdf" }),
    body: () => samplePdf,
    status: 201,
  },
  {
    method: "POST",
    path: "/api/applications/:id/documents/:documentId/replacement",
    as: "replacement",
    params: async (context) => ({
      id: [await context.openApplication("replacement")],
      documentId: [await context.documentId("replacement")],
    }),
    query: () => ({ fileName: "avis d'imposition.pdf" }),
    body: () => samplePdf,
    status: 200,
  },
  {
    method: "DELETE",
    path: "/api/applications/:id/documents/:documentId",
    as: "deletion",
    params: async (context) => ({
      id: [await context.openApplication("deletion")],
      documentId: [await context.documentId("deletion")],
    }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/applications/:id/documents/:documentId",
    as: "download",
    params: async (context) => ({
      id: [await context.openApplication("download")],
      documentId: [await context.documentId("download")],
    }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/applications/:id/submission",
    as: "submission",
    params: async (context) => ({ id: [await context.openApplication("submission", true)] }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/admin/applications",
    as: "staff",
    query: () => ({
      product: "pretPersonnel",
      state: "submitted",
      outcome: "favorable",
      page: "1",
    }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/admin/applications.csv",
    as: "staff",
    query: () => ({ state: "submitted" }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/admin/applications/:id",
    as: "staff",
    params: async (context) => ({ id: [await context.applicationId()] }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/admin/applications/:id/documents/:documentId",
    as: "staff",
    params: async (context) => ({
      id: [await context.openApplication("staff-download")],
      documentId: [await context.documentId("staff-download")],
    }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/admin/applications/:id/contract",
    as: "staff",
    params: async (context) => ({ id: [await context.applicationAt("contract", "accepted")] }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/admin/applications/:id/document-requests",
    as: "staff",
    params: async (context) => ({ id: [await context.applicationAt("request", "submitted")] }),
    body: () => ({ code: "payslips", note: "Le bulletin de mars est illisible." }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/admin/applications/:id/refusal",
    as: "staff",
    params: async (context) => ({ id: [await context.applicationAt("refusal", "submitted")] }),
    body: () => ({ reason: "Revenus insuffisants pour ce prêt." }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/admin/applications/:id/acceptance-checks",
    as: "staff",
    params: async (context) => ({ id: [await context.applicationAt("checks", "submitted")] }),
    body: () => clearChecks(),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/admin/applications/:id/acceptance",
    as: "staff",
    params: async (context) => ({ id: [await context.applicationAt("acceptance", "submitted")] }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/admin/statements",
    as: "staff",
    // A file of its own each time (a new message, to an account that is not ours): imported,
    // never refused as one imported already, and nothing booked.
    body: (context) =>
      Buffer.from(
        camt053([
          {
            iban: foreignAccount,
            entries: [{ reference: `FUZZ-${context.unique()}`, amount: "10.00" }],
          },
        ]),
      ),
    status: 201,
  },
  {
    method: "GET",
    path: "/api/admin/statements",
    as: "staff",
    query: () => ({ page: "1", pageSize: "20" }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/admin/account-openings",
    as: "staff",
    query: () => ({ status: "signed", transfer: "awaiting", page: "1" }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/admin/account-openings.csv",
    as: "staff",
    query: () => ({ status: "signed", transfer: "matched" }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/admin/account-openings/:id",
    as: "staff",
    params: async (context) => ({ id: [await context.openingId("account-holder")] }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/admin/account-openings/:id/documents/:kind",
    as: "staff",
    params: async (context) => ({
      id: [await context.openingId("account-holder")],
      kind: ["convention.pdf", "document-information-tarifaire.pdf"],
    }),
    status: 200,
  },
  {
    method: "GET",
    path: "/api/admin/account-openings/:id/identity-document/:side",
    as: "staff",
    params: async (context) => ({
      id: [await context.openingId("account-holder")],
      side: ["front", "back"],
    }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/admin/account-openings/:id/approval",
    as: "staff",
    params: async (context) => ({ id: [await context.openingFunded("approved-holder")] }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/admin/account-openings/:id/screening-clearances",
    as: "staff",
    params: async (context) => ({ id: [await context.listedOpeningId("listed-holder")] }),
    body: () => ({
      listId: "9002",
      reason: "Né le 5 mai 1990 à Lyon, de nationalité française : pas la personne du registre.",
    }),
    status: 201,
  },
  {
    method: "POST",
    path: "/api/admin/account-openings/:id/refusal",
    as: "staff",
    params: async (context) => ({ id: [await context.openingId("refused-holder")] }),
    body: () => ({ reason: "Les informations fournies ne permettent pas l'ouverture." }),
    status: 200,
  },
  { method: "GET", path: "/api/admin/refunds", as: "staff", status: 200 },
  {
    method: "POST",
    path: "/api/admin/refund-orders",
    as: "staff",
    // No parameter: the refund it exports is made due first, or there would be nothing to order.
    params: async (context) => {
      await context.refundDue("refunded-holder");
      return {};
    },
    status: 201,
  },
  {
    method: "GET",
    path: "/api/admin/refund-orders/:id",
    as: "staff",
    params: async (context) => ({ id: [await context.refundOrderId("exported-holder")] }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/applications/:id/signature/options",
    as: "options",
    params: async (context) => ({ id: [await context.applicationAt("options", "accepted")] }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/applications/:id/signature",
    // Wrong passwords count toward the login throttle: an account of its own.
    as: "signer",
    params: async (context) => ({
      id: [await context.applicationAt("signature", "accepted", "signer")],
    }),
    body: async (context) => ({
      method: "password",
      agreement: true,
      password: (await context.account("signer")).password,
    }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/applications/:id/withdrawal",
    // Signing takes the owner's password, and the fuzzed signatures sent as "customer" with wrong
    // ones may have throttled that account by then: an account of its own.
    as: "withdrawer",
    params: async (context) => ({
      id: [await context.applicationAt("withdrawal", "signed", "withdrawer")],
    }),
    status: 200,
  },
  {
    method: "POST",
    path: "/api/admin/applications/:id/withdrawal",
    as: "staff",
    params: async (context) => ({
      id: [await context.applicationAt("recorded withdrawal", "signed", "recorder")],
    }),
    // Posted the day it was signed, in Paris.
    body: () => ({ channel: "courrier", sentOn: bankDay(new Date()) }),
    status: 200,
  },
];
