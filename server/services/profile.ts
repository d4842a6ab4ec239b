import type { SessionUser } from "../../domain/profile";
import type { Db } from "../../db/database";
import { normalizeEmail, toProfile, type CustomerRow } from "./customers";
import { consents, hasNewsletterConsent } from "./subscribers";

/**
 * What the browser is told about the signed-in person, newsletter consent read from its one place
 * (staff have none to read).
 */
export async function readProfile(
  db: Db,
  customer: CustomerRow,
  session: { secondFactor: boolean },
): Promise<SessionUser> {
  const newsletter = customer.role === "customer" && (await hasNewsletterConsent(db, customer));
  return toProfile(customer, session, newsletter);
}

/**
 * The account of an address with what its profile shows of the newsletter, in one query: a login
 * reads it before it knows whether the password is right, so that a right one costs no other read.
 */
export async function findCustomerWithConsent(
  db: Db,
  email: string,
): Promise<{ customer: CustomerRow; newsletter: boolean } | undefined> {
  const row = await db
    .selectFrom("customers")
    .leftJoin(
      "newsletter_subscribers",
      "newsletter_subscribers.email_normalized",
      "customers.email_normalized",
    )
    .selectAll("customers")
    .select([
      "newsletter_subscribers.subscribed_at as newsletter_subscribed_at",
      "newsletter_subscribers.unsubscribed_at as newsletter_unsubscribed_at",
    ])
    .where("customers.email_normalized", "=", normalizeEmail(email))
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    newsletter_subscribed_at: subscribedAt,
    newsletter_unsubscribed_at: unsubscribedAt,
    ...customer
  } = row;
  return {
    customer,
    newsletter:
      customer.role === "customer" &&
      consents({ subscribed_at: subscribedAt, unsubscribed_at: unsubscribedAt }),
  };
}
