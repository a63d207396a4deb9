import { createServer, type Server } from "node:http";
import express, { type Request, type Response } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { healthChecks } from "./http/health";
import type { Running, SiteMetrics } from "./site-contract";

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

/**
 * The process's Prometheus metrics (docs/observability.md lists them). The
 * launcher observes each request (`record`); the site's own figures (mail,
 * retention, its database pool, page-view counts) are read from `running` at
 * each scrape, as are the render queue's and the page cache's.
 */
export function createMetrics({
  running,
  renders,
  pageCache,
}: {
  running: Pick<Running, "metrics">;
  renders: () => { rendering: number; waiting: number };
  pageCache: () => { entries: number; bytes: number };
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
    "When the daily retention job last ran, on any instance (Unix time); NaN if never.",
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

  return {
    registry,
    record: (request: RequestRecord) => {
      const method = METHODS.has(request.method) ? request.method : "other";
      duration.observe({ route: request.route, method, status_class: `${Math.floor(request.status / 100)}xx` }, request.ms / 1000);
      if (request.cache === "hit") hits.inc();
      else if (request.cache === "miss") misses.inc();
    },
  };
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
