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

/** Every setting comes from the environment (README lists them); defaults suit a laptop. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`);
  }
  return {
    host: env.HOST ?? "0.0.0.0",
    port,
    dataDir: resolve(env.DATA_DIR ?? join(projectRoot, "data")),
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === "production",
    trustProxy: env.TRUST_PROXY === "true",
    sessionSecret: env.SESSION_SECRET || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    clientDir: join(projectRoot, "build", "client"),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ""),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Aurore Banque <ne-pas-repondre@aurore-banque.example>",
  };
}
