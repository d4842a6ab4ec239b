import type { SubscriberPage } from "../../domain/leads/admin";
import type { Database } from "../../db/database";

/** The newsletter list, newest first; people who left stay listed with the date they left. */
export async function listSubscribers(
  { db }: Database,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<SubscriberPage> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("newsletter_subscribers")
      .select(["email", "subscribed_at", "unsubscribed_at"])
      .orderBy("subscribed_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom("newsletter_subscribers")
      .select((eb) => eb.fn.countAll<string>().as("total"))
      .executeTakeFirstOrThrow(),
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
