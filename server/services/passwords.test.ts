import { describe, expect, it } from "vitest";
import { hashPassword, verifyDecoy, verifyPassword } from "./passwords";

describe("password hashing", () => {
  it("stores argon2id with 19 MiB and 2 passes, and verifies only the right password", async () => {
    const stored = await hashPassword("Lumiere-2026");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "Lumiere-2026")).toBe(true);
    expect(await verifyPassword(stored, "lumiere-2026")).toBe(false);
  });

  it("treats a corrupt stored hash as a wrong password", async () => {
    expect(await verifyPassword("not-a-hash", "Lumiere-2026")).toBe(false);
  });

  it("spends a verification on unknown accounts and always refuses", async () => {
    expect(await verifyDecoy("decoy-password-never-valid")).toBe(false);
  });
});
