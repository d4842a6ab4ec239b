import type { securityOverview } from "../../domain/api/security";
import type { EndpointAnswer } from "../../domain/api/endpoint";
import type { Db } from "../../db/database";
import type { Caller } from "../routing";
import { describeDevice } from "./devices";
import { listPasskeys } from "./passkeys";
import { listSessions } from "./sessions";
import { isTotpEnabled, recoveryCodesLeft } from "./two-factor";

/** The client area's `Sécurité` section: address, passkeys, two-factor login and live sessions. */
export async function readSecurityOverview(
  db: Db,
  { customer, session }: Caller,
): Promise<EndpointAnswer<typeof securityOverview>> {
  const totp = isTotpEnabled(customer);
  const active = await listSessions(db, customer.id);
  return {
    emailVerified: customer.email_verified_at !== null,
    passkeys: await listPasskeys(db, customer.id),
    twoFactor: {
      enabled: totp,
      recoveryCodesLeft: totp ? await recoveryCodesLeft(db, customer.id) : 0,
    },
    sessions: active.map((entry) => ({
      id: entry.publicId,
      device: describeDevice(entry.userAgent),
      createdAt: entry.createdAt.toISOString(),
      lastSeenAt: entry.lastSeenAt.toISOString(),
      current: entry.publicId === session.publicId,
    })),
  };
}
