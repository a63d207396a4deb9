/**
 * The launcher: loads the site's build, opens its database (the embedded one,
 * migrated and prepared here, or DATABASE_URL's), starts the site and serves
 * it over HTTP, and stops all of it in order on SIGINT or SIGTERM. It imports
 * packages and its own modules, never app/: what it needs of the site comes
 * from the build (server/site-contract.ts).
 */
import { createServer, type Server } from "node:http";
import { listenForNotices } from "./database/pg";
import { readMigrations } from "./database/migrate";
import { openDatabase, prepareDatabase, refuseSuperuser, type PreparedDatabase } from "./database/open";
import { limitConnectionsPerClient } from "./http/connection-limit";
import { drainAndClose } from "./http/drain";
import { createExpressApp } from "./http/express-app";
import { createStaffApp } from "./http/staff-app";
import { loadBuild } from "./load-build";
import { errorMessage as message, flushLog, log, logDestination } from "./log";
import { serveMetrics } from "./metrics";
import type { Running } from "./site-contract";

const startedAt = performance.now();

/** Stops what has started, newest first, so that every client is closed before the database stops. */
const stopping: (() => Promise<void>)[] = [];
let shuttingDown = false;

async function shutdown(why: string, code: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (why) log.info(why);
  for (const stop of stopping.reverse()) await stop().catch((error: unknown) => log.error(`While stopping: ${message(error)}`));
  if (code === 0) log.info("Stopped.");
  await flushLog();
  process.exit(code);
}

/**
 * Why the site cannot start: a setting, a port, the database. The launcher's
 * own words, which quote no visitor: in the log, and as plain text on stderr
 * for whoever started it by hand.
 */
function fail(error: unknown): Promise<void> {
  log.fatal(message(error));
  process.stderr.write(`\n${message(error)}\n\n`);
  return shutdown("", 1);
}

process.on("SIGINT", () => void shutdown("SIGINT received: finishing open requests, then stopping.", 0));
process.on("SIGTERM", () => void shutdown("SIGTERM received: finishing open requests, then stopping.", 0));

try {
  const { build, site } = await loadBuild();
  const config = site.config();
  log.level = config.logLevel;
  const { database } = config;
  // With DATABASE_URL the server only serves: `npm run db:prepare` migrates and prepares before it. The
  // embedded PostgreSQL is started by this process for this process alone, so it is prepared here.
  const options = {
    databaseUrl: database.url,
    ownerUrl: database.ownerUrl,
    embeddedDir: database.embedded.dir,
    embeddedPort: database.embedded.port,
    ephemeral: database.embedded.ephemeral,
  };
  const db: PreparedDatabase = database.url
    ? await openDatabase(options)
    : await prepareDatabase({ ...options, prepare: site.prepare, log: (line) => log.info(line) });
  stopping.push(() => db.stop());
  if (config.production) await refuseSuperuser(db.url);
  log.info(
    db.embedded
      ? `Embedded PostgreSQL ready on port ${database.embedded.port} (${database.embedded.dir})`
      : "Using the PostgreSQL server in DATABASE_URL",
  );

  const running: Running = site.start(db.url, { write: (line) => void logDestination.write(line) });
  stopping.push(() => running.stop());
  const notices = listenForNotices(db.url, running.notices);
  stopping.push(() => notices.stop());

  let migrations: string[] | null = null;
  try {
    migrations = readMigrations().map((migration) => migration.name);
  } catch (error) {
    log.error(`The migrations on disk could not be read, so /readyz will answer 503: ${message(error)}`);
  }
  const lifecycle = { draining: false };
  const { app, metrics, health } = createExpressApp({ build, config, running, migrations, lifecycle });
  // Node's defaults let a client hold a connection open for minutes by sending slowly. Timed-out
  // connections are checked for every second, so a slow client is cut off close to the limit.
  const server = createServer(
    {
      headersTimeout: config.connections.headersTimeoutMs,
      requestTimeout: config.connections.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    app,
  );
  // Longer than the idle timeout of the proxy in front (nginx: 60 s), so the proxy always closes first.
  server.keepAliveTimeout = 65_000;
  server.maxConnections = config.connections.max;
  const trusted = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  limitConnectionsPerClient(server, { perClient: config.connections.perClient, exempt: (address) => trusted(address, 0) });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new Error(`Port ${config.port} is already in use. Set PORT=<port> to use another.`) : error),
    );
    server.listen(config.port, config.host, resolve);
  });
  // First the drain (DRAIN_SECONDS, for a proxy in front): every listener still serving, each answer
  // closing its connection. Then no new connections; open requests finish within
  // SHUTDOWN_TIMEOUT_SECONDS; then the site's own work stops, then the database.
  const listeners: Server[] = [server];
  stopping.push(() => drainAndClose(listeners, lifecycle, config.shutdown));
  if (config.staff) {
    const staffApp = createStaffApp({ build, config, running, staff: config.staff, lifecycle });
    const staffServer = createServer(
      {
        headersTimeout: config.connections.headersTimeoutMs,
        requestTimeout: config.connections.requestTimeoutMs,
        connectionsCheckingInterval: 1000,
      },
      staffApp,
    );
    staffServer.keepAliveTimeout = 65_000;
    const { port, host } = config.staff;
    await new Promise<void>((resolve, reject) => {
      staffServer.once("error", (error: NodeJS.ErrnoException) =>
        reject(error.code === "EADDRINUSE" ? new Error(`Port ${port} is already in use. Set STAFF_PORT=<port> to use another.`) : error),
      );
      staffServer.listen(port, host, resolve);
    });
    // Drained and closed with the site's listener, at the same time.
    listeners.push(staffServer);
    log.info(`Back office on ${config.staff.origin}/staff (STAFF_PORT ${port}; never the public port)`);
  }
  if (config.metrics) {
    const internal = await serveMetrics({ registry: metrics.registry, health, ...config.metrics });
    stopping.push(async () => {
      const closed = new Promise<void>((resolve) => internal.close(() => resolve()));
      internal.closeAllConnections();
      await closed;
    });
    log.info(`Metrics on http://${config.metrics.host}:${config.metrics.port}/metrics (METRICS_PORT; never the public port)`);
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  log.info(`NASSCO website listening on http://localhost:${config.port} (ready in ${seconds} s)`);
  log.info(config.mailDescription);
} catch (error) {
  await fail(error);
}
