import { connectionSettings } from "~/utils/database-password.server";
import { randomBytes } from "node:crypto";
import type { Running, Site, SiteConfig } from "../../server/site-contract";
import { pageViewBeacon } from "~/features/analytics/beacon.server";
import { PageViewBuffer } from "~/features/analytics/buffer.server";
import { startPageViewFlush } from "~/features/analytics/flush.server";
import { MAIL_CHANNEL } from "~/features/mail/outbox.server";
import { startMailSender } from "~/features/mail/sender.server";
import { officeContact } from "~/features/office-contact/office-contact.server";
import { siteMailWriter } from "~/features/site-mail/write.server";
import { BULK_POOL_SIZE, createMailTransport } from "~/features/mail/transport.server";
import { SMS_CHANNEL } from "~/features/sms/outbox.server";
import { startSmsSender } from "~/features/sms/sender.server";
import { createSmsTransport } from "~/features/sms/transport.server";
import { fanOutPaymentAlerts } from "~/features/payments/alerts.server";
import { renderQueuedSms } from "~/features/sms-texts/templates";
import { queueDigestsIfDue } from "~/features/staff-requests/digests.server";
import { queueFraudAlerts } from "~/features/staff-grievances/fraud-alerts.server";
import { queueGrievanceDigestsIfDue } from "~/features/staff-grievances/grievance-digest.server";
import { noteModelRead, noteSqlRead, startNotingReads } from "~/features/cdn/headers.server";
import { CDN_PURGE_CHANNEL } from "~/features/cdn/outbox.server";
import { tagsChangedBy } from "~/features/cdn/tags";
import { createCdnPurger } from "~/features/cdn/purgers.server";
import { startCdnPurgeSender } from "~/features/cdn/sender.server";
import { callbacksHidden, isCallbackPath } from "~/features/channels/guard.server";
import { connectTextDatabase, disconnectTextDatabase } from "~/features/channels/text-db.server";
import { canonicalAddress, pageKey } from "~/site/canonical-address";
import { paths } from "~/site/paths";
import { createPrismaClient, disconnectDatabase, connectDatabase, observeReads } from "~/utils/db.server";
import { logFailure, setLogDestination, setLogLevel } from "~/utils/log.server";
import { envSchemaFor, getEnv, mailIsSent, mailSettings, parseEnv, siteOrigin, staffOrigin, type Env } from "~/utils/env.server";
import { wantsLitePages } from "~/utils/reader-preferences";
import { isSameOriginPath } from "~/utils/same-origin-path";
import { onSiteDataChange, SITE_DATA_CHANNEL, siteDataChanged } from "~/utils/data-changes.server";
import { startHousekeeping } from "./housekeeping.server";
import { startContentSchedule } from "~/features/content/schedule.server";
import { staleNotice } from "~/features/stale-pages/stale-notice.server";
import { appliedMigrations, siteMetrics } from "./monitoring.server";
import { prepareSiteData } from "./prepare.server";

/** Connections the back office's process may hold: a few people work there at once. */
const OFFICE_POOL_SIZE = 5;

function databaseSettings(env: Env): SiteConfig["database"] {
  return {
    url: env.DATABASE_URL,
    // Outside production, one login may serve both (a developer's own PostgreSQL); production refuses that (env.server.ts).
    officeUrl: env.BACK_OFFICE_DATABASE_URL ?? env.DATABASE_URL,
    mailUrl: env.MAIL_DATABASE_URL ?? env.BACK_OFFICE_DATABASE_URL ?? env.DATABASE_URL,
    textUrl: env.TEXT_DATABASE_URL ?? env.DATABASE_URL,
    ownerUrl: env.DATABASE_OWNER_URL,
    embedded: { dir: env.EMBEDDED_DB_DIR, port: env.EMBEDDED_DB_PORT, ephemeral: process.env.EMBEDDED_DB_EPHEMERAL === "1" },
  };
}

/**
 * What the launcher (server/index.ts) runs, read from this build's entry
 * module: the validated settings, the database's preparation, and the site
 * itself with everything that runs beside the requests. The launcher owns
 * HTTP, the embedded PostgreSQL and the migrations; the site owns its data,
 * its addresses and its background work, compiled once, here.
 */
