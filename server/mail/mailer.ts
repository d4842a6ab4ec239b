import type { Kysely } from "kysely";
import { defaultLocale, type Locale } from "../../domain/i18n/locales";
import { localizeTo } from "../../domain/pages";
import type { Schema } from "../../db/schema";
import { enqueueMail, type MailAttachments } from "./outbox";
import type { MailMessage } from "./templates";

/**
 * What route handlers need to send a mail: links on the public address, and a queue that wakes
 * the worker. Inside a transaction, `queue` the mail with the transaction and `nudge` after commit
 * (before it, the worker could not see the row yet).
 */
export function mailer(publicUrl: string) {
  let wake: (() => void) | undefined;
  return {
    /** The page at `path` in `locale` when it is published in it, French otherwise. */
    link: (path: string, locale: Locale = defaultLocale) =>
      `${publicUrl}${localizeTo(path, locale)}`,
    async queue(
      db: Kysely<Schema>,
      to: string,
      message: MailMessage,
      attachments?: MailAttachments,
    ): Promise<void> {
      await enqueueMail(db, to, message, attachments);
      if (!db.isTransaction) wake?.();
    },
    nudge: () => wake?.(),
    /** Connects the worker once it runs (the server may run without one: mails wait in the queue). */
    onQueued(callback: () => void) {
      wake = callback;
    },
  };
}

export type Mailer = ReturnType<typeof mailer>;
