import { X509Certificate } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import express, { type Request, type Response } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { healthChecks } from "./http/health";
import { errorMessage, log } from "./log";
import type { OfficeMetrics, Running, SiteMetrics } from "./site-contract";

/** What the launcher knows of one answered request: the request log's line and the metrics' observation. */
export interface RequestRecord {
  method: string;
  /** The route pattern, never the address. */
  route: string;
  status: number;
  ms: number;
  cache: "hit" | "miss" | "none";
}

const METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS", "PUT", "PATCH", "DELETE"]);

/** A status code as a label: any of HTTP's three-digit codes (a bounded set), never anything else. */
const statusLabel = (status: number) => (Number.isInteger(status) && status >= 100 && status <= 599 ? String(status) : "other");

/**
 * The process's Prometheus metrics (docs/observability.md lists them). The
 * launcher observes each request (`record`); the site's own figures (mail,
 * retention, its database pool, page-view counts) are read from `running` at
 * each scrape, as are the render queue's and the page cache's. The back
 * office's process (`office`) adds its sign-ins and the database-wide figures
 * only it reads: the queues, the outbox lanes, the newsletter and the backups,
 * and the expiry of the certificate nginx serves.
 */
export function createMetrics({
  running,
  renders,
  pageCache,
  office = false,
  tlsCertificateFile,
  warn = (text) => log.warn(text),
}: {
  running: Pick<Running, "metrics">;
  renders: () => { rendering: number; waiting: number };
  pageCache: () => { entries: number; bytes: number; staleServed: number };
  office?: boolean;
  /** The certificate nginx serves (TLS_CERTIFICATE_FILE), whose expiry the back office exports. */
  tlsCertificateFile?: string;
  /** Where a certificate that cannot be read is reported: the launcher's log. */
  warn?: (text: string) => void;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its response's end, by route pattern, method and status class (2xx, 3xx, 4xx, 5xx).",
    labelNames: ["route", "method", "status_class"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const hits = new Counter({
    name: "nassco_page_cache_hits_total",
    help: "Pages answered from the in-memory page cache.",
    registers: [registry],
  });
  const misses = new Counter({
    name: "nassco_page_cache_misses_total",
    help: "Cacheable page requests the page cache could not answer, so rendered.",
    registers: [registry],
  });
  new Gauge({
    name: "nassco_page_cache_bytes",
    help: "Memory the page cache holds: pages, their compressed copies and addresses.",
    registers: [registry],
    collect() {
      this.set(pageCache().bytes);
    },
  });
  new Gauge({
    name: "nassco_page_cache_entries",
    help: "Pages the page cache holds.",
    registers: [registry],
    collect() {
      this.set(pageCache().entries);
    },
  });
  let staleSoFar = 0;
  new Counter({
    name: "nassco_page_cache_stale_served_total",
    help: "Pages answered from a last good copy (X-Page-Cache: stale) because they could not be rendered, as when the database is down.",
    registers: [registry],
    collect() {
      const stale = pageCache().staleServed;
      if (stale > staleSoFar) this.inc(stale - staleSoFar);
      staleSoFar = Math.max(staleSoFar, stale);
    },
  });
  const requests = new Counter({
    name: "nassco_http_requests_total",
    help: "Requests answered, by route pattern, method and status code.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "nassco_render_queue_waiting",
    help: "Page renders waiting for a turn (past RENDER_QUEUE, 503).",
    registers: [registry],
    collect() {
      this.set(renders().waiting);
    },
  });
  new Gauge({
    name: "nassco_renders_in_progress",
    help: "Page renders under way (at most RENDER_CONCURRENCY).",
    registers: [registry],
    collect() {
      this.set(renders().rendering);
    },
  });

  // The site's figures: read once per scrape, shared by the gauges below.
  let scrape: Promise<SiteMetrics> | undefined;
  const site = () => (scrape ??= running.metrics().finally(() => setImmediate(() => (scrape = undefined))));
  const siteGauge = (name: string, help: string, value: (metrics: SiteMetrics) => number | null | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        // NaN, not 0, when the figure could not be read: an outage is not an empty outbox.
        this.set(value(await site()) ?? Number.NaN);
      },
    });
  siteGauge("nassco_database_up", "1 when the database answered this scrape's query, else 0.", (m) => (m.database ? 1 : 0));
  siteGauge("nassco_mail_outbox_pending", "Mail not yet sent and not given up on (pending or being sent).", (m) => m.database?.mailPending);
  siteGauge(
    "nassco_mail_outbox_dead",
    "Mail given up on after every retry; staff resend it with mail_retry().",
    (m) => m.database?.mailDead,
  );
  siteGauge(
    "nassco_mail_outbox_oldest_pending_age_seconds",
    "Seconds since the oldest unsent message was written; 0 when none waits.",
    (m) => m.database?.mailOldestPendingSeconds,
  );
  siteGauge(
    "nassco_retention_last_run_timestamp_seconds",
    "When the daily retention job last finished a run, on any instance (Unix time); until one has, when the first began; NaN if none began.",
    (m) => m.database?.retentionLastRunSeconds,
  );
  new Gauge({
    name: "nassco_sms_messages",
    help: "Text messages kept in the outbox, by status: pending, sending, sent (no delivery report yet), delivered, undelivered, dead, capped.",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      this.reset();
      const byStatus = (await site()).database?.smsByStatus;
      // No series while the database is away: an outage is not an empty outbox.
      for (const [status, messages] of Object.entries(byStatus ?? {})) this.set({ status }, messages);
    },
  });
  siteGauge(
    "nassco_sms_outbox_oldest_pending_age_seconds",
    "Seconds since the oldest unsent text message was written; 0 when none waits.",
    (m) => m.database?.smsOldestPendingSeconds,
  );
  siteGauge("nassco_db_pool_connections", "Connections open in the site's PostgreSQL pool.", (m) => m.pool?.total ?? 0);
  siteGauge("nassco_db_pool_idle_connections", "Open connections in the pool not in use.", (m) => m.pool?.idle ?? 0);
  siteGauge("nassco_db_pool_waiting_queries", "Queries waiting for a connection from the pool.", (m) => m.pool?.waiting ?? 0);
  siteGauge(
    "nassco_analytics_buffered",
    "Kinds of page view counted in memory, not yet written (at most ANALYTICS_BUFFER_MAX).",
    (m) => m.analytics?.buffered ?? 0,
  );
  let droppedSoFar = 0;
  new Counter({
    name: "nassco_analytics_dropped_total",
    help: "Page views not counted because the buffer was full (the database was away too long).",
    registers: [registry],
    async collect() {
      const dropped = (await site()).analytics?.dropped ?? 0;
      if (dropped > droppedSoFar) this.inc(dropped - droppedSoFar);
      droppedSoFar = Math.max(droppedSoFar, dropped);
    },
  });

  // Counted in this process as sessions arrive (the USSD callback's own counter), passed on at each scrape.
  const ussdSoFar = new Map<string, number>();
  new Counter({
    name: "nassco_ussd_sessions_total",
    help: "USSD sessions that reached each menu (language, main, status, report-category … contact), each session once per menu.",
    labelNames: ["menu"],
    registers: [registry],
    async collect() {
      for (const [menu, sessions] of Object.entries((await site()).ussdSessions)) {
        const before = ussdSoFar.get(menu) ?? 0;
        if (sessions > before) this.inc({ menu }, sessions - before);
        ussdSoFar.set(menu, Math.max(before, sessions));
      }
    },
  });

  if (office) officeSeries(registry, site);
  if (office && tlsCertificateFile) certificateSeries(registry, tlsCertificateFile, warn);

  return {
    registry,
    record: (request: RequestRecord) => {
      const method = METHODS.has(request.method) ? request.method : "other";
      duration.observe({ route: request.route, method, status_class: `${Math.floor(request.status / 100)}xx` }, request.ms / 1000);
      requests.inc({ route: request.route, method, status: statusLabel(request.status) });
      if (request.cache === "hit") hits.inc();
      else if (request.cache === "miss") misses.inc();
    },
  };
}