export const site: Site = {
  config(role): SiteConfig {
    const env = parseEnv(process.env, envSchemaFor(role));
    return {
      production: env.NODE_ENV === "production",
      port: env.PORT,
      host: env.HOST,
      logLevel: env.LOG_LEVEL,
      metrics: env.METRICS_PORT === 0 ? null : { port: env.METRICS_PORT, host: env.METRICS_HOST ?? env.HOST },
      officeMetricsPort: env.OFFICE_METRICS_PORT,
      tlsCertificateFile: env.TLS_CERTIFICATE_FILE,
      origin: siteOrigin(env),
      staff: env.STAFF_PORT === 0 ? null : { port: env.STAFF_PORT, host: env.STAFF_HOST ?? env.HOST, origin: staffOrigin(env)! },
      trustProxy: env.TRUST_PROXY,
      operaMiniProxies: env.OPERA_MINI_PROXIES ?? [],
      database: databaseSettings(env),
      pageCache: {
        seconds: env.PAGE_CACHE_SECONDS,
        maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
        staleMaxBytes: env.PAGE_CACHE_STALE_MB * 1024 * 1024,
      },
      renders: { concurrency: env.RENDER_CONCURRENCY, queue: env.RENDER_QUEUE, perClient: env.RENDER_PER_CLIENT },
      connections: {
        max: env.MAX_CONNECTIONS,
        perClient: env.MAX_CONNECTIONS_PER_CLIENT,
        headersTimeoutMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
        requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      },
      shutdown: { drainMs: env.DRAIN_SECONDS * 1000, timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
      mailTransport: mailIsSent(env) ? "smtp" : "files",
      mailDescription: env.SMTP_URL
        ? "Mail goes out through SMTP_URL."
        : `Mail is written to ${env.MAIL_DIR} as .eml files (SMTP_URL is unset).`,
    };
  },

  database: () => databaseSettings(getEnv()),

  connectionSettings: (url) => connectionSettings(url),

  prepare: (ownerUrl, log) => prepareSiteData(ownerUrl, log),

  start(role, databases, logTo): Running {
    // The back office's own small pool: a burst of sign-ins waits for one of its few connections and
    // never for the public site's, which is another process's.
    connectDatabase(databases.url, role === "office" ? OFFICE_POOL_SIZE : undefined);
    // The aggregator's callbacks, on the public site alone, as their own login (decision 0089).
    if (role === "site") connectTextDatabase(databases.textUrl ?? databases.url);
    // The public site's answers are tagged with the collections their requests read (features/cdn).
    if (role !== "office") observeReads({ model: noteModelRead, sql: noteSqlRead });
    const env = getEnv();
    setLogDestination(logTo);
    setLogLevel(env.LOG_LEVEL);
    // Readers' page views reach the public site alone; the back office counts none.
    const pageViews = role === "site" && env.ANALYTICS === "on" ? new PageViewBuffer(env.ANALYTICS_BUFFER_MAX) : undefined;
    const flush = pageViews && startPageViewFlush(pageViews, env.ANALYTICS_FLUSH_SECONDS * 1000);
    const office = role === "office" ? startOfficeWork(env, databases.mailUrl ?? databases.url) : null;
    const housekeeping = startHousekeeping({ role, mailDir: env.MAIL_DIR, smsDir: env.SMS_DIR });
    // Scheduled publishing empties the public site's caches when an item's time comes.
    const schedule = role === "site" ? startContentSchedule() : null;
    return {
      notices: {
        [SITE_DATA_CHANNEL]: siteDataChanged,
        ...(office
          ? {
              [MAIL_CHANNEL]: () => office.sender.wake(),
              [SMS_CHANNEL]: () => office.smsSender.wake(),
              [CDN_PURGE_CHANNEL]: () => office.purgeSender.wake(),
            }
          : {}),
      },
      // The page cache's last good copies that may show what changed go with the fresh pages (decision 0078).
      onDataChange: (listener) => onSiteDataChange((what) => listener(tagsChangedBy(what))),
      cacheKey: (address, header) => pageKey(address, wantsLitePages(header("Save-Data"))),
      cacheVariesOn: ["Save-Data"],
      canonicalAddress,
      isSitePath: isSameOriginPath,
      // The health query /readyz makes: answered in time, the database is up, and a 503 stays a 503 (decision 0078).
      databaseReachable: () =>
        appliedMigrations().then(
          () => true,
          () => false,
        ),
      staleNotice,
      uncached: { [paths.pageView]: pageViewBeacon(pageViews) },
      neverQueued: (pathname) => pathname === paths.health,
      hidden: (pathname) => callbacksHidden(env) && isCallbackPath(pathname),
      loadContext: (req, _res, internal) => {
        // The reads of the request about to run are noted for its cache tags (features/cdn).
        if (!internal.staffListener) startNotingReads(req.path);
        return {
          cspNonce: randomBytes(16).toString("base64"),
          clientAddress: internal.clientKey,
          https: internal.https,
          staffListener: internal.staffListener,
        };
      },
      metrics: () => siteMetrics(pageViews, role),
      appliedMigrations,
      async stop() {
        housekeeping.stop();
        schedule?.stop();
        await office?.stop();
        await flush?.stop();
        await disconnectTextDatabase();
        await disconnectDatabase();
      },
    };
  },
};

/**
 * The mail sender's errands before each round, each on its own so that one
 * failing does not hold the others: the request officers' digests, then the
 * grievance officers' fraud alerts (at once) and daily digest.
 */
async function officeErrands(): Promise<void> {
  for (const [name, errand] of [
    ["request digests", queueDigestsIfDue],
    ["grievance fraud alerts", queueFraudAlerts],
    ["grievance digest", queueGrievanceDigestsIfDue],
  ] as const) {
    await errand().catch((error: unknown) => logFailure(name, error));
  }
}

/**
 * What the back office's process runs beside its pages: the mail sender, on
 * its own login (nassco_mail) and its own connections to the mail server,
 * the SMS sender on the same login (decision 0071), and the CDN's purge lane (decision 0076).
 */
function startOfficeWork(env: Env, mailUrl: string) {
  const outbox = createPrismaClient(mailUrl);
  const transport = createMailTransport(env.SMTP_URL, env.MAIL_DIR);
  const bulkTransport = createMailTransport(env.SMTP_URL, env.MAIL_DIR, BULK_POOL_SIZE);
  const sender = startMailSender({
    outbox,
    transport,
    bulkTransport,
    from: mailSettings(env).from,
    retrySeconds: env.MAIL_RETRY_SECONDS,
    newsletters: { perMinute: env.NEWSLETTER_PER_MINUTE },
    // What the public site queued is written here, from the back office's templates (decision 0088).
    write: siteMailWriter(officeContact),
    beforeEachRound: officeErrands,
  });
  const smsSender = startSmsSender({
    outbox,
    transport: createSmsTransport(env),
    retrySeconds: env.SMS_RETRY_SECONDS,
    dailyCap: env.SMS_DAILY_CAP_PER_NUMBER,
    // Each message from its feature's template, in the list of them all (decision 0106).
    write: renderQueuedSms,
    // Payment alerts are queued here, paced, so that they go in the same rounds (decision 0108).
    beforeEachRound: async () => {
      await fanOutPaymentAlerts(outbox, env.SMS_ALERTS_PER_MINUTE);
    },
  });
  // The CDN's purges (decision 0076), on the same login: cache tags of what changed, to the configured purger.
  const purgeSender = startCdnPurgeSender({
    outbox,
    purger: createCdnPurger(env),
    retrySeconds: env.CDN_PURGE_RETRY_SECONDS,
    delaySeconds: env.CDN_PURGE_DELAY_SECONDS,
  });
  return {
    sender,
    smsSender,
    purgeSender,
    async stop() {
      await Promise.all([sender.stop(), smsSender.stop(), purgeSender.stop()]);
      transport.close();
      bulkTransport.close();
      await outbox.$disconnect();
    },
  };
}
