import { join, resolve } from "node:path";

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  trustProxy: boolean;
  sessionSecret: string | undefined;
  metricsToken: string | undefined;
  clientDir: string;
  /** Where links in e-mails point: the address customers reach the site at. */
  publicUrl: string;
  /** `smtp://user:pass@host:587`; without it e-mails are written as .eml files in DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
}

const projectRoot = resolve(import.meta.dirname, "..");

/** A setting the server cannot start with: its message is the one line the operator reads. */
export class ConfigError extends Error {}

function publicUrlFrom(env: NodeJS.ProcessEnv, port: number, production: boolean): string {
  const configured = env.PUBLIC_URL?.trim();
  if (!configured) {
    if (production) {
      throw new ConfigError(
        "PUBLIC_URL is required with NODE_ENV=production (for example https://www.aurore-banque.example): without it, links in e-mails would point at localhost.",
      );
    }
    return `http://localhost:${port}`;
  }
  const invalid = new ConfigError(
    `PUBLIC_URL must be an absolute http(s) address such as https://www.aurore-banque.example, got "${configured}".`,
  );
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw invalid;
  }
  if (url.username || url.password) {
    // Said without echoing the value: the password would land in the operator's logs.
    throw new ConfigError("PUBLIC_URL must not hold a user name or password.");
  }
  // `https:host` parses too, but links built from it would not; a query or fragment would end up
  // in the middle of every link of every mail.
  if (!/^https?:\/\//i.test(configured) || !url.hostname || url.search || url.hash) {
    throw invalid;
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** Every setting comes from the environment (README lists them); defaults suit a laptop. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535, got "${env.PORT}".`);
  }
  const production = env.NODE_ENV === "production";
  return {
    host: env.HOST ?? "0.0.0.0",
    port,
    dataDir: resolve(env.DATA_DIR ?? join(projectRoot, "data")),
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    trustProxy: env.TRUST_PROXY === "true",
    sessionSecret: env.SESSION_SECRET || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    clientDir: join(projectRoot, "build", "client"),
    publicUrl: publicUrlFrom(env, port, production),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Aurore Banque <ne-pas-repondre@aurore-banque.example>",
  };
}