/**
 * The back office's own series (decision 0081): its sign-ins, counted in its process, and the
 * figures of office_metrics() and outbox_lanes(), read once per scrape with the site's. NaN, or
 * no series for a labelled one, while the database does not answer.
 */
function officeSeries(registry: Registry, site: () => Promise<SiteMetrics>) {
  const signInsSoFar = new Map<string, number>();
  new Counter({
    name: "nassco_staff_sign_ins_total",
    help: "Back-office sign-in steps answered, by step (password, code) and result (ok, wrong, locked, busy, expired).",
    labelNames: ["step", "result"],
    registers: [registry],
    async collect() {
      for (const { step, result, count } of (await site()).signIns) {
        const key = `${step} ${result}`;
        const before = signInsSoFar.get(key) ?? 0;
        if (count > before) this.inc({ step, result }, count - before);
        signInsSoFar.set(key, Math.max(before, count));
      }
    },
  });
  const officeGauge = (name: string, help: string, value: (metrics: OfficeMetrics) => number | null | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const office = (await site()).office;
        this.set((office && value(office)) ?? Number.NaN);
      },
    });
  const labelled = (name: string, help: string, label: string, values: (metrics: OfficeMetrics) => [string, number][]) =>
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [registry],
      async collect() {
        this.reset();
        const office = (await site()).office;
        for (const [key, value] of office ? values(office) : []) this.set({ [label]: key }, value);
      },
    });
  officeGauge(
    "nassco_staff_accounts_locked",
    "Back-office accounts the sign-in lock refuses on at least one network now.",
    (m) => m.accountsLocked,
  );
  labelled(
    "nassco_queue_open",
    "Data access requests and grievances not yet decided or resolved, by queue (requests, grievances).",
    "queue",
    (m) => [
      ["requests", m.requests.open],
      ["grievances", m.grievances.open],
    ],
  );
  labelled(
    "nassco_queue_overdue",
    "Open requests past 10 working days, and open grievances past their expected date, by queue: the queues' own overdue.",
    "queue",
    (m) => [
      ["requests", m.requests.overdue],
      ["grievances", m.grievances.overdue],
    ],
  );
  labelled("nassco_outbox_pending", "Messages waiting in each outbox lane (mail without newsletters, sms, purge).", "lane", (m) =>
    m.lanes.map((lane) => [lane.lane, lane.pending]),
  );
  labelled("nassco_outbox_dead", "Messages given up on after every retry, by outbox lane.", "lane", (m) =>
    m.lanes.map((lane) => [lane.lane, lane.dead]),
  );
  labelled(
    "nassco_outbox_oldest_pending_age_seconds",
    "Seconds since the oldest waiting message of each outbox lane was written; 0 when none waits.",
    "lane",
    (m) => m.lanes.map((lane) => [lane.lane, lane.oldestPendingSeconds]),
  );
  labelled(
    "nassco_site_mail_last_minute",
    "Messages of each kind the public site queues (mail_queue) written in the last minute, whoever wrote them.",
    "kind",
    (m) => m.siteMail.map((kind) => [kind.kind, kind.lastMinute]),
  );
  labelled(
    "nassco_site_mail_per_minute_bound",
    "The bound a minute of each kind the public site queues (mail_kind.site_per_minute): past it mail_queue refuses, and the form asks to try again later.",
    "kind",
    (m) => m.siteMail.map((kind) => [kind.kind, kind.perMinute]),
  );
  labelled(
    "nassco_newsletter_messages",
    "The latest newsletter issue queued (being sent, or the last sent): its copies by state (queued, sent, failed, cancelled).",
    "state",
    (m) =>
      m.newsletter
        ? [
            ["queued", m.newsletter.queued],
            ["sent", m.newsletter.sent],
            ["failed", m.newsletter.failed],
            ["cancelled", m.newsletter.cancelled],
          ]
        : [],
  );
  officeGauge(
    "nassco_newsletter_last_progress_timestamp_seconds",
    "When a copy of that issue was last sent, or it was queued if none has been (Unix time).",
    (m) => m.newsletter?.lastProgressSeconds,
  );
  labelled(
    "nassco_backup_last_good_timestamp_seconds",
    "When the backup job last recorded a good backup, by kind (base: pg_basebackup, dump: pg_dump), in Unix time.",
    "kind",
    (m) => [
      ...(m.baseBackupSeconds === null ? [] : [["base", m.baseBackupSeconds] as [string, number]]),
      ...(m.dumpSeconds === null ? [] : [["dump", m.dumpSeconds] as [string, number]]),
    ],
  );
  officeGauge(
    "nassco_wal_last_archived_timestamp_seconds",
    "When PostgreSQL last archived a WAL segment (pg_stat_archiver), in Unix time; NaN if it never has.",
    (m) => m.wal.lastArchivedSeconds,
  );
  officeGauge(
    "nassco_wal_last_failed_timestamp_seconds",
    "When archiving a WAL segment last failed (pg_stat_archiver), in Unix time; NaN if it never has.",
    (m) => m.wal.lastFailedSeconds,
  );
  officeGauge(
    "nassco_wal_archived_segments",
    "WAL segments archived since the server's statistics began (pg_stat_archiver).",
    (m) => m.wal.archived,
  );
  officeGauge(
    "nassco_wal_archive_failures",
    "Failed attempts to archive a WAL segment since the server's statistics began (pg_stat_archiver).",
    (m) => m.wal.failed,
  );
}

