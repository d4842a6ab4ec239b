import { randomBytes } from "node:crypto";
import type { Db } from "../../db/database";
import type { CustomerRow } from "./customers";
import { hashToken } from "./sessions";

/** Time to open the authenticator app and type the code. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

export async function createChallenge(
  db: Db,
  customerId: string,
  remember: boolean,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  // Stale challenges of anyone are cleared here rather than by a separate job.
  await db.deleteFrom("login_challenges").where("expires_at", "<", new Date()).execute();
  await db
    .insertInto("login_challenges")
    .values({
      token_hash: hashToken(token),
      customer_id: customerId,
      remember,
      expires_at: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
    })
    .execute();
  return token;
}

export async function findChallenge(
  db: Db,
  token: string,
): Promise<{ customer: CustomerRow; remember: boolean } | undefined> {
  const row = await db
    .selectFrom("login_challenges")
    .innerJoin("customers", "customers.id", "login_challenges.customer_id")
    .selectAll("customers")
    .select("login_challenges.remember")
    .where("login_challenges.token_hash", "=", hashToken(token))
    .where("login_challenges.expires_at", ">", new Date())
    .executeTakeFirst();
  if (!row) return undefined;
  const { remember, ...customer } = row;
  return { customer, remember };
}

/** One challenge opens one session, even if the right code is sent twice at once. */
export async function consumeChallenge(db: Db, token: string): Promise<boolean> {
  const result = await db
    .deleteFrom("login_challenges")
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
