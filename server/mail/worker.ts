import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../../db/database";
import { contractFile } from "../services/credit-contracts";
import { claimDueMails, deleteSentMail, rescheduleMail, type QueuedMail } from "./outbox";
import type { MailTransport, OutgoingAttachment } from "./transport";

export interface MailWorkerOptions {
  transport: MailTransport;
  /** How often the queue is looked at when nothing nudges the worker (mails queued by another instance). */
  pollIntervalMs?: number;
  /** First retry delay; each following one is three times longer, up to an hour. */
  retryBaseMs?: number;
  maxAttempts?: number;
}

const BATCH = 10;

export function retryDelay(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 3 ** (attempt - 1), 60 * 60_000);
}

/**
 * The documents a mail names, read as kept at the moment it leaves. The foreign key deletes a mail
 * with its contract; one deleted between the claim and this read fails the attempt, and the row is
 * gone by the next.
 */
async function attachmentsOf(db: Db, mail: QueuedMail): Promise<OutgoingAttachment[]> {
  if (mail.attached_contract === null) return [];
  const contract = await contractFile(db, mail.attached_contract);
  if (!contract) throw new Error("The attached contract no longer exists");
  return [{ filename: contract.fileName, content: contract.pdf, contentType: "application/pdf" }];
}

/**
 * Sends the outbox from inside the server process: polls, and is nudged right after a mail is
 * queued so that a reset link arrives in seconds. A failed send is retried with growing delays,
 * then left in the outbox marked as failed for an operator to see.
 */
export function startMailWorker(
  { db }: Database,
  log: FastifyBaseLogger,
  { transport, pollIntervalMs = 5_000, retryBaseMs = 30_000, maxAttempts = 8 }: MailWorkerOptions,
) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const deliver = async (mail: QueuedMail) => {
    try {
      const location = await transport.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        headers: mail.headers,
        attachments: await attachmentsOf(db, mail),
      });
      await deleteSentMail(db, mail.id);
      // The recipient is personal data and the body may hold a link: neither is logged.
      log.info({ mailId: mail.id, subject: mail.subject, location }, "mail sent");
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryIn =
        mail.attempts < maxAttempts ? retryDelay(mail.attempts, retryBaseMs) : undefined;
      log.warn(
        { mailId: mail.id, attempts: mail.attempts, retryIn, err: message },
        "mail not sent",
      );
      await rescheduleMail(db, mail, message, retryIn);
    }
  };

  const drain = async () => {
    do {
      again = false;
      try {
        for (;;) {
          const batch = await claimDueMails(db, BATCH);
          for (const mail of batch) await deliver(mail);
          if (batch.length < BATCH || stopped) break;
        }
      } catch (error) {
        // The database may be away for a while: the next round tries again.
        log.warn({ err: error instanceof Error ? error.message : error }, "mail queue unavailable");
      }
    } while (again && !stopped);
  };

  const nudge = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => (running = undefined));
  };

  log.info({ transport: transport.description }, "mail worker started");
  const timer = setInterval(nudge, pollIntervalMs);
  timer.unref();
  nudge();

  return {
    nudge,
    /** Finishes the mail being sent, then stops; queued mails wait for the next start. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

export type MailWorker = ReturnType<typeof startMailWorker>;