/**
 * When the certificate nginx serves expires (decision 0116), read from its file at each scrape, so
 * that a renewal shows at the next one without a restart: a few kilobytes, read once a scrape by the
 * back office alone. The first certificate of the file (fullchain.pem's) is the site's own, the one
 * that expires. While the file cannot be read as a certificate there is no series, since no time
 * would be true, and the log says so once, until it can be read again.
 */
function certificateSeries(registry: Registry, file: string, warn: (text: string) => void) {
  let unread = false;
  new Gauge({
    name: "nassco_tls_certificate_expiry_timestamp_seconds",
    help: "When the TLS certificate nginx serves expires (its notAfter, Unix time), read from TLS_CERTIFICATE_FILE at each scrape; no series while that cannot be read.",
    registers: [registry],
    async collect() {
      try {
        const notAfter = Date.parse(new X509Certificate(await readFile(file)).validTo);
        if (Number.isNaN(notAfter)) throw new Error("its expiry is not a date");
        this.set(notAfter / 1000);
        unread = false;
      } catch (error) {
        // A gauge without labels always has a value: removing it leaves the series out.
        this.remove();
        if (!unread)
          warn(
            `TLS_CERTIFICATE_FILE ${file} cannot be read as a certificate (${errorMessage(error)}): its expiry is not exported until it can be.`,
          );
        unread = true;
      }
    },
  });
}

