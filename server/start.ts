import { join } from "node:path";
import { createDatabase } from "../db/database";
import { buildApp } from "./app";
import { ConfigError, serverConfigFromEnv, type Config } from "./config";
import { loadSessionSecret } from "./secrets";
import { fileTransport, smtpTransport } from "./mail/transport";
import { loadSite } from "./site";

function readConfig(): Config {
  try {
    return serverConfigFromEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Aurore Banque cannot start: ${error.message}`);
    process.exit(1);
  }
}

const config = readConfig();

const site = await loadSite(config.clientDir);
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({
  site,
  database,
  sessionSecret: await loadSessionSecret(config.sessionSecret, config.dataDir),
  production: config.production,
  trustProxy: config.trustProxy,
  metricsToken: config.metricsToken,
  publicUrl: config.publicUrl,
  mail: {
    transport: config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : fileTransport(join(config.dataDir, "mail"), config.mailFrom),
  },
  logger: true,
});
app.addHook("onClose", () => database.close());

const SHUTDOWN_GRACE_MS = 20_000;

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    // Requests in flight finish, but a browser's keep-alive connection would then hold the process
    // for up to keepAliveTimeout (72 s): each one is closed as soon as its last answer is sent.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    // A client that never finishes its request must not hold the process past an orchestrator's
    // patience (Kubernetes waits 30 s before SIGKILL): leave cleanly before that.
    setTimeout(() => {
      app.log.warn("requests still in flight after 20 s: closing their connections");
      app.server.closeAllConnections();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: config.host, port: config.port });
