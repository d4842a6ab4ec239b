import type { SessionUser } from "../../domain/profile";
import type { Db } from "../../db/database";
import { toProfile, type CustomerRow } from "./customers";
import { hasNewsletterConsent } from "./subscribers";

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
