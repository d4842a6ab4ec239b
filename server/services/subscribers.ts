import { randomBytes } from "node:crypto";
import type { NotNull, Selectable } from "kysely";
import { endpointUrl } from "../../domain/api/endpoint";
import { unsubscribeLink } from "../../domain/api/newsletter";
import type { NewsletterForm } from "../../domain/forms/newsletter";
import type { Locale } from "../../domain/i18n/locales";
import { newsletterConfirmationMs } from "../../domain/lifetimes";
import type { SubscriberPage } from "../../domain/leads/admin";
import type { Db } from "../../db/database";
import type { NewsletterSubscribersTable } from "../../db/schema";
import type { Mailer } from "../mail/mailer";
import { mails } from "../mail/templates";
import { normalizeEmail, type CustomerRow } from "./customers";
import { hashToken } from "./sessions";

/**
 * Newsletter consent, in one place (`newsletter_subscribers`, one row per address): the signup box,
 * the client area, the public form and the unsubscribe link all go through here. An address
 * consents when `subscribed_at` is set and `unsubscribed_at` is not.
 *
 * Who may make an address consent:
 * - the signup box and the client area, at once: the account holder asks for their own address;
 * - the public form, only once the address opens the link mailed to it (double opt-in);
 * - an address that unsubscribed comes back only through its mailbox (the confirmation link, or a
 *   verified account address): nobody else can put it back on the list.
 */

/** A public form sent again sooner mails nothing new: nobody can flood an address with links. */
const CONFIRMATION_RESEND_MS = 10 * 60_000;
/** The client page the confirmation link opens; its token travels in the fragment. */
const CONFIRMATION_PAGE = "/confirmationNewsletter";
const linkToken = /^[\w-]{1,100}$/;

type SubscriberRow = Selectable<NewsletterSubscribersTable>;

export const consents = (row: Pick<SubscriberRow, "subscribed_at" | "unsubscribed_at">) =>
  row.subscribed_at !== null && row.unsubscribed_at === null;

const unsubscribeUrl = (mailer: Mailer, token: string) =>
  mailer.link(endpointUrl(unsubscribeLink, undefined, { token }));

