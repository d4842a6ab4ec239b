import { join } from "node:path";
import { usuryOutdatedNotice } from "../domain/credit/usury";
import { bankDay } from "./services/applications";
import { createDatabase } from "../db/database";
import { DataDirBusyError } from "../db/data-dir-lock";
import { buildApp } from "./app";
import { ConfigError, serverConfigFromEnv, type Config } from "./config";
import { openMaintenanceChannel } from "./maintenance/channel";
import { loadSessionSecret } from "./secrets";
import { fileTransport, smtpTransport } from "./mail/transport";
import { loadSite } from "./site";
import { loadPageRenderer } from "./plugins/rendered-pages";

function readConfig(): Config {
  try {
    return serverConfigFromEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Aurore Banque cannot start: ${error.message}`);
    process.exit(1);
  }
}

// Everything the server writes under DATA_DIR (database, documents, mails, secrets) holds
// customers' data: owner-only, whatever the shell's umask.
process.umask(0o077);
const config = readConfig();

const site = await loadSite(config.clientDir);
const database = await createDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
}).catch((error: unknown) => {
  if (!(error instanceof DataDirBusyError)) throw error;
  console.error(`Aurore Banque ne démarre pas : ${error.message}`);
  process.exit(1);
});
const app = await buildApp({
  site,
  pageRenderer: await loadPageRenderer(config.pageRendererFile, config.production),
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
const closeMaintenance =
  database.kind === "pglite"
    ? await openMaintenanceChannel(config.dataDir, database, app.log)
    : async () => {};
app.addHook("onClose", async () => {
  await closeMaintenance();
  await database.close();
});

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
// For the person who typed `npm start`; the JSON lines stay for the operators' tools.
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
const host = ["0.0.0.0", "::", "127.0.0.1", "::1"].includes(config.host)
  ? "localhost"
  : config.host;
console.log(`Aurore Banque est prête : ouvrez http://${host}:${port} (Ctrl+C pour arrêter).`);
// The operator's log says when the thresholds every offer is checked against are out of date.
const usuryNotice = usuryOutdatedNotice(bankDay(new Date()));
if (usuryNotice) app.log.warn({ usury: "outdated" }, usuryNotice);
