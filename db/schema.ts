import type { ColumnType, Generated } from "kysely";
import type {
  ApplicationEvent,
  ApplicationState,
  DocumentRequest,
  SignatureMethod,
} from "../domain/credit/application";
import type { DocumentCode } from "../domain/credit/documents";
import type { IndicativeAnswer } from "../domain/credit/indicativeAnswer";
import type { CreditProduct } from "../domain/credit/products";
import type { Outcome } from "../domain/credit/solvencyAssessment";
import type { FicpResult, SolvencyOutcome } from "../domain/forms/creditApplication";
import type { CreditSituation } from "../domain/forms/creditSituation";
import type { LeadStatus } from "../domain/leads/statuses";
import type { Locale } from "../domain/i18n/locales";
import type { AccountOfferId } from "../domain/accounts";
import type { FreezeListDetail, RegisterEntry } from "../domain/currentAccount/registerEntry";
import type {
  OpeningAnswers,
  OpeningDocumentKind,
  OpeningSignature,
  OpeningStatus,
} from "../domain/currentAccount/opening";
import type { WithdrawalDeclaration } from "../domain/currentAccount/withdrawal";

type CreatedAt = ColumnType<Date, Date | undefined, Date>;
/** `numeric`: read as a string, so that no digit is lost; written from a number. */
type Numeric = ColumnType<string, number, number>;

export interface CustomersTable {
  id: Generated<string>;
  email: string;
  email_normalized: string;
  password_hash: string;
  /**
   * The signup fields, from first_name to terms_accepted_at, are null for staff only: the
   * customers_profile_complete CHECK requires them of every customer (migration 003).
   */
  first_name: string | null;
  last_name: string | null;
  /** `YYYY-MM-DD`: the DATE type is read as text, never shifted by a time zone. */
  birth_date: string | null;
  gender: "male" | "female" | "other" | "prefer_not_say" | null;
  whatsapp: string | null;
  country: string | null;
  currency: string | null;
  account_type: Generated<string | null>;
  role: Generated<"customer" | "admin">;
  terms_accepted_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  email_verified_at: Date | null;
  totp_secret_encrypted: string | null;
  totp_enabled_at: Date | null;
  /** bigint: read as a string. */
  totp_last_step: ColumnType<string | null, number | null, number | null>;
  /** The language of the pages they last signed up or signed in from: their mails' (migration 013). */
  language: Generated<Locale>;
}