/** The address's row, created without consent if it has none, locked until the transaction ends. */
async function lockedRow(db: Db, email: string): Promise<SubscriberRow> {
  const emailNormalized = normalizeEmail(email);
  await db
    .insertInto("newsletter_subscribers")
    .values({
      email,
      email_normalized: emailNormalized,
      unsubscribe_token: randomBytes(24).toString("base64url"),
      subscribed_at: null,
      unsubscribed_at: null,
      confirmation_token_hash: null,
      confirmation_sent_at: null,
    })
    .onConflict((conflict) => conflict.column("email_normalized").doNothing())
    .execute();
  return db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("email_normalized", "=", emailNormalized)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Makes the address consent, unless it unsubscribed and `addressProven` is false. True when it
 * consents afterwards. The newsletter is then written in `language`.
 */
async function giveConsent(
  db: Db,
  email: string,
  addressProven: boolean,
  language: Locale,
): Promise<boolean> {
  const row = await lockedRow(db, email);
  if (consents(row)) return true;
  if (row.unsubscribed_at !== null && !addressProven) return false;
  await db
    .updateTable("newsletter_subscribers")
    .set({
      language,
      subscribed_at: new Date(),
      unsubscribed_at: null,
      confirmation_token_hash: null,
      confirmation_sent_at: null,
    })
    .where("id", "=", row.id)
    .execute();
  return true;
}

/**
 * The address, named by itself or by its unsubscribe token, leaves the list (or says no before it
 * ever joined); a pending confirmation link stops working. The language of its newsletter when the
 * address was known.
 */
async function withdrawConsent(
  db: Db,
  by: "email_normalized" | "unsubscribe_token",
  value: string,
): Promise<Locale | undefined> {
  const row = await db
    .updateTable("newsletter_subscribers")
    .set((eb) => ({
      // Saying no twice keeps the date of the first time.
      unsubscribed_at: eb.fn.coalesce("unsubscribed_at", eb.val(new Date())),
      confirmation_token_hash: null,
      confirmation_sent_at: null,
    }))
    .where(by, "=", value)
    .returning("language")
    .executeTakeFirst();
  return row?.language;
}

/** What a customer's profile shows: whether their address receives the newsletter. */
export async function hasNewsletterConsent(
  db: Db,
  customer: Pick<CustomerRow, "email_normalized">,
): Promise<boolean> {
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select(["subscribed_at", "unsubscribed_at"])
    .where("email_normalized", "=", customer.email_normalized)
    .executeTakeFirst();
  return row !== undefined && consents(row);
}

/**
 * The signup box, in the signup's transaction: a ticked box puts the new customer's address on the
 * list at once, unless that address unsubscribed before (an account opened with an address is no
 * proof of holding it); the customer can then subscribe from the client area once the address is
 * verified. An unticked box changes nothing: it is no withdrawal.
 */
export async function recordSignupConsent(
  db: Db,
  { email, language }: Pick<CustomerRow, "email" | "language">,
  consent: boolean,
): Promise<void> {
  if (consent) await giveConsent(db, email, false, language);
}

export type PreferenceOutcome =
  | { status: "saved"; newsletter: boolean }
  /** The address unsubscribed before and the account has not proved it holds it. */
  | { status: "address_unproven" };

/** The client area's box. */
export async function setNewsletterPreference(
  db: Db,
  customer: Pick<CustomerRow, "email" | "email_normalized" | "email_verified_at" | "language">,
  newsletter: boolean,
): Promise<PreferenceOutcome> {
  if (!newsletter) {
    await withdrawConsent(db, "email_normalized", customer.email_normalized);
    return { status: "saved", newsletter: false };
  }
  const consenting = await giveConsent(
    db,
    customer.email,
    customer.email_verified_at !== null,
    customer.language,
  );
  return consenting ? { status: "saved", newsletter: true } : { status: "address_unproven" };
}

/**
 * The public form. A new address, one waiting for its confirmation or one that left gets a
 * confirmation link and counts only once it is opened; an address on the list gets nothing. A bot
 * (a filled honeypot) gets nothing either. The caller answers the same in every case.
 */
export async function requestSubscription(
  db: Db,
  mailer: Mailer,
  { email, website }: NewsletterForm,
  language: Locale,
): Promise<void> {
  if (website) return;
  const row = await lockedRow(db, email);
  if (consents(row)) return;
  const now = new Date();
  if (
    row.confirmation_sent_at !== null &&
    now.getTime() - row.confirmation_sent_at.getTime() < CONFIRMATION_RESEND_MS
  ) {
    return;
  }
  const token = randomBytes(32).toString("base64url");
  await db
    .updateTable("newsletter_subscribers")
    .set({ confirmation_token_hash: hashToken(token), confirmation_sent_at: now, language })
    .where("id", "=", row.id)
    .execute();
  await mailer.queue(
    db,
    email,
    mails(language).newsletterConfirmation(mailer.link(`${CONFIRMATION_PAGE}#${token}`, language)),
  );
}

/**
 * The confirmation link, opened: the address consents from now and gets the welcome mail with its
 * unsubscribe link. False for a link unknown, used or expired. Of two simultaneous uses of one
 * link, the second waits for the first's row lock, then finds the token gone.
 */
export async function confirmSubscription(db: Db, mailer: Mailer, token: string): Promise<boolean> {
  if (!linkToken.test(token)) return false;
  const confirmed = await db
    .updateTable("newsletter_subscribers")
    .set({
      subscribed_at: new Date(),
      unsubscribed_at: null,
      confirmation_token_hash: null,
      confirmation_sent_at: null,
    })
    .where("confirmation_token_hash", "=", hashToken(token))
    .where("confirmation_sent_at", ">", new Date(Date.now() - newsletterConfirmationMs))
    .returning(["email", "unsubscribe_token", "language"])
    .executeTakeFirst();
  if (!confirmed) return false;
  await mailer.queue(
    db,
    confirmed.email,
    mails(confirmed.language).newsletterWelcome(
      unsubscribeUrl(mailer, confirmed.unsubscribe_token),
    ),
  );
  return true;
}

/**
 * The unsubscribe link: the address leaves the list, which is also what the customer holding it
 * sees in the client area. The language its newsletter was written in when the token named an
 * address (already gone or not), to say so in it.
 */
export async function unsubscribeByLink(
  db: Db,
  token: string | undefined,
): Promise<Locale | undefined> {
  return token === undefined ? undefined : withdrawConsent(db, "unsubscribe_token", token);
}

/**
 * The staff list, newest first: every address that consents, and those that left with the date
 * they left. Addresses that never confirmed are not subscribers.
 */
export async function listSubscribers(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<SubscriberPage> {
  const subscribers = db
    .selectFrom("newsletter_subscribers")
    .where("subscribed_at", "is not", null);
  const [rows, count] = await Promise.all([
    subscribers
      .select(["email", "subscribed_at", "unsubscribed_at"])
      .$narrowType<{ subscribed_at: NotNull }>()
      .orderBy("subscribed_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    subscribers.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    subscribers: rows.map((row) => ({
      email: row.email,
      subscribedAt: row.subscribed_at.toISOString(),
      unsubscribedAt: row.unsubscribed_at?.toISOString() ?? null,
    })),
    total: Number(count.total),
    page,
    pageSize,
  };
}
