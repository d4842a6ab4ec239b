import { randomBytes } from "node:crypto";
import type { Database } from "../../db/database";
import { normalizeEmail } from "./customers";

export interface NewLead {
  kind: string;
  fields: Record<string, string>;
  page: string | undefined;
  simulation: { montant: number; duree: number } | undefined;
}

/** The name staff see in the list, whichever way the form asked for it. */
function contactName(fields: Record<string, string>): string {
  const fullName = [fields.firstName, fields.lastName].filter(Boolean).join(" ");
  return (fullName || fields.name || fields.companyName || "").slice(0, 200);
}

export async function createLead({ db }: Database, lead: NewLead): Promise<{ id: string }> {
  return db
    .insertInto("leads")
    .values({
      kind: lead.kind,
      contact_name: contactName(lead.fields),
      email: lead.fields.email ? lead.fields.email : null,
      fields: JSON.stringify(lead.fields),
      page: lead.page ?? null,
      simulation: lead.simulation ? JSON.stringify(lead.simulation) : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/**
 * Subscribing twice changes nothing (and re-subscribes an address that had left). Returns the
 * unsubscribe token when the address was not subscribed yet, so that the welcome mail goes only once.
 */
export async function subscribeToNewsletter(
  { db }: Database,
  email: string,
): Promise<{ newUnsubscribeToken: string | undefined }> {
  const emailNormalized = normalizeEmail(email);
  const existing = await db
    .selectFrom("newsletter_subscribers")
    .select(["unsubscribed_at"])
    .where("email_normalized", "=", emailNormalized)
    .executeTakeFirst();
  if (existing && !existing.unsubscribed_at) return { newUnsubscribeToken: undefined };
  const { unsubscribe_token: token } = await db
    .insertInto("newsletter_subscribers")
    .values({
      email,
      email_normalized: emailNormalized,
      unsubscribe_token: randomBytes(24).toString("base64url"),
    })
    .onConflict((conflict) =>
      conflict.column("email_normalized").doUpdateSet({ unsubscribed_at: null }),
    )
    .returning("unsubscribe_token")
    .executeTakeFirstOrThrow();
  return { newUnsubscribeToken: token };
}

/** True when the token named a subscription (already ended or not). */
export async function unsubscribeFromNewsletter({ db }: Database, token: string): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ unsubscribed_at: new Date() })
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
