import { createHash } from "node:crypto";
import { sql, type Selectable } from "kysely";
import { answerSchema, applicationEvents, applicationStates } from "@domain/credit/application";
import { documentChecklists } from "@domain/credit/documents";
import {
  inProgressStates,
  isOpen,
  maxApplicationBytes,
  maxApplicationsPerYear,
  maxOpenApplications,
} from "@domain/credit/quotas";
import { borrowerInsurance, summarizeLoan } from "@domain/credit/finance";
import { borrowerInsuranceRate } from "@domain/credit/insurance";
import { loanRequestSchema } from "@domain/credit/loanRequest";
import { parisDateTime, parisDay } from "@domain/calendar/parisDay";
import { XMLParser } from "fast-xml-parser";
import { bankIdentifiers, isValidIban, ribOfIban } from "@domain/currentAccount/iban";
import { comparableName } from "@domain/currentAccount/nameMatch";
import { agreementWithdrawalEndsOn, holderOf } from "@domain/currentAccount/withdrawal";
import {
  freezeListDetailSchema,
  identityFields,
  registerEntrySchema,
} from "@domain/currentAccount/registerEntry";
import {
  identityDocumentStepSchemaOn,
  identityStepSchema,
  knowYourCustomerStepSchema,
  offerStepSchema,
  taxResidenceStepSchema,
} from "@domain/forms/accountOpening";
import { acceptanceChecksFormSchema, refusalFormSchema } from "@domain/forms/creditApplication";
import { creditSituationSchema } from "@domain/forms/creditSituation";
import { screeningClearanceFormSchema } from "@domain/forms/screeningClearance";
import { isLeadKind } from "@domain/leads/forms";
import { leadStatuses, nextStatuses, type LeadStatus } from "@domain/leads/statuses";
import { newsletterSchema } from "@domain/forms/newsletter";
import { signupSchema } from "@domain/forms/signup";
import { z } from "@domain/forms/z";
import type { Database } from "../../db/database";
import type { Schema } from "../../db/schema";
import { bankDay } from "../../server/services/applications";
import { normalizeEmail } from "../../server/services/customers";
import { documentChunkBytes, documentStore } from "../../server/services/document-store";
import { checkDocument } from "../../server/services/document-check";
import { canonicalJson, leadSchemas, storedLeadFields } from "./bodies";

type Rule = (database: Database) => Promise<string[]>;

/**
 * The quotas of loan applications (domain/credit/quotas.ts), whatever requests raced: per
 * customer, one in progress per loan, a bounded number open and started in 12 months; per
 * application, a bounded storage. Applications opened twice before migration 014 are not counted.
 */
async function quotaProblems(
  db: Database["db"],
  rows: readonly Selectable<Schema["credit_applications"]>[],
): Promise<string[]> {
  const problems: string[] = [];
  const today = bankDay(new Date());
  const yearAgo = new Date();
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const counted = rows.filter((row) => !row.opened_twice);
  for (const customerId of new Set(counted.map((row) => row.customer_id))) {
    const own = counted.filter((row) => row.customer_id === customerId);
    const open = own.filter((row) =>
      isOpen({ state: row.state, offerValidUntil: row.offer_valid_until }, today),
    );
    const where = `customer ${customerId}`;
    if (open.length > maxOpenApplications) problems.push(`${where}: ${open.length} open`);
    const products = open
      .filter((row) => (inProgressStates as readonly string[]).includes(row.state))
      .map((row) => row.product);
    if (new Set(products).size < products.length) problems.push(`${where}: a loan twice`);
    const recent = own.filter((row) => row.created_at > yearAgo).length;
    if (recent > maxApplicationsPerYear) problems.push(`${where}: ${recent} in 12 months`);
  }
  const stored = await db
    .selectFrom("credit_application_documents")
    .select(["application_id", (eb) => eb.fn.sum<string>("size").as("bytes")])
    .groupBy("application_id")
    .execute();
  for (const { application_id, bytes } of stored) {
    if (Number(bytes) > maxApplicationBytes) {
      problems.push(`application ${application_id}: ${bytes} bytes of documents`);
    }
  }
  return problems;
}

const argon2id = /^\$argon2id\$/;
const base64url = (length: number) => new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
const isStatus = (value: string): value is LeadStatus =>
  (leadStatuses as readonly string[]).includes(value);

/** Every piece but a document's last is full, and the pieces are numbered from 0 without a gap. */
async function chunkProblems(
  db: Database["db"],
  table: "credit_application_document_chunks" | "account_opening_id_file_chunks",
): Promise<string[]> {
  // Both chunks' tables have the same columns: typed as one of them.
  const rows = await db
    .selectFrom(table as "credit_application_document_chunks")
    .select(["document_id", "seq", (eb) => eb.fn<number>("length", ["bytes"]).as("length")])
    .orderBy("document_id")
    .orderBy("seq")
    .execute();
  const problems: string[] = [];
  rows.forEach((row, index) => {
    const next = rows[index + 1];
    const last = next?.document_id !== row.document_id;
    const previous = rows[index - 1];
    const expectedSeq = previous?.document_id === row.document_id ? previous.seq + 1 : 0;
    if (row.seq !== expectedSeq) problems.push(`chunk ${row.document_id}/${row.seq}: gap`);
    if (!last && Number(row.length) !== documentChunkBytes) {
      problems.push(`chunk ${row.document_id}/${row.seq}: ${row.length} bytes`);
    }
  });
  return problems;
}

/**
 * What every row of each table must satisfy, whatever the API was sent: the rules of the forms'
 * schemas, applied again to what was stored. A table missing here fails `storedDataProblems`, so
 * a new table cannot escape the checks.
 */