/**
 * The metrics port: /metrics, /livez and /readyz for probes that cannot
 * reach the public port's host check, and /healthz with the process's
 * memory (cache, render queue, heap, page views); 404 for anything else. Never the public
 * port, which answers 404 at /metrics like any unknown address.
 */
export async function serveMetrics({
  registry,
  health,
  port,
  host,
}: {
  registry: Registry;
  health: ReturnType<typeof healthChecks>;
  port: number;
  host: string;
}): Promise<Server> {
  const app = express();
  app.disable("x-powered-by");
  app.get("/metrics", (_req: Request, res: Response) => {
    registry.metrics().then(
      (text) => res.setHeader("Cache-Control", "no-store").type(registry.contentType).send(text),
      () => res.status(500).setHeader("Cache-Control", "no-store").type("text").send("The metrics could not be collected.\n"),
    );
  });
  app.get("/livez", health.livez);
  app.get("/readyz", health.readyz);
  // The site's health with what the process holds in memory: here only, never on the public port.
  app.get("/healthz", health.details);
  app.use((_req: Request, res: Response) => res.status(404).type("text").send("Not found.\n"));
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new Error(`Port ${port} is already in use. Set METRICS_PORT=<port> to use another, or 0 to serve no metrics.`)
          : error,
      ),
    );
    server.listen(port, host, resolve);
  });
  return server;
}
