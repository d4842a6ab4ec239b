import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, configFromEnv, serverConfigFromEnv } from "./config";
import { loadSessionSecret } from "./secrets";

const startServer = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ["--import", "tsx", "server/start.ts"], {
    cwd: resolve(import.meta.dirname, ".."),
    env: { ...process.env, SESSION_SECRET: "", PORT: "0", ...env },
    encoding: "utf8",
  });

describe("configuration from the environment", () => {
  it("links mails to localhost in development, to PUBLIC_URL when set", () => {
    expect(configFromEnv({ PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
    expect(
      configFromEnv({ NODE_ENV: "production", PUBLIC_URL: "https://www.aurore-banque.example/" })
        .publicUrl,
    ).toBe("https://www.aurore-banque.example");
  });

  it("refuses a production start without PUBLIC_URL, or with an address that is not http(s)", () => {
    expect(() => configFromEnv({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => configFromEnv({ NODE_ENV: "production" })).toThrow(/PUBLIC_URL is required/);
    for (const PUBLIC_URL of [
      "www.aurore-banque.example",
      "ftp://aurore-banque.example",
      "https:www.aurore-banque.example",
      "/espaceClient",
      "https://www.aurore-banque.example/?source=mail",
      "https://www.aurore-banque.example/#accueil",
    ]) {
      expect(() => configFromEnv({ NODE_ENV: "production", PUBLIC_URL })).toThrow(
        /absolute http\(s\) address/,
      );
    }
  });

  it("refuses credentials in PUBLIC_URL without repeating them", () => {
    expect(() =>
      configFromEnv({ PUBLIC_URL: "https://admin:s3cret@www.aurore-banque.example" }),
    ).toThrow(/^PUBLIC_URL must not hold a user name or password\.$/);
  });

  it("keeps the localhost default outside production", () => {
    expect(configFromEnv({ NODE_ENV: "test" }).publicUrl).toBe("http://localhost:3000");
    expect(configFromEnv({ NODE_ENV: "development", PUBLIC_URL: " " }).publicUrl).toBe(
      "http://localhost:3000",
    );
  });

  it("writes PUBLIC_URL in one form, so that links never get a double slash", () => {
    expect(configFromEnv({ PUBLIC_URL: "HTTPS://WWW.Aurore-Banque.example:443//" }).publicUrl).toBe(
      "https://www.aurore-banque.example",
    );
    expect(configFromEnv({ PUBLIC_URL: "http://localhost:8080/" }).publicUrl).toBe(
      "http://localhost:8080",
    );
  });

  it("stops the server with one line saying why", () => {
    const start = startServer({ NODE_ENV: "production", PUBLIC_URL: "" });
    expect(start.status).toBe(1);
    expect(start.stderr.trim().split("\n")).toEqual([
      "Aurore Banque cannot start: PUBLIC_URL is required with NODE_ENV=production (for example https://www.aurore-banque.example): without it, links in e-mails would point at localhost.",
    ]);
  }, 30_000);

  it("stops a server on PostgreSQL without SESSION_SECRET, before touching the database", () => {
    // Nothing listens on port 1: had the server tried to connect, the message would be another.
    const start = startServer({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/aurore" });
    expect(start.status).toBe(1);
    expect(start.stderr.trim().split("\n")).toEqual([
      "Aurore Banque cannot start: SESSION_SECRET is required when DATABASE_URL is set: every instance must sign sessions and encrypt second-factor secrets with the same key.",
    ]);
  }, 30_000);
});

describe("the session secret", () => {
  const secret = "f".repeat(64);

  it("is required with PostgreSQL, where instances are many", () => {
    const databaseUrl = "postgres://aurore@db.internal/aurore";
    expect(() => serverConfigFromEnv({ DATABASE_URL: databaseUrl })).toThrow(ConfigError);
    expect(() => serverConfigFromEnv({ DATABASE_URL: databaseUrl, SESSION_SECRET: "" })).toThrow(
      /^SESSION_SECRET is required when DATABASE_URL is set: /,
    );
    expect(
      serverConfigFromEnv({ DATABASE_URL: databaseUrl, SESSION_SECRET: secret }).sessionSecret,
    ).toBe(secret);
  });

  it("may be left out on the embedded database, never too short when given", () => {
    expect(serverConfigFromEnv({}).sessionSecret).toBeUndefined();
    expect(() => serverConfigFromEnv({ SESSION_SECRET: "trop-court" })).toThrow(
      /^SESSION_SECRET must be at least 32 characters long/,
    );
    expect(serverConfigFromEnv({ SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });

  it("is not asked of scripts, which sign nothing", () => {
    expect(
      configFromEnv({ DATABASE_URL: "postgres://aurore@db.internal/aurore" }).databaseUrl,
    ).toBe("postgres://aurore@db.internal/aurore");
  });

  it("is generated once in DATA_DIR on the embedded database and read back at each start", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "aurore-secret-"));
    try {
      const first = await loadSessionSecret(undefined, dataDir);
      expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/);
      expect(await loadSessionSecret(undefined, dataDir)).toBe(first);
      expect((await readFile(join(dataDir, "session-secret"), "utf8")).trim()).toBe(first);
      expect((await stat(join(dataDir, "session-secret"))).mode & 0o777).toBe(0o600);
      expect(await loadSessionSecret(secret, dataDir)).toBe(secret);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
