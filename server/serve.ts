/**
 * One process of the site, as its own database login: the public site
 * (`site`: PORT, as nassco_app) or the back office (`office`: STAFF_PORT,
 * as nassco_office, with the mail sender as nassco_mail and the office's
 * housekeeping). It loads the site's build, connects, serves over HTTP, and
 * stops all of it in order on SIGINT or SIGTERM. It imports packages and its
 * own modules, never app/: what it needs of the site comes from the build
 * (server/site-contract.ts). The embedded database is started by the
 * supervisor (supervisor.ts), never here.
 */
import { createServer, type Server } from "node:http";
import { listenForNotices } from "./database/pg";
import { readMigrations } from "./database/migrate";
import { refuseSuperuser } from "./database/open";
import { limitConnectionsPerClient } from "./http/connection-limit";
import { drainAndClose, type Lifecycle } from "./http/drain";
import { createExpressApp } from "./http/express-app";
import { healthChecks } from "./http/health";
import { createStaffApp } from "./http/staff-app";
import { loadBuild } from "./load-build";
import { errorMessage as message, flushLog, log, logDestination } from "./log";
import { createMetrics, serveMetrics } from "./metrics";
import type { Running, SiteConfig } from "./site-contract";

/** Stops what has started, newest first, so that every client is closed before the database's pool ends. */
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
 * Why the process cannot start: a setting, a port, the database. The
 * launcher's own words, which quote no visitor: in the log, and as plain text
 * on stderr for whoever started it by hand.
 */
function fail(error: unknown): Promise<void> {
  log.fatal(message(error));
  process.stderr.write(`\n${message(error)}\n\n`);
  return shutdown("", 1);
}

/** A listener with the limits every one of ours has; rejects with the setting to change when its port is taken. */
async function listen(
  app: Parameters<typeof createServer>[1],
  config: SiteConfig,
  port: number,
  host: string,
  setting: string,
): Promise<Server> {
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
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new Error(`Port ${port} is already in use. Set ${setting}=<port> to use another.`) : error),
    );
    server.listen(port, host, resolve);
  });
  return server;
}

/** Runs one process of the site until it is told to stop. */
export async function serve(role: "site" | "office"): Promise<void> {
  const startedAt = performance.now();
  process.on("SIGINT", () => void shutdown("SIGINT received: finishing open requests, then stopping.", 0));
  process.on("SIGTERM", () => void shutdown("SIGTERM received: finishing open requests, then stopping.", 0));
  // Started by the supervisor (supervisor.ts): when it is gone, as when its machine dies, so is this.
  process.on("disconnect", () => process.exit(1));
  try {
    const { build, site } = await loadBuild();
    const config = site.config(role);
    log.level = config.logLevel;
    // The database is migrated and prepared before this process starts (`npm run db:prepare`, or the supervisor).
    const { database } = config;
    const url = role === "site" ? database.url! : database.officeUrl!;
    if (config.production) await refuseSuperuser(url);
    const running: Running = site.start(
      role,
      { url, mailUrl: database.mailUrl, textUrl: database.textUrl },
      { write: (line) => void logDestination.write(line) },
    );
    stopping.push(() => running.stop());
    const notices = listenForNotices(site.connectionSettings(url), running.notices);
    stopping.push(() => notices.stop());

    let migrations: string[] | null = null;
    try {
      migrations = readMigrations().map((migration) => migration.name);
    } catch (error) {
      log.error(`The migrations on disk could not be read, so /readyz will answer 503: ${message(error)}`);
    }
    const lifecycle: Lifecycle = { draining: false };
    // First the drain (DRAIN_SECONDS, for a proxy in front): the listener still serving, each answer
    // closing its connection. Then no new connections; open requests finish within
    // SHUTDOWN_TIMEOUT_SECONDS; then the process's own work stops, then its database pool.
    const listeners: Server[] = [];
    stopping.push(() => drainAndClose(listeners, lifecycle, config.shutdown));
    const served =
      role === "site"
        ? serveSite(build, config, running, migrations, lifecycle)
        : serveOffice(build, config, running, migrations, lifecycle);
    const { metrics, health } = await served.then(({ server, metrics, health }) => {
      if (server) listeners.push(server);
      return { metrics, health };
    });
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
    if (role === "site") log.info(`NASSCO website listening on http://localhost:${config.port} (ready in ${seconds} s)`);
    else
      log.info(
        `${config.staff ? `Back office on ${config.staff.origin}/staff (STAFF_PORT ${config.staff.port})` : "Back office serving no pages (STAFF_PORT=0)"}; ready in ${seconds} s`,
      );
    if (role === "office") log.info(config.mailDescription);
  } catch (error) {
    await fail(error);
  }
}

/** The public site: PORT, behind the page cache and the render queue. */
async function serveSite(
  build: Awaited<ReturnType<typeof loadBuild>>["build"],
  config: SiteConfig,
  running: Running,
  migrations: string[] | null,
  lifecycle: Lifecycle,
) {
  const { app, metrics, health } = createExpressApp({ build, config, running, migrations, lifecycle });
  const server = await listen(app, config, config.port, config.host, "PORT");
  server.maxConnections = config.connections.max;
  const trusted = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  limitConnectionsPerClient(server, { perClient: config.connections.perClient, exempt: (address) => trusted(address, 0) });
  return { server, metrics, health };
}

/** The back office: STAFF_PORT when it is set; the mail sender and housekeeping run either way. */
async function serveOffice(
  build: Awaited<ReturnType<typeof loadBuild>>["build"],
  config: SiteConfig,
  running: Running,
  migrations: string[] | null,
  lifecycle: Lifecycle,
) {
  const idle = () => ({ entries: 0, bytes: 0, staleServed: 0 });
  const metrics = createMetrics({
    running,
    renders: () => ({ rendering: 0, waiting: 0 }),
    pageCache: idle,
    office: true,
    tlsCertificateFile: config.tlsCertificateFile,
  });
  const stats = () => ({
    pageCache: idle(),
    renders: { rendering: 0, waiting: 0, clients: 0 },
    heapUsedBytes: process.memoryUsage().heapUsed,
  });
  const health = healthChecks({ running, migrations, stats });
  if (!config.staff) return { server: null, metrics, health };
  const staffApp = createStaffApp({ build, config, running, staff: config.staff, lifecycle, record: metrics.record });
  const server = await listen(staffApp, config, config.staff.port, config.staff.host, "STAFF_PORT");
  return { server, metrics, health };
}
