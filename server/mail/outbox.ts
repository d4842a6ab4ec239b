import { sql, type Kysely, type Selectable } from "kysely";
import type { MailOutboxTable, Schema } from "../../db/schema";
import type { MailMessage } from "./templates";

export type QueuedMail = Selectable<MailOutboxTable>;

/**
 * Documents the bank keeps that a mail carries, named rather than copied: the worker reads their
 * bytes when it sends the mail (decision 035).
 */
export interface MailAttachments {
  /** The id of the application whose offer of credit contract is attached. */
  contractOf?: string;
}

/**
 * Queued in the database (in the caller's transaction when there is one): a mail is never lost to
 * a crash between the change it reports and its sending.
 */
export async function enqueueMail(
  db: Kysely<Schema>,
  recipient: string,
  message: MailMessage,
  attachments: MailAttachments = {},
): Promise<void> {
  await db
    .insertInto("mail_outbox")
    .values({
      recipient,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      headers: JSON.stringify(message.headers ?? {}),
      attached_contract: attachments.contractOf ?? null,
    })
    .execute();
}

const CLAIM_MS = 2 * 60_000;

/** Takes up to `limit` due mails for this worker; another instance skips them until the claim ends. */
export async function claimDueMails(db: Kysely<Schema>, limit: number): Promise<QueuedMail[]> {
  const { rows } = await sql<QueuedMail>`
    UPDATE mail_outbox
       SET locked_until = now() + ${`${CLAIM_MS} milliseconds`}::interval, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM mail_outbox
        WHERE failed_at IS NULL AND next_attempt_at <= now()
          AND (locked_until IS NULL OR locked_until < now())
        ORDER BY id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
    RETURNING *`.execute(db);
  return rows;
}

/** Sent: the row goes, and with it any single-use link the body held. */
export async function deleteSentMail(db: Kysely<Schema>, id: string): Promise<void> {
  await db.deleteFrom("mail_outbox").where("id", "=", id).execute();
}

export async function rescheduleMail(
  db: Kysely<Schema>,
  mail: QueuedMail,
  error: string,
  retryInMs: number | undefined,
): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({
      locked_until: null,
      last_error: error.slice(0, 500),
      ...(retryInMs === undefined
        ? { failed_at: new Date() }
        : { next_attempt_at: new Date(Date.now() + retryInMs) }),
    })
    .where("id", "=", mail.id)
    .execute();
}

/** Mails waiting to be sent, and mails given up on, for `/api/metrics`. */
export async function outboxCounts(
  db: Kysely<Schema>,
): Promise<{ pending: number; failed: number }> {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere("failed_at", "is", null).as("pending"),
      eb.fn.countAll<string>().filterWhere("failed_at", "is not", null).as("failed"),
    ])
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), failed: Number(row.failed) };
}
