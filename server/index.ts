import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { mailSettings, parseEnv, siteOrigin } from "../app/utils/env.server";
import { openDatabase, prepareDatabase, refuseSuperuser, retentionDaysFromEnv } from "./database";
import { limitConnectionsPerClient } from "./connection-limit";
import { createExpressApp } from "./express-app";
import { createMailTransport } from "./mail-transport";
import { PageViewBuffer } from "./page-view-buffer";
import { siteHost } from "./site-host";
import { listenForNotices } from "./notice-listener";
import { SITE_DATA_CHANNEL } from "../app/models/site-data-changes.server";
import { siteDataChanged } from "../app/utils/site-data-events";

const startedAt = performance.now();

function fail(error: unknown): never {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

const env = (() => {
  try {
    return parseEnv();
  } catch (error) {
    fail(error);
  }
})();

// With DATABASE_URL the server only serves: `npm run db:prepare` migrates and seeds before it. The
// embedded PostgreSQL is started by this process for this process alone, so it is prepared here.
const dbOptions = {
  databaseUrl: env.DATABASE_URL,
  ownerUrl: env.DATABASE_OWNER_URL,
  embeddedDir: env.EMBEDDED_DB_DIR,
  embeddedPort: env.EMBEDDED_DB_PORT,
  ephemeral: process.env.EMBEDDED_DB_EPHEMERAL === "1",
  retention: retentionDaysFromEnv(env),
};
const db = await (env.DATABASE_URL ? openDatabase(dbOptions) : prepareDatabase(dbOptions)).catch(fail);
process.env.DATABASE_URL = db.url;
if (env.NODE_ENV === "production") await refuseSuperuser(db.url).catch(fail);
console.log(
  db.embedded
    ? `Embedded PostgreSQL ready on port ${env.EMBEDDED_DB_PORT} (${env.EMBEDDED_DB_DIR})`
    : "Using the PostgreSQL server in DATABASE_URL",
);

const buildPath = path.resolve("build/index.js");
const build = (await import(pathToFileURL(buildPath).href).catch(() =>
  fail(`No production build at ${buildPath}. Run \`npm run build\` first (\`npm start\` does both).`),
)) as ServerBuild;

const pageViews = env.ANALYTICS === "on" ? new PageViewBuffer(env.ANALYTICS_BUFFER_MAX) : undefined;
const app = createExpressApp({
  build,
  site: siteHost(siteOrigin(env), env.PORT, env.HOST),
  trustProxy: env.TRUST_PROXY,
  pageCacheSeconds: env.PAGE_CACHE_SECONDS,
  pageCacheMaxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
  pageViews,
  renders: { concurrency: env.RENDER_CONCURRENCY, queue: env.RENDER_QUEUE, perClient: env.RENDER_PER_CLIENT },
});

// Node's defaults let a client hold a connection open for minutes by sending slowly. Timed-out
// connections are checked for every second, so a slow client is cut off close to the limit.
const server = createServer(
  {
    headersTimeout: env.HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeout: env.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionsCheckingInterval: 1000,
  },
  app,
);
// Longer than the idle timeout of the proxy in front (nginx: 60 s), so the proxy always closes first.
server.keepAliveTimeout = 65_000;
server.maxConnections = env.MAX_CONNECTIONS;
limitConnectionsPerClient(server, {
  perClient: env.MAX_CONNECTIONS_PER_CLIENT,
  exempt: (address) => (app.get("trust proxy fn") as (address: string, hop: number) => boolean)(address, 0),
});
server.listen(env.PORT, env.HOST, () => {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`NASSCO website listening on http://localhost:${env.PORT} (ready in ${seconds} s)`);
});
server.on("error", (error: NodeJS.ErrnoException) =>
  fail(error.code === "EADDRINUSE" ? `Port ${env.PORT} is already in use. Set PORT=<port> to use another.` : error),
);
// Imported only now: they reach the database client, which reads DATABASE_URL when first loaded.
const housekeeping = (await import("./housekeeping")).startHousekeeping({ mailDir: env.MAIL_DIR });
const mailTransport = createMailTransport(env.SMTP_URL, env.MAIL_DIR);
const mailSender = (await import("./mail-sender")).startMailSender({
  transport: mailTransport,
  from: mailSettings(env).from,
  retrySeconds: env.MAIL_RETRY_SECONDS,
});
const { MAIL_CHANNEL } = await import("../app/models/mail-outbox.server");
const pageViewFlush = pageViews && (await import("./page-view-flush")).startPageViewFlush(pageViews, env.ANALYTICS_FLUSH_SECONDS * 1000);
const notices = listenForNotices(db.url, { [SITE_DATA_CHANNEL]: siteDataChanged, [MAIL_CHANNEL]: () => mailSender.wake() });
console.log(env.SMTP_URL ? "Mail goes out through SMTP_URL." : `Mail is written to ${env.MAIL_DIR} as .eml files (SMTP_URL is unset).`);

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal} received: finishing open requests, then stopping.`);
  housekeeping.stop();
  await notices.stop();
  const force = setTimeout(() => server.closeAllConnections(), 5_000);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  clearTimeout(force);
  await mailSender.stop();
  mailTransport.close();
  await pageViewFlush?.stop();
  await db.stop().catch(() => undefined);
  console.log("Stopped.");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