export interface SessionsTable {
  id_hash: string;
  public_id: Generated<string>;
  customer_id: string;
  remember: boolean;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  expires_at: Date;
  second_factor_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface LoginFailuresTable {
  id: Generated<string>;
  email_normalized: string;
  client_ip: string;
  failed_at: CreatedAt;
}

export interface LeadsTable {
  id: Generated<string>;
  kind: string;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  contact_name: string;
  email: string | null;
  fields: ColumnType<Record<string, string>, string, string>;
  page: string | null;
  simulation: ColumnType<{ montant: number; duree: number } | null, string | null, string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface LeadStatusChangesTable {
  id: Generated<string>;
  lead_id: string;
  from_status: LeadStatus;
  to_status: LeadStatus;
  changed_by: string | null;
  changed_by_email: string;
  changed_at: CreatedAt;
}

/**
 * The one record of newsletter consent, by address (migration 009): an address consents when
 * `subscribed_at` is set and `unsubscribed_at` is not.
 */
export interface NewsletterSubscribersTable {
  id: Generated<string>;
  email: string;
  email_normalized: string;
  /** Carried by every newsletter mail's unsubscribe link, so kept as is. */
  unsubscribe_token: string;
  /** Null while a public subscription waits for its address to confirm. */
  subscribed_at: Date | null;
  unsubscribed_at: Date | null;
  /** SHA-256 of the pending confirmation link's token; both null when no link is pending. */
  confirmation_token_hash: string | null;
  confirmation_sent_at: Date | null;
  /** The language of the page they subscribed from: their mails' (migration 013). */
  language: Generated<Locale>;
}

export interface AccountTokensTable {
  token_hash: string;
  customer_id: string;
  purpose: "password_reset" | "email_verification";
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface RecoveryCodesTable {
  id: Generated<string>;
  customer_id: string;
  code_hash: string;
  used_at: Date | null;
}

export interface PasskeysTable {
  id: Generated<string>;
  customer_id: string;
  credential_id: string;
  public_key: string;
  sign_count: ColumnType<string, number | undefined, number>;
  /** JSON array of the authenticator's transports. */
  transports: ColumnType<string, string | undefined, string>;
  name: string;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface WebauthnChallengesTable {
  challenge: string;
  purpose: ChallengePurpose;
  customer_id: string | null;
  /** What a signature challenge was asked for: the offer and the session (migration 017). */
  scope: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: Date;
}

export type ChallengePurpose = "registration" | "authentication" | "signature";

export interface LoginChallengesTable {
  token_hash: string;
  customer_id: string;
  remember: boolean;
  expires_at: Date;
}

export interface MailOutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: CreatedAt;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: CreatedAt;
  locked_until: Date | null;
  last_error: string | null;
  failed_at: Date | null;
  /** The application whose kept contract the mail carries as a PDF (migration 020). */
  attached_contract: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * A loan application (migration 010). Money columns are `numeric`, read as strings: the service
 * turns them into numbers rounded to the cent, as they were priced.
 */
export interface CreditApplicationsTable {
  id: Generated<string>;
  customer_id: string;
  product: CreditProduct;
  amount: number;
  months: number;
  option: string;
  insurance: boolean;
  annual_rate: Numeric;
  monthly_payment: Numeric;
  taeg: Numeric;
  total_due: Numeric;
  insurance_monthly: Numeric;
  insurance_total: Numeric;
  taea: Numeric;
  situation: ColumnType<CreditSituation | null, string | null | undefined, string | null>;
  answer_outcome: Outcome | null;
  /** The whole indicative answer; its outcome is also a column, for staff's filters. */
  answer: ColumnType<IndicativeAnswer | null, string | null | undefined, string | null>;
  answered_at: Date | null;
  state: ColumnType<ApplicationState, ApplicationState | undefined, ApplicationState>;
  submitted_at: Date | null;
  requested_documents: ColumnType<DocumentRequest[], string | undefined, string>;
  decided_at: Date | null;
  decided_by: string | null;
  refusal_reason: string | null;
  /** `YYYY-MM-DD`: a date column is read as text (`db/database.ts`). */
  offer_valid_until: string | null;
  signed_at: Date | null;
  /** What was accepted: the offer's figures, the time and the method of authentication. */
  signature: ColumnType<StoredSignature | null, string | null | undefined, string | null>;
  withdrawal_ends_on: string | null;
  funds_release_on: string | null;
  withdrawn_at: Date | null;
  /**
   * Opened while another application of the same loan was in progress, before migration 014 let
   * only one be: kept open as it was, outside that migration's one-per-loan index.
   */
  opened_twice: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** The acceptance of an offer as recorded: the exact figures the customer saw and accepted. */
export interface StoredSignature {
  method: SignatureMethod;
  /** The passkey used, when the method is a passkey. */
  passkeyId?: string;
  /**
   * The passkey's signed answer (base64url, as the device sent it). Its challenge ends with the
   * contract's SHA-256, so it proves which text was signed with the passkey's public key alone.
   */
  passkeyAssertion?: {
    credentialId: string;
    clientDataJSON: string;
    authenticatorData: string;
    signature: string;
  };
  figures: {
    amount: number;
    months: number;
    annualRate: number;
    taeg: number;
    monthlyPayment: number;
    totalDue: number;
    insurance: boolean;
    insuranceMonthly: number;
    insuranceTotal: number;
    taea: number;
  };
  offerValidUntil: string;
  /** The FIPEN of these figures the customer had received, and their ticked acknowledgement. */
  fipen?: { deliveryId: string; sha256: string; deliveredAt: string; acknowledged: boolean };
  /** The offer of contract signed: the SHA-256 of its PDF as kept, and when it was issued. */
  contract?: { sha256: string; issuedAt: string };
  /** The device that signed: its browser's user agent, as the session list keeps one. */
  device?: { userAgent: string | null };
}

export interface CreditApplicationDocumentsTable {
  id: Generated<string>;
  application_id: string;
  code: DocumentCode;
  file_name: string;
  media_type: string;
  size: number;
  uploaded_at: CreatedAt;
  uploaded_by: string | null;
  /** SHA-256 of the bytes, hexadecimal; null only for a document stored before migration 015. */
  sha256: string | null;
  /** The bytes' file in DATA_DIR/documents (embedded database); null when they are chunks. */
  file_id: string | null;
}

/** A document's bytes, in pieces of at most `documentChunkBytes`, in `seq` order. */
export interface CreditApplicationDocumentChunksTable {
  document_id: string;
  seq: number;
  bytes: Uint8Array;
}

/** A FIPEN as the customer received it (migration 016): its bytes, its figures and the moment. */
export interface CreditFipenDeliveriesTable {
  id: Generated<string>;
  application_id: string;
  delivered_at: Date;
  /** `YYYY-MM-DD`, Paris. */
  issued_on: string;
  amount: number;
  months: number;
  annual_rate: Numeric;
  insurance: boolean;
  sha256: string;
  pdf: Uint8Array;
}

/**
 * The offer of credit contract as issued at the acceptance (migration 019): the bytes the customer
 * downloads and signs, and their digest.
 */
export interface CreditContractsTable {
  application_id: string;
  issued_at: Date;
  /** SHA-256 of `pdf`, lowercase hexadecimal. */
  sha256: string;
  pdf: Uint8Array;
}

/**
 * A FICP consultation and a solvency assessment as staff recorded them (migration 018); the
 * latest of an application is the one its acceptance reads.
 */
export interface CreditAcceptanceChecksTable {
  id: Generated<string>;
  application_id: string;
  recorded_at: Date;
  /** The member of staff; null once their account is gone. */
  recorded_by: string | null;
  ficp_consulted_at: Date;
  ficp_reference: string;
  ficp_result: FicpResult;
  solvency_outcome: SolvencyOutcome;
  solvency_rationale: string;
}

export interface CreditApplicationEventsTable {
  id: Generated<string>;
  application_id: string;
  at: CreatedAt;
  /** The customer or member of staff who acted; null once their account is gone. */
  actor_id: string | null;
  event: ApplicationEvent;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
}

/** One request limit's count for one client address, in the window that ends at `resets_at`. */
export interface RateLimitCountersTable {
  /** `METHOD /api/route client-address`, as the limit of that route counts it. */
  key: string;
  hits: number;
  resets_at: Date;
}

/** A current account's opening (migration 023): its answers as each step's schema gave them. */
export interface AccountOpeningsTable {
  id: Generated<string>;
  customer_id: string;
  status: ColumnType<OpeningStatus, OpeningStatus | undefined, OpeningStatus>;
  started_at: CreatedAt;
  updated_at: CreatedAt;
  offer: AccountOfferId | null;
  identity: JsonColumn<OpeningAnswers["identity"]>;
  know_your_customer: JsonColumn<OpeningAnswers["knowYourCustomer"]>;
  tax_residence: JsonColumn<OpeningAnswers["taxResidence"]>;
  identity_document: JsonColumn<OpeningAnswers["identityDocument"]>;
  /** Set together when the customer signs (migration 024). */
  signed_at: Date | null;
  signature: JsonColumn<OpeningSignature | null>;
  current_account_id: string | null;
}

/** A document of an opening as issued: the bytes the customer read and the signature names. */
export interface AccountOpeningDocumentsTable {
  opening_id: string;
  kind: OpeningDocumentKind;
  issued_at: Date;
  sha256: string;
  pdf: Uint8Array;
}

/** A `jsonb` column: read as its value, written as its JSON text. */
type JsonColumn<T> = ColumnType<T, string | null | undefined, string | null>;

export interface Schema {
  customers: CustomersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  leads: LeadsTable;
  lead_status_changes: LeadStatusChangesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  account_tokens: AccountTokensTable;
  recovery_codes: RecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  mail_outbox: MailOutboxTable;
  credit_applications: CreditApplicationsTable;
  credit_application_events: CreditApplicationEventsTable;
  credit_application_documents: CreditApplicationDocumentsTable;
  credit_application_document_chunks: CreditApplicationDocumentChunksTable;
  credit_fipen_deliveries: CreditFipenDeliveriesTable;
  credit_acceptance_checks: CreditAcceptanceChecksTable;
  credit_contracts: CreditContractsTable;
  rate_limit_counters: RateLimitCountersTable;
  account_openings: AccountOpeningsTable;
  account_opening_documents: AccountOpeningDocumentsTable;
  current_accounts: CurrentAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  statement_files: StatementFilesTable;
  statement_entries: StatementEntriesTable;
}

export type CurrentAccountStatus = "pending_first_transfer" | "open" | "refused" | "closed";

/** A current account (migration 021): its number from a sequence, its IBAN computed from it. */
export interface CurrentAccountsTable {
  id: Generated<string>;
  customer_id: string;
  offer: AccountOfferId;
  /** 11 digits, zero-padded. */
  account_number: string;
  /** Electronic format, FR76 and 23 digits. */
  iban: string;
  opened_at: CreatedAt;
  status: ColumnType<CurrentAccountStatus, CurrentAccountStatus | undefined, CurrentAccountStatus>;
  /** The second identity measure: the first transfer from the customer's own account in the EEA. */
  first_transfer_matched_at: ColumnType<Date | null, never, Date>;
  first_transfer_entry_id: ColumnType<string | null, never, string>;
}

/**
 * `bigint`: `pg` reads it as a string and PGlite as a number; `toCents` (server/services/ledger.ts)
 * reads both. Never updated: the ledger is append-only (migration 021).
 */
type Int8 = ColumnType<string | number, number, never>;

export type LedgerSource = "statement";

export interface LedgerTransactionsTable {
  id: ColumnType<string, never, never>;
  /** `YYYY-MM-DD`. */
  booked_on: ColumnType<string, string, never>;
  recorded_at: ColumnType<Date, Date | undefined, never>;
  description: ColumnType<string, string, never>;
  source: ColumnType<LedgerSource, LedgerSource, never>;
  source_reference: ColumnType<string | null, string | null, never>;
}

/** One side of a ledger transaction: + credits the ledger account, - debits it. */
export interface LedgerEntriesTable {
  id: ColumnType<string | number, never, never>;
  transaction_id: ColumnType<string, string, never>;
  ledger_account: ColumnType<string, string, never>;
  amount_cents: Int8;
}

export interface StatementFilesTable {
  id: Generated<string>;
  /** SHA-256 of the file's bytes, lowercase hexadecimal. */
  sha256: string;
  message_id: string;
  imported_at: CreatedAt;
  /** The member of staff; null once their account is gone. */
  imported_by: string | null;
  entry_count: number;
}

/**
 * Why a credit was or was not the opening's first transfer; all but `matched` and `not_first` wait
 * for staff.
 */
export type StatementMatchOutcome =
  | "matched"
  | "reference_missing"
  | "payer_unknown"
  | "name_mismatch"
  | "payer_outside_eea"
  | "no_opening"
  | "not_first";

/** A credit of a statement booked to one of our accounts, once per account and reference. */
export interface StatementEntriesTable {
  id: Generated<string>;
  file_id: string;
  account_iban: string;
  reference: string;
  amount_cents: Int8;
  /** `YYYY-MM-DD`. */
  booked_on: string;
  payer_name: string | null;
  payer_iban: string | null;
  /** The remittance lines, joined by line feeds. */
  remittance: string;
  end_to_end_id: string | null;
  outcome: StatementMatchOutcome;
  ledger_transaction_id: string;
}

/** The asset-freeze register loaded for screening (migration 022): one row, replaced by each load. */
export interface FreezeListLoadsTable {
  id: Generated<string>;
  current: Generated<boolean>;
  source: string;
  published_at: Date;
  loaded_at: CreatedAt;
  entry_count: number;
}

/** A natural person of the loaded register, with their names ready for matching. */
export interface FreezeListPeopleTable {
  load_id: string;
  /** The register's IdRegistre. */
  list_id: string;
  /** Every name and alias as published. */
  names: string[];
  /** `comparableName` of each of `names`, its words joined by spaces, in the same order. */
  comparable_names: string[];
  /** Every word of `comparable_names`. */
  words: string[];
  /** `YYYY-MM-DD`, or `YYYY` when the register gives the year alone. */
  birth_dates: string[];
  /** Its other identity fields as published (migration 027). */
  details: ColumnType<FreezeListDetail[], string | undefined, string>;
}

export interface Schema {
  freeze_list_loads: FreezeListLoadsTable;
  freeze_list_people: FreezeListPeopleTable;
}

/** Staff's decision on a signed account opening, one row per action (migration 025). */
export interface AccountOpeningEventsTable {
  id: ColumnType<string | number, never, never>;
  opening_id: string;
  at: CreatedAt;
  /** The member of staff who acted; null once their account is gone. */
  actor_id: string | null;
  /** domain/currentAccount/openingReview.ts's `openingReviewEvents`. */
  event: "approved" | "refused";
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface Schema {
  account_opening_events: AccountOpeningEventsTable;
}

/** The customer's withdrawal from an opening's agreement, as confirmed (migration 028). */
export interface AccountOpeningWithdrawalsTable {
  opening_id: string;
  declared_at: Date;
  declaration: JsonColumn<WithdrawalDeclaration>;
  acknowledged_to: string;
  refund_due_cents: Int8;
}

export interface Schema {
  account_opening_withdrawals: AccountOpeningWithdrawalsTable;
}

/**
 * A screening hit staff cleared as a namesake, for one register entry as it then read (migration
 * 027).
 */
export interface AccountOpeningClearancesTable {
  id: Generated<string>;
  opening_id: string;
  /** The register's IdRegistre. */
  list_id: string;
  entry: ColumnType<RegisterEntry, string, string>;
  list_published_at: Date;
  reason: string;
  /** The member of staff who cleared it; null once their account is gone. */
  cleared_by: string | null;
  cleared_at: CreatedAt;
}

export interface Schema {
  account_opening_clearances: AccountOpeningClearancesTable;
}

/** A photo or scan of one side of an opening's identity document (migration 026). */
export interface AccountOpeningIdFilesTable {
  id: Generated<string>;
  opening_id: string;
  /** domain/currentAccount/opening.ts's `identityFileSides`. */
  side: "front" | "back";
  file_name: string;
  media_type: string;
  size: number;
  /** SHA-256 of the bytes, hexadecimal, checked on every read. */
  sha256: string;
  /** The bytes' file in DATA_DIR/documents (embedded database); null when they are chunks. */
  file_id: string | null;
  uploaded_at: CreatedAt;
}

/** Its bytes in 256 KB pieces on PostgreSQL (migration 026). */
export interface AccountOpeningIdFileChunksTable {
  document_id: string;
  seq: number;
  bytes: Uint8Array;
}

export interface Schema {
  account_opening_id_files: AccountOpeningIdFilesTable;
  account_opening_id_file_chunks: AccountOpeningIdFileChunksTable;
}

/** A SEPA payment order of refunds, its pain.001 XML kept as generated (migration 029). */
export interface RefundOrdersTable {
  id: Generated<string>;
  /** GrpHdr/MsgId. */
  message_id: string;
  created_at: Date;
  /** The member of staff; null once their account is gone. */
  created_by: string | null;
  transaction_count: number;
  control_sum_cents: Int8;
  xml: string;
}

export type RefundReason = "refused" | "withdrawn";

/** What a refused or withdrawn opening's account owes one payer (migration 029). */
export interface OpeningRefundsTable {
  id: Generated<string>;
  opening_id: string;
  reason: RefundReason;
  payer_name: string;
  /** Electronic format. */
  payer_iban: string;
  amount_cents: Int8;
  due_at: Date;
  status: ColumnType<"due" | "exported", "due" | undefined, "exported">;
  /** The order it was exported in; null while due. */
  order_id: string | null;
}

export interface Schema {
  refund_orders: RefundOrdersTable;
  opening_refunds: OpeningRefundsTable;
}
