import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";

/**
 * Keys derived from SESSION_SECRET, so that a copy of the database alone gives no secret away:
 * AES-256-GCM for secrets the server must read back (TOTP seeds), and an HMAC for those it only
 * compares (recovery codes: 50 random bits, which a plain hash would not protect from a search).
 */
export function secretBox(sessionSecret: string) {
  const key = Buffer.from(hkdfSync("sha256", sessionSecret, "aurore-banque", "totp-secrets", 32));
  const macKey = Buffer.from(
    hkdfSync("sha256", sessionSecret, "aurore-banque", "recovery-codes", 32),
  );
  return {
    /** HMAC-SHA-256, base64url. */
    mac(value: string): string {
      return createHmac("sha256", macKey).update(value).digest("base64url");
    },
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || !data) throw new Error("Unknown sealed format");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(data, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
