import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with OWASP's minimum settings (19 MiB, 2 passes, 1 lane). The algorithm is left to the
 * library's default, argon2id: its enum is a `const enum` that isolated modules cannot import.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A corrupt stored hash must read as a wrong password, not as a server error.
    return false;
  }
}

/** Verified when the e-mail is unknown, so that a login takes as long whether the account exists or not. */
let decoyHash: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword("decoy-password-never-valid");
  await verifyPassword(await decoyHash, password);
  return false;
}
