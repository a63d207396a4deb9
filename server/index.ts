/**
 * The launcher: loads the site's build, opens its database (the embedded one,
 * migrated and prepared here, or DATABASE_URL's), starts the site and serves
 * it over HTTP, and stops all of it in order on SIGINT or SIGTERM. It imports
 * packages and its own modules, never app/: what it needs of the site comes
 * from the build (server/site-contract.ts).
 */
import { createServer } from "node:http";
import { listenForNotices } from "./database/pg";
import { openDatabase, prepareDatabase, refuseSuperuser, type PreparedDatabase } from "./database/open";
import { limitConnectionsPerClient } from "./http/connection-limit";
import { createExpressApp } from "./http/express-app";
import { loadBuild } from "./load-build";
import type { Running } from "./site-contract";

const startedAt = performance.now();
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Stops what has started, newest first, so that every client is closed before the database stops. */
const stopping: (() => Promise<void>)[] = [];
let shuttingDown = false;

async function shutdown(why: string, code: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (why) console.log(why);
  for (const stop of stopping.reverse()) await stop().catch((error: unknown) => console.error(`While stopping: ${message(error)}`));
  if (code === 0) console.log("Stopped.");
  process.exit(code);
}

function fail(error: unknown): Promise<void> {
  console.error(`\n${message(error)}\n`);
  return shutdown("", 1);
}

process.on("SIGINT", () => void shutdown("SIGINT received: finishing open requests, then stopping.", 0));
process.on("SIGTERM", () => void shutdown("SIGTERM received: finishing open requests, then stopping.", 0));

try {
  const { build, site } = await loadBuild();
  const config = site.config();
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
  const db: PreparedDatabase = database.url ? await openDatabase(options) : await prepareDatabase({ ...options, prepare: site.prepare });
  stopping.push(() => db.stop());
  if (config.production) await refuseSuperuser(db.url);
  console.log(
    db.embedded
      ? `Embedded PostgreSQL ready on port ${database.embedded.port} (${database.embedded.dir})`
      : "Using the PostgreSQL server in DATABASE_URL",
  );

  const running: Running = site.start(db.url);
  stopping.push(() => running.stop());
  const notices = listenForNotices(db.url, running.notices);
  stopping.push(() => notices.stop());

  const lifecycle = { draining: false };
  const app = createExpressApp({ build, config, running, lifecycle });
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
  // First the drain (DRAIN_SECONDS, for a proxy in front): still serving, each answer closing its
  // connection. Then no new connections; open requests finish within SHUTDOWN_TIMEOUT_SECONDS; then
  // the site's own work stops, then the database.
  stopping.push(async () => {
    lifecycle.draining = true;
    if (config.shutdown.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdown.drainMs));
    const force = setTimeout(() => server.closeAllConnections(), config.shutdown.timeoutMs);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    clearTimeout(force);
  });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`NASSCO website listening on http://localhost:${config.port} (ready in ${seconds} s)`);
  console.log(config.mailDescription);
} catch (error) {
  await fail(error);
}