const rules: Record<keyof Schema, Rule> = {
  customers: async ({ db }) => {
    const problems: string[] = [];
    for (const row of await db.selectFrom("customers").selectAll().execute()) {
      const where = `customer ${row.email}`;
      if (!argon2id.test(row.password_hash)) problems.push(`${where}: password not hashed`);
      if (row.email_normalized !== normalizeEmail(row.email)) {
        problems.push(`${where}: email_normalized ${row.email_normalized}`);
      }
      if (row.role === "admin") {
        if (!z.email().safeParse(row.email).success) problems.push(`${where}: invalid address`);
        continue;
      }
      // A stored customer must pass the signup form again, unchanged by it.
      const signup = await signupSchema.safeParseAsync({
        lastName: row.last_name,
        firstName: row.first_name,
        birthDate: row.birth_date,
        gender: row.gender,
        email: row.email,
        whatsapp: row.whatsapp,
        country: row.country,
        currency: row.currency,
        accountType: row.account_type,
        password: "Lumiere-2026",
        confirmPassword: "Lumiere-2026",
        acceptTerms: true,
      });
      if (!signup.success) {
        problems.push(`${where}: ${JSON.stringify(signup.error.issues.map((i) => i.message))}`);
        continue;
      }
      const { data } = signup;
      for (const [column, expected] of [
        [row.last_name, data.lastName],
        [row.first_name, data.firstName],
        [row.email, data.email],
        [row.whatsapp, data.whatsapp],
      ] as const) {
        if (column !== expected) problems.push(`${where}: "${column}" stored for "${expected}"`);
      }
      if (!row.terms_accepted_at) problems.push(`${where}: terms not accepted`);
      if (row.totp_enabled_at && !row.totp_secret_encrypted) {
        problems.push(`${where}: two-factor login on without a secret`);
      }
    }
    return problems;
  },

  sessions: async ({ db }) => {
    const rows = await db
      .selectFrom("sessions")
      .leftJoin("customers", "customers.id", "sessions.customer_id")
      .select([
        "sessions.id_hash",
        "sessions.created_at",
        "sessions.expires_at",
        "sessions.user_agent",
        "customers.id as customer",
      ])
      .execute();
    return rows.flatMap((row) => [
      ...(row.customer ? [] : [`session ${row.id_hash} without its customer`]),
      ...(base64url(43).test(row.id_hash) ? [] : [`session id ${row.id_hash}`]),
      ...(row.expires_at > row.created_at ? [] : [`session ${row.id_hash} born expired`]),
      ...((row.user_agent?.length ?? 0) <= 300 ? [] : [`session ${row.id_hash}: user agent`]),
    ]);
  },

  login_failures: async ({ db }) => {
    const rows = await db.selectFrom("login_failures").selectAll().execute();
    return rows
      .filter(
        (row) =>
          row.email_normalized === "" ||
          row.email_normalized !== normalizeEmail(row.email_normalized),
      )
      .map((row) => `login failure for "${row.email_normalized}"`);
  },

  leads: async ({ db }) => {
    const problems: string[] = [];
    for (const row of await db.selectFrom("leads").selectAll().execute()) {
      const where = `lead ${row.id} (${row.kind})`;
      if (!isLeadKind(row.kind)) {
        problems.push(`${where}: unknown kind`);
        continue;
      }
      const schema = leadSchemas[row.kind];
      const fields = schema.safeParse(row.fields);
      if (!fields.success) {
        problems.push(`${where}: ${JSON.stringify(fields.error.issues.map((i) => i.message))}`);
      } else if (
        canonicalJson(storedLeadFields(row.kind, row.fields)) !== canonicalJson(row.fields)
      ) {
        problems.push(`${where}: fields ${JSON.stringify(row.fields)} are not what the form keeps`);
      }
      if (!row.contact_name.trim() || row.contact_name.length > 200) {
        problems.push(`${where}: contact name "${row.contact_name}"`);
      }
      if (row.email !== (row.fields.email || null)) problems.push(`${where}: email ${row.email}`);
      if (row.page !== null && !schema.shape.page.safeParse(row.page).success) {
        problems.push(`${where}: page ${row.page}`);
      }
      if (row.simulation !== null && !schema.shape.simulation.safeParse(row.simulation).success) {
        problems.push(`${where}: simulation ${JSON.stringify(row.simulation)}`);
      }
      if (!isStatus(row.status)) problems.push(`${where}: status ${row.status}`);
    }
    return problems;
  },

  lead_status_changes: async ({ db }) => {
    const rows = await db
      .selectFrom("lead_status_changes")
      .leftJoin("leads", "leads.id", "lead_status_changes.lead_id")
      .select([
        "lead_status_changes.id",
        "lead_status_changes.from_status",
        "lead_status_changes.to_status",
        "lead_status_changes.changed_by_email",
        "leads.id as lead",
      ])
      .execute();
    return rows
      .filter(
        (row) =>
          !row.lead ||
          !row.changed_by_email ||
          !isStatus(row.from_status) ||
          !(nextStatuses[row.from_status] as readonly string[]).includes(row.to_status),
      )
      .map((row) => `status change ${row.id}: ${row.from_status} → ${row.to_status}`);
  },

  newsletter_subscribers: async ({ db }) => {
    const rows = await db.selectFrom("newsletter_subscribers").selectAll().execute();
    return rows
      .filter((row) => {
        const parsed = newsletterSchema.safeParse({ email: row.email });
        return (
          !parsed.success ||
          parsed.data.email !== row.email ||
          row.email_normalized !== normalizeEmail(row.email) ||
          !base64url(32).test(row.unsubscribe_token) ||
          // A pending confirmation link: its SHA-256 and when it was sent, both or neither.
          (row.confirmation_token_hash === null) !== (row.confirmation_sent_at === null) ||
          (row.confirmation_token_hash !== null && !base64url(43).test(row.confirmation_token_hash))
        );
      })
      .map((row) => `newsletter subscriber "${row.email}"`);
  },

  account_tokens: async ({ db }) => {
    const rows = await db.selectFrom("account_tokens").selectAll().execute();
    return rows
      .filter(
        (row) =>
          !base64url(43).test(row.token_hash) ||
          !["password_reset", "email_verification"].includes(row.purpose) ||
          row.expires_at <= row.created_at,
      )
      .map((row) => `account token ${row.token_hash} (${row.purpose})`);
  },

  recovery_codes: async ({ db }) => {
    const rows = await db.selectFrom("recovery_codes").selectAll().execute();
    return rows
      .filter((row) => !base64url(43).test(row.code_hash))
      .map((row) => `recovery code ${row.id}`);
  },

  login_challenges: async ({ db }) => {
    const rows = await db.selectFrom("login_challenges").selectAll().execute();
    return rows
      .filter((row) => !base64url(43).test(row.token_hash))
      .map((row) => `login challenge ${row.token_hash}`);
  },

  passkeys: async ({ db }) => {
    const rows = await db.selectFrom("passkeys").selectAll().execute();
    return rows
      .filter(
        (row) =>
          !/^[A-Za-z0-9_-]+$/.test(row.credential_id) ||
          !/^[A-Za-z0-9_-]+$/.test(row.public_key) ||
          Number(row.sign_count) < 0 ||
          !Array.isArray(JSON.parse(row.transports)) ||
          !row.name.trim() ||
          row.name.length > 60,
      )
      .map((row) => `passkey ${row.id}`);
  },

  webauthn_challenges: async ({ db }) => {
    const rows = await db.selectFrom("webauthn_challenges").selectAll().execute();
    return rows
      .filter(
        (row) =>
          !/^[A-Za-z0-9_-]{16,}$/.test(row.challenge) ||
          (row.purpose === "authentication") !== (row.customer_id === null) ||
          (row.purpose === "signature") !== (row.scope !== null),
      )
      .map((row) => `webauthn challenge ${row.challenge}`);
  },

  credit_applications: async ({ db }) => {
    const problems: string[] = [];
    const rows = await db
      .selectFrom("credit_applications")
      .leftJoin("customers", "customers.id", "credit_applications.customer_id")
      .selectAll("credit_applications")
      .select("customers.role")
      .execute();
    const traced = new Set(
      (
        await db
          .selectFrom("credit_application_events")
          .select(["application_id", "event"])
          .execute()
      ).map((row) => `${row.application_id} ${row.event}`),
    );
    for (const row of rows) {
      const where = `application ${row.id}`;
      if (row.role !== "customer") problems.push(`${where}: not a customer's`);
      const request = {
        product: row.product,
        amount: row.amount,
        months: row.months,
        option: row.option,
        insurance: row.insurance,
      };
      const parsed = loanRequestSchema.safeParse(request);
      if (!parsed.success) {
        problems.push(`${where}: ${JSON.stringify(parsed.error.issues.map((i) => i.message))}`);
        continue;
      }
      // The frozen figures are those of the frozen rate, to the cent.
      const loan = { amount: row.amount, months: row.months, annualRate: Number(row.annual_rate) };
      const summary = summarizeLoan(loan);
      const insurance = borrowerInsurance(loan, borrowerInsuranceRate);
      for (const [column, stored, priced] of [
        ["monthly_payment", row.monthly_payment, summary.monthlyPayment],
        ["taeg", row.taeg, summary.taeg],
        ["total_due", row.total_due, summary.totalDue],
        ["insurance_monthly", row.insurance_monthly, insurance.monthlyPremium],
        ["insurance_total", row.insurance_total, insurance.totalCost],
        ["taea", row.taea, insurance.taea],
      ] as const) {
        if (Number(stored) !== priced) problems.push(`${where}: ${column} ${stored} for ${priced}`);
      }
      if (!(applicationStates as readonly string[]).includes(row.state)) {
        problems.push(`${where}: state ${row.state}`);
      }
      if (row.situation === null) {
        if (row.state !== "informations") problems.push(`${where}: ${row.state} without situation`);
      } else {
        const situation = creditSituationSchema.safeParse(row.situation);
        if (!situation.success || canonicalJson(situation.data) !== canonicalJson(row.situation)) {
          problems.push(`${where}: situation ${JSON.stringify(row.situation)}`);
        }
        if (!row.answer || !traced.has(`${row.id} situation_saved`)) {
          problems.push(`${where}: situation without its answer or its event`);
        }
      }
      if (row.answer !== null) {
        const answer = answerSchema.omit({ answeredAt: true }).safeParse(row.answer);
        if (!answer.success || answer.data.outcome !== row.answer_outcome || !row.answered_at) {
          problems.push(`${where}: answer ${JSON.stringify(row.answer)}`);
        }
      }
      if (!traced.has(`${row.id} created`)) problems.push(`${where}: no "created" event`);
      if (row.updated_at < row.created_at) problems.push(`${where}: updated before created`);
    }
    problems.push(...(await quotaProblems(db, rows)));
    return problems;
  },

  credit_application_events: async ({ db }) => {
    const rows = await db.selectFrom("credit_application_events").selectAll().execute();
    return rows
      .filter(
        (row) =>
          !(applicationEvents as readonly string[]).includes(row.event) ||
          typeof row.detail !== "object" ||
          row.detail === null ||
          Array.isArray(row.detail),
      )
      .map((row) => `application event ${row.id} (${row.event})`);
  },

  credit_application_documents: async (database) => {
    const { db } = database;
    const rows = await db
      .selectFrom("credit_application_documents")
      .innerJoin(
        "credit_applications",
        "credit_applications.id",
        "credit_application_documents.application_id",
      )
      .select([
        "credit_application_documents.id",
        "credit_application_documents.code",
        "credit_application_documents.file_name",
        "credit_application_documents.media_type",
        "credit_application_documents.size",
        "credit_application_documents.sha256",
        "credit_application_documents.file_id",
        "credit_applications.product",
      ])
      .execute();
    const problems: string[] = [];
    for (const row of rows) {
      const where = `document ${row.id} (${row.code})`;
      if (!documentChecklists[row.product].some((document) => document.code === row.code)) {
        problems.push(`${where}: not in the ${row.product} checklist`);
      }
      if (row.sha256 === null) problems.push(`${where}: no digest`);
      const chunk = await db
        .selectFrom("credit_application_document_chunks")
        .select("seq")
        .where("document_id", "=", row.id)
        .executeTakeFirst();
      if (row.file_id !== null && chunk) problems.push(`${where}: both a file and chunks`);
      // Read through the store, which checks the digest.
      const content = await documentStore(database)
        .get(db, row)
        .catch((error: unknown) => {
          problems.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        });
      if (!content) continue;
      if (row.size !== content.length) problems.push(`${where}: size ${row.size} stored`);
      const check = await checkDocument(content, row.file_name);
      if (!check.ok) problems.push(`${where}: ${check.refusal}`);
      else if (check.type.mime !== row.media_type || check.storedName !== row.file_name) {
        problems.push(`${where}: stored as ${row.media_type} "${row.file_name}"`);
      }
    }
    return problems;
  },

  rate_limit_counters: async ({ db }) => {
    const rows = await db.selectFrom("rate_limit_counters").selectAll().execute();
    // The longest limit a route sets is 15 minutes: a window ending later was not counted by one.
    const latestEnd = Date.now() + 15 * 60_000;
    return rows
      .filter(
        (row) =>
          !/^(GET|POST|PUT|PATCH|DELETE) \/api\/\S+ ./.test(row.key) ||
          row.hits < 1 ||
          row.resets_at.getTime() > latestEnd,
      )
      .map((row) => `rate limit counter "${row.key}"`);
  },

  account_openings: async ({ db }) => {
    // Each answer kept passes its step's form again, unchanged by it (a document's expiry is
    // judged on the day it was saved, not again here); one pending opening per customer.
    const problems: string[] = [];
    const rows = await db.selectFrom("account_openings").selectAll().execute();
    const shapeOfDocument = identityDocumentStepSchemaOn(() => "0000-01-01");
    const pending = rows.filter((row) => row.status === "in_progress" || row.status === "signed");
    if (new Set(pending.map((row) => row.customer_id)).size < pending.length) {
      problems.push("a customer with two pending openings");
    }
    for (const row of rows) {
      const where = `opening ${row.id}`;
      const answers: [string, unknown, z.ZodType][] = [
        ["offer", row.offer && { offer: row.offer }, offerStepSchema],
        ["identity", row.identity, identityStepSchema],
        ["knowYourCustomer", row.know_your_customer, knowYourCustomerStepSchema],
        ["taxResidence", row.tax_residence, taxResidenceStepSchema],
        ["identityDocument", row.identity_document, shapeOfDocument],
      ];
      for (const [step, answer, schema] of answers) {
        if (answer === null) continue;
        const parsed = schema.safeParse(answer);
        if (!parsed.success || canonicalJson(parsed.data) !== canonicalJson(answer)) {
          problems.push(`${where}: ${step}`);
        }
      }
    }
    return problems;
  },

  account_opening_documents: async ({ db }) => {
    // Each document kept is the PDF its digest names, of an opening that can have documents, and
    // a signed opening's are those its signature names.
    const problems: string[] = [];
    const rows = await db
      .selectFrom("account_opening_documents as d")
      .innerJoin("account_openings as o", "o.id", "d.opening_id")
      .selectAll("d")
      .select(["o.signature"])
      .execute();
    for (const row of rows) {
      const where = `${row.kind} of opening ${row.opening_id}`;
      if (createHash("sha256").update(row.pdf).digest("hex") !== row.sha256) {
        problems.push(`${where}: digest`);
      }
      if (Buffer.from(row.pdf).subarray(0, 5).toString("latin1") !== "%PDF-") {
        problems.push(`${where}: not a PDF`);
      }
      if (row.signature && row.signature.documents[row.kind].sha256 !== row.sha256) {
        problems.push(`${where}: not the one signed`);
      }
    }
    return problems;
  },

  current_accounts: async ({ db }) => {
    // Each IBAN is the bank's, with its RIB key, and names the account's own number; a matched
    // first transfer is an entry matched to it.
    const problems: string[] = [];
    const rows = await db
      .selectFrom("current_accounts as a")
      .leftJoin("statement_entries as e", "e.id", "a.first_transfer_entry_id")
      .selectAll("a")
      .select(["e.outcome", "e.account_iban"])
      .execute();
    for (const row of rows) {
      const where = `account ${row.id}`;
      const rib = ribOfIban(row.iban);
      if (
        !rib ||
        rib.bankCode !== bankIdentifiers.bankCode ||
        rib.branchCode !== bankIdentifiers.branchCode ||
        rib.accountNumber !== row.account_number
      ) {
        problems.push(`${where}: IBAN ${row.iban}`);
      }
      if ((row.first_transfer_entry_id === null) !== (row.first_transfer_matched_at === null)) {
        problems.push(`${where}: first transfer half recorded`);
      }
      if (
        row.first_transfer_entry_id !== null &&
        (row.outcome !== "matched" || row.account_iban !== row.iban)
      ) {
        problems.push(`${where}: first transfer not a matched entry of its own`);
      }
    }
    return problems;
  },

  ledger_transactions: async ({ db }) => {
    // Each transaction has entries, and they sum to zero: double entry.
    const rows = await db
      .selectFrom("ledger_transactions as t")
      .leftJoin("ledger_entries as e", "e.transaction_id", "t.id")
      .select(["t.id", (eb) => eb.fn.count<string>("e.id").as("entries")])
      .select(sql<string>`coalesce(sum(e.amount_cents), 0)::text`.as("total"))
      .groupBy("t.id")
      .execute();
    return rows
      .filter((row) => Number(row.entries) < 2 || row.total !== "0")
      .map((row) => `ledger transaction ${row.id}: ${row.entries} entries summing to ${row.total}`);
  },

  ledger_entries: async ({ db }) => {
    const rows = await db
      .selectFrom("ledger_entries")
      .select(["id", "ledger_account", sql<string>`amount_cents::text`.as("amount")])
      .execute();
    return rows
      .filter((row) => row.amount === "0" || !/^-?\d+$/.test(row.amount))
      .map((row) => `ledger entry ${row.id} of ${row.ledger_account}: ${row.amount}`);
  },

  statement_files: async ({ db }) => {
    // A file's count is the entries it booked or skipped, never fewer than those booked from it.
    const rows = await db
      .selectFrom("statement_files as f")
      .leftJoin("statement_entries as e", "e.file_id", "f.id")
      .select(["f.id", "f.entry_count", (eb) => eb.fn.count<string>("e.id").as("booked")])
      .groupBy(["f.id", "f.entry_count"])
      .execute();
    return rows
      .filter((row) => Number(row.booked) > row.entry_count)
      .map((row) => `statement file ${row.id}: ${row.booked} booked of ${row.entry_count}`);
  },

  statement_entries: async ({ db }) => {
    // Each credit imported is booked once, for its amount, to the account its IBAN names.
    const problems: string[] = [];
    const rows = await db
      .selectFrom("statement_entries as s")
      .innerJoin("current_accounts as a", "a.iban", "s.account_iban")
      .select(["s.id", "s.ledger_transaction_id", "a.id as account_id"])
      .select(sql<string>`s.amount_cents::text`.as("amount"))
      .execute();
    for (const row of rows) {
      const credited = await db
        .selectFrom("ledger_entries")
        .select(sql<string>`coalesce(sum(amount_cents), 0)::text`.as("total"))
        .where("transaction_id", "=", row.ledger_transaction_id)
        .where("ledger_account", "=", row.account_id)
        .executeTakeFirstOrThrow();
      if (credited.total !== row.amount) {
        problems.push(
          `statement entry ${row.id}: ${row.amount} imported, ${credited.total} booked`,
        );
      }
    }
    return problems;
  },

  credit_fipen_deliveries: async ({ db }) => {
    // Each sheet kept is the PDF its digest names, dated the day it was given, in Paris.
    const problems: string[] = [];
    const rows = await db.selectFrom("credit_fipen_deliveries").selectAll().execute();
    for (const row of rows) {
      const where = `FIPEN ${row.id}`;
      if (createHash("sha256").update(row.pdf).digest("hex") !== row.sha256) {
        problems.push(`${where}: digest`);
      }
      if (Buffer.from(row.pdf).subarray(0, 5).toString("latin1") !== "%PDF-") {
        problems.push(`${where}: not a PDF`);
      }
      if (bankDay(row.delivered_at) !== row.issued_on) problems.push(`${where}: issued_on`);
    }
    return problems;
  },
  credit_contracts: async ({ db }) => {
    // Each contract kept is the PDF its digest names, issued at its application's acceptance,
    // and the one its application's signature names.
    const problems: string[] = [];
    const rows = await db
      .selectFrom("credit_contracts as k")
      .innerJoin("credit_applications as a", "a.id", "k.application_id")
      .selectAll("k")
      .select(["a.state", "a.decided_at", "a.signature"])
      .execute();
    for (const row of rows) {
      const where = `contract of ${row.application_id}`;
      if (createHash("sha256").update(row.pdf).digest("hex") !== row.sha256) {
        problems.push(`${where}: digest`);
      }
      if (Buffer.from(row.pdf).subarray(0, 5).toString("latin1") !== "%PDF-") {
        problems.push(`${where}: not a PDF`);
      }
      if (!["accepted", "signed", "withdrawn"].includes(row.state)) {
        problems.push(`${where}: application ${row.state}`);
      }
      if (row.decided_at?.getTime() !== row.issued_at.getTime()) {
        problems.push(`${where}: issued apart from the acceptance`);
      }
      if (row.signature && row.signature.contract?.sha256 !== row.sha256) {
        problems.push(`${where}: signed another document`);
      }
    }
    return problems;
  },
  credit_acceptance_checks: async ({ db }) => {
    // Each recording passes the staff's form again, unchanged, was made by staff after the
    // consultation, and is told by the application's history.
    const problems: string[] = [];
    const rows = await db
      .selectFrom("credit_acceptance_checks as k")
      .leftJoin("customers as s", "s.id", "k.recorded_by")
      .selectAll("k")
      .select("s.role")
      .execute();
    const told = await db
      .selectFrom("credit_application_events")
      .select(["application_id", "event", (eb) => eb.fn.countAll<string>().as("count")])
      .where("event", "in", ["ficp_consulted", "solvency_assessed"])
      .groupBy(["application_id", "event"])
      .execute();
    const events = new Map(told.map((row) => [`${row.application_id} ${row.event}`, row.count]));
    for (const row of rows) {
      const where = `acceptance checks ${row.id}`;
      const form = {
        ficpConsultedAt: parisDateTime(row.ficp_consulted_at),
        ficpReference: row.ficp_reference,
        ficpResult: row.ficp_result,
        solvencyOutcome: row.solvency_outcome,
        solvencyRationale: row.solvency_rationale,
      };
      const parsed = acceptanceChecksFormSchema.safeParse(form);
      if (!parsed.success || canonicalJson(parsed.data) !== canonicalJson(form)) {
        problems.push(`${where}: ${JSON.stringify(form)}`);
      }
      if (row.recorded_by !== null && row.role !== "admin") problems.push(`${where}: not staff`);
      if (row.ficp_consulted_at > row.recorded_at) problems.push(`${where}: consulted later`);
      const recordings = rows.filter((other) => other.application_id === row.application_id);
      for (const event of ["ficp_consulted", "solvency_assessed"]) {
        if (Number(events.get(`${row.application_id} ${event}`)) !== recordings.length) {
          problems.push(`${where}: ${event} events`);
        }
      }
    }
    return problems;
  },

  credit_application_document_chunks: ({ db }) =>
    chunkProblems(db, "credit_application_document_chunks"),

  account_opening_id_files: async (database) => {
    // Each side's bytes match the row's digest and size, and are still a file the bank accepts,
    // kept under the name and type it was judged to be; one file per side (the unique index).
    const { db } = database;
    const rows = await db.selectFrom("account_opening_id_files").selectAll().execute();
    const problems: string[] = [];
    for (const row of rows) {
      const where = `identity file ${row.id} (${row.side})`;
      const chunk = await db
        .selectFrom("account_opening_id_file_chunks")
        .select("seq")
        .where("document_id", "=", row.id)
        .executeTakeFirst();
      if (row.file_id !== null && chunk) problems.push(`${where}: both a file and chunks`);
      // Read through the store, which checks the digest.
      const content = await documentStore(database, "openingIdFiles")
        .get(db, row)
        .catch((error: unknown) => {
          problems.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        });
      if (!content) continue;
      if (createHash("sha256").update(content).digest("hex") !== row.sha256) {
        problems.push(`${where}: digest`);
      }
      if (row.size !== content.length) problems.push(`${where}: size ${row.size} stored`);
      const check = await checkDocument(content, row.file_name);
      if (!check.ok) problems.push(`${where}: ${check.refusal}`);
      else if (check.type.mime !== row.media_type || check.storedName !== row.file_name) {
        problems.push(`${where}: stored as ${row.media_type} "${row.file_name}"`);
      }
    }
    return problems;
  },

  account_opening_id_file_chunks: ({ db }) => chunkProblems(db, "account_opening_id_file_chunks"),

  freeze_list_loads: async ({ db }) => {
    // One register at a time, with as many people as its load counted.
    const loads = await db.selectFrom("freeze_list_loads").selectAll().execute();
    const people = await db.selectFrom("freeze_list_people").select("load_id").execute();
    const counted = (id: string) => people.filter((person) => person.load_id === id).length;
    return [
      ...(loads.length > 1 ? [`${loads.length} freeze lists loaded at once`] : []),
      ...loads
        .filter((load) => counted(load.id) !== load.entry_count)
        .map((load) => `freeze list ${load.id}: ${load.entry_count} people counted`),
    ];
  },

  freeze_list_people: async ({ db }) => {
    // The words matched are those of the names as published, in the same order.
    const problems: string[] = [];
    for (const row of await db.selectFrom("freeze_list_people").selectAll().execute()) {
      const where = `listed person ${row.list_id}`;
      const comparable = row.names.map((name) => comparableName(name).join(" "));
      if (row.names.length === 0) problems.push(`${where}: no name`);
      if (JSON.stringify(comparable) !== JSON.stringify(row.comparable_names)) {
        problems.push(`${where}: comparable names`);
      }
      const words = new Set(comparable.flatMap((name) => name.split(" ")));
      if (words.size !== row.words.length || !row.words.every((word) => words.has(word))) {
        problems.push(`${where}: words`);
      }
      if (!row.birth_dates.every((date) => /^\d{4}(-\d{2}-\d{2})?$/.test(date))) {
        problems.push(`${where}: birth dates`);
      }
      const details = z.array(freezeListDetailSchema).safeParse(row.details);
      if (
        !details.success ||
        !details.data.every(
          ({ field, values }) =>
            (identityFields as readonly string[]).includes(field) &&
            values.length > 0 &&
            values.every((value) => value.trim() === value && value !== ""),
        )
      ) {
        problems.push(`${where}: identity fields`);
      }
    }
    return problems;
  },

  account_opening_withdrawals: async ({ db }) => {
    // One per withdrawn opening, confirmed within the period from its signature, declaring the
    // holder, the offer and the IBAN of the account the opening signed for.
    const problems: string[] = [];
    const rows = await db
      .selectFrom("account_openings as o")
      .leftJoin("account_opening_withdrawals as w", "w.opening_id", "o.id")
      .leftJoin("current_accounts as a", "a.id", "o.current_account_id")
      .innerJoin("customers as c", "c.id", "o.customer_id")
      .select([
        "o.id",
        "o.status",
        "o.signed_at",
        "w.declared_at",
        "w.declaration",
        "a.iban",
        "a.offer",
        "c.first_name",
        "c.last_name",
      ])
      .execute();
    for (const row of rows) {
      const where = `opening ${row.id}`;
      if ((row.status === "withdrawn") !== (row.declared_at !== null)) {
        problems.push(
          `${where} (${row.status}): withdrawal ${row.declared_at ? "kept" : "missing"}`,
        );
      }
      if (!row.declared_at || !row.declaration || !row.signed_at) continue;
      const signedOn = parisDay(row.signed_at);
      if (row.declared_at < row.signed_at) problems.push(`${where}: withdrawn before signing`);
      if (parisDay(row.declared_at) > agreementWithdrawalEndsOn(signedOn)) {
        problems.push(`${where}: withdrawn after the period`);
      }
      const expected = {
        holder: holderOf(row),
        offer: row.offer,
        iban: row.iban,
        signedOn,
      };
      if (canonicalJson(row.declaration) !== canonicalJson(expected)) {
        problems.push(`${where}: declaration`);
      }
    }
    return problems;
  },

  account_opening_events: async ({ db }) => {
    // A decided opening has one decision, its account's status follows it, an approval came after
    // the first transfer matched, and a refusal's reason passes the form again, unchanged by it.
    const problems: string[] = [];
    const openings = await db
      .selectFrom("account_openings as o")
      .leftJoin("current_accounts as a", "a.id", "o.current_account_id")
      .select(["o.id", "o.status", "a.status as account_status", "a.first_transfer_matched_at"])
      .execute();
    const events = await db.selectFrom("account_opening_events").selectAll().execute();
    for (const opening of openings) {
      const where = `opening ${opening.id}`;
      const decisions = events.filter((event) => event.opening_id === opening.id);
      const decided = opening.status === "approved" || opening.status === "refused";
      // A customer withdraws before staff decide or after an approval, never after a refusal.
      const withdrawn = opening.status === "withdrawn";
      if (withdrawn ? decisions.length > 1 : decisions.length !== (decided ? 1 : 0)) {
        problems.push(`${where} (${opening.status}): ${decisions.length} decisions`);
      }
      if (withdrawn && opening.account_status !== "closed") {
        problems.push(`${where}: account ${opening.account_status} after a withdrawal`);
      }
      const [decision] = decisions;
      if (!decision) continue;
      if (decision.event !== (withdrawn ? "approved" : opening.status)) {
        problems.push(`${where}: ${decision.event} event`);
      }
      const expected = withdrawn ? "closed" : decision.event === "approved" ? "open" : "refused";
      if (opening.account_status !== expected) {
        problems.push(`${where}: account ${opening.account_status} after ${decision.event}`);
      }
      if (
        decision.event === "approved" &&
        (opening.first_transfer_matched_at === null ||
          opening.first_transfer_matched_at > decision.at)
      ) {
        problems.push(`${where}: approved before its first transfer matched`);
      }
      if (decision.event === "refused") {
        const reason = { reason: decision.detail.reason };
        const parsed = refusalFormSchema.safeParse(reason);
        if (!parsed.success || canonicalJson(parsed.data) !== canonicalJson(reason)) {
          problems.push(`${where}: refusal reason`);
        }
      }
    }
    return problems;
  },

  account_opening_clearances: async ({ db }) => {
    // A clearance is made by staff on a signed opening, its reason passes the form again unchanged,
    // its entry is one the register gave, and the opening's approval was not taken by whoever
    // cleared a hit it relied on.
    const problems: string[] = [];
    const clearances = await db
      .selectFrom("account_opening_clearances as k")
      .innerJoin("account_openings as o", "o.id", "k.opening_id")
      .leftJoin("customers as s", "s.id", "k.cleared_by")
      .select([
        "k.id",
        "k.opening_id",
        "k.list_id",
        "k.entry",
        "k.reason",
        "k.cleared_by",
        "k.cleared_at",
        "o.signed_at",
        "s.role",
      ])
      .execute();
    const approvals = await db
      .selectFrom("account_opening_events")
      .select(["opening_id", "actor_id", "at", "detail"])
      .where("event", "=", "approved")
      .execute();
    for (const clearance of clearances) {
      const where = `clearance ${clearance.id}`;
      const form = { listId: clearance.list_id, reason: clearance.reason };
      const parsed = screeningClearanceFormSchema.safeParse(form);
      if (!parsed.success || canonicalJson(parsed.data) !== canonicalJson(form)) {
        problems.push(`${where}: reason`);
      }
      if (!registerEntrySchema.safeParse(clearance.entry).success) problems.push(`${where}: entry`);
      if (clearance.cleared_by !== null && clearance.role !== "admin") {
        problems.push(`${where}: cleared by someone not on staff`);
      }
      if (clearance.signed_at === null || clearance.signed_at > clearance.cleared_at) {
        problems.push(`${where}: cleared before the opening was signed`);
      }
      const approval = approvals.find((event) => event.opening_id === clearance.opening_id);
      if (!approval) continue;
      if (approval.at < clearance.cleared_at) problems.push(`${where}: cleared after the approval`);
      const screening = approval.detail.screening;
      const relied =
        typeof screening === "object" &&
        screening !== null &&
        "cleared" in screening &&
        Array.isArray(screening.cleared) &&
        screening.cleared.some(
          (each: unknown) =>
            typeof each === "object" &&
            each !== null &&
            "listId" in each &&
            each.listId === clearance.list_id,
        );
      if (relied && clearance.cleared_by !== null && clearance.cleared_by === approval.actor_id) {
        problems.push(`${where}: approved by the one who cleared it`);
      }
    }
    return problems;
  },

  opening_refunds: async ({ db }) => {
    // A refused or withdrawn opening's refunds: one per payer, each at most what that payer sent
    // the account (exactly that when the account held it all), together at most the refund due
    // recorded with the refusal or withdrawal.
    const problems: string[] = [];
    const refunds = await db
      .selectFrom("opening_refunds as r")
      .innerJoin("account_openings as o", "o.id", "r.opening_id")
      .innerJoin("current_accounts as a", "a.id", "o.current_account_id")
      .leftJoin("account_opening_withdrawals as w", "w.opening_id", "o.id")
      .select(["r.id", "r.opening_id", "r.reason", "r.payer_iban", "o.status", "a.iban"])
      .select(sql<string>`r.amount_cents::text`.as("amount"))
      .select(sql<string | null>`w.refund_due_cents::text`.as("withdrawal_due"))
      .execute();
    const byOpening = new Map<string, typeof refunds>();
    for (const refund of refunds) {
      byOpening.set(refund.opening_id, [...(byOpening.get(refund.opening_id) ?? []), refund]);
    }
    for (const [openingId, rows] of byOpening) {
      const where = `opening ${openingId}`;
      const first = rows[0];
      if (!first) continue;
      if (rows.some((row) => row.reason !== row.status)) {
        problems.push(`${where} (${first.status}): refunds for another reason`);
      }
      const refusal = await db
        .selectFrom("account_opening_events")
        .select("detail")
        .where("opening_id", "=", openingId)
        .where("event", "=", "refused")
        .executeTakeFirst();
      const due =
        first.withdrawal_due !== null
          ? Number(first.withdrawal_due)
          : Number(refusal?.detail.refundDueCents ?? 0);
      const received = await db
        .selectFrom("statement_entries")
        .select(["payer_iban", sql<string>`amount_cents::text`.as("amount")])
        .where("account_iban", "=", first.iban)
        .execute();
      const sentBy = (iban: string) =>
        received
          .filter((entry) => entry.payer_iban?.replace(/\s+/g, "").toUpperCase() === iban)
          .reduce((sum, entry) => sum + Number(entry.amount), 0);
      const refundable = [...new Set(rows.map((row) => row.payer_iban))]
        .map(sentBy)
        .reduce((sum, cents) => sum + cents, 0);
      const total = rows.reduce((sum, row) => sum + Number(row.amount), 0);
      if (total > due) problems.push(`${where}: ${total} refunded of ${due} due`);
      for (const row of rows) {
        if (!isValidIban(row.payer_iban)) problems.push(`refund ${row.id}: IBAN ${row.payer_iban}`);
        const sent = sentBy(row.payer_iban);
        if (Number(row.amount) > sent || (due >= refundable && Number(row.amount) !== sent)) {
          problems.push(`refund ${row.id}: ${row.amount} for ${sent} received from the payer`);
        }
      }
    }
    return problems;
  },

  refund_orders: async ({ db }) => {
    // An order's XML says what its refunds are: as many transactions, the same sum, its MsgId.
    const problems: string[] = [];
    const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false });
    const orders = await db
      .selectFrom("refund_orders")
      .select(["id", "message_id", "transaction_count", "xml"])
      .select(sql<string>`control_sum_cents::text`.as("sum"))
      .execute();
    for (const order of orders) {
      const where = `refund order ${order.id}`;
      const refunds = await db
        .selectFrom("opening_refunds")
        .select(sql<string>`amount_cents::text`.as("amount"))
        .where("order_id", "=", order.id)
        .execute();
      const sum = refunds.reduce((total, refund) => total + Number(refund.amount), 0);
      if (refunds.length !== order.transaction_count || sum !== Number(order.sum)) {
        problems.push(`${where}: ${refunds.length} refunds of ${sum} cents in it`);
      }
      const header = parser.parse(order.xml)?.Document?.CstmrCdtTrfInitn?.GrpHdr;
      if (
        header?.MsgId !== order.message_id ||
        header?.NbOfTxs !== String(order.transaction_count) ||
        Math.round(Number(header?.CtrlSum) * 100) !== Number(order.sum)
      ) {
        problems.push(`${where}: its XML's header disagrees`);
      }
    }
    return problems;
  },

  mail_outbox: async ({ db }) => {
    const rows = await db.selectFrom("mail_outbox").selectAll().execute();
    return rows
      .filter(
        (row) =>
          !z.email().safeParse(row.recipient).success ||
          !row.subject.trim() ||
          !row.text_body.trim() ||
          !row.html_body.trim() ||
          row.attempts < 0,
      )
      .map((row) => `mail ${row.id} to "${row.recipient}"`);
  },
};

/** Every row that breaks its table's rules, described; an empty list when all the data is sound. */
export async function storedDataProblems(database: Database): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_name <> 'schema_migrations'
  `.execute(database.db);
  const problems = rows
    .filter(({ table_name }) => !Object.hasOwn(rules, table_name))
    .map(({ table_name }) => `table ${table_name} has no rule in tests/resilience/stored-data.ts`);
  for (const rule of Object.values(rules)) problems.push(...(await rule(database)));
  return problems;
}
