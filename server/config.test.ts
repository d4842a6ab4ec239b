import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, configFromEnv } from "./config";

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
    const start = spawnSync(process.execPath, ["--import", "tsx", "server/start.ts"], {
      cwd: resolve(import.meta.dirname, ".."),
      env: { ...process.env, NODE_ENV: "production", PUBLIC_URL: "", PORT: "0" },
      encoding: "utf8",
    });
    expect(start.status).toBe(1);
    expect(start.stderr.trim().split("\n")).toEqual([
      "Aurore Banque cannot start: PUBLIC_URL is required with NODE_ENV=production (for example https://www.aurore-banque.example): without it, links in e-mails would point at localhost.",
    ]);
  }, 30_000);
});
