import type { ClientConfig } from "pg";
import type { AppLoadContext } from "@remix-run/node";
import type { RequestHandler, Request, Response } from "express";

/**
 * What the launcher needs from the site, and the site's server build gives it:
 * `build.entry.module.site` (app/entry.server.tsx). The launcher imports
 * nothing from app/; the site's code is compiled once, into the build, so no
 * module of it exists twice in the process. Types only: nothing here runs.
 */
/**
 * The public site; the back office with the mail sender and the office's
 * housekeeping; or one command that starts each as a process of its own
 * (server/index.ts). Each process connects as its own database login.
 */
export type ProcessRole = "site" | "office" | "both";

export interface Site {
  /** The validated settings for serving as `role`; throws one readable message naming every bad variable. */
  config(role: ProcessRole): SiteConfig;
  /** The database settings alone, for `db:prepare`, which needs no secret and serves nothing. */
  database(): SiteConfig["database"];
  /**
   * How pg connects to one of those URLs: as it is, or, for one read from a secret file, with its
   * password read from the file again for each new connection (decision 0115).
   */
  connectionSettings(url: string): ClientConfig;
  /**
   * After the migrations, as the database's owner: the site's own data (seed)
   * and the owner's settings. Idempotent; returns whether anything changed.
   */
  prepare: (ownerUrl: string, log: (line: string) => void) => Promise<boolean>;
  /**
   * Connects the process to its database, as its own login (the public site
   * as nassco_app, its text callbacks as nassco_text; the back office as
   * nassco_office, its mail sender as nassco_mail), and starts what runs
   * beside its requests. The site's log lines go to `logTo`, the launcher's
   * own destination, so that lines from both stay whole and in order.
   */
  start(
    role: "site" | "office",
    databases: { url: string; mailUrl?: string; textUrl?: string },
    logTo: { write(line: string): void },
  ): Running;
}

export interface SiteConfig {
  /** NODE_ENV=production: secrets and an https SITE_URL are required, and a superuser login is refused. */
  production: boolean;
  port: number;
  host: string;
  /** LOG_LEVEL, for the launcher's own log. */
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Where /metrics, /livez and /readyz are served apart from the site; null: METRICS_PORT=0, nowhere. */
  metrics: { port: number; host: string } | null;
  /** When one command runs both processes: the back office's metrics port (OFFICE_METRICS_PORT); 0: none. */
  officeMetricsPort: number;
  /** The certificate nginx serves (TLS_CERTIFICATE_FILE), whose expiry the back office exports; unset: none. */
  tlsCertificateFile?: string;
  /** The back office's listener (STAFF_PORT) and its own origin (STAFF_SITE_URL); null: served nowhere. */
  staff: { port: number; host: string; origin: string } | null;
  /** SITE_URL's origin: the only host answered, and the origin of every URL rendered. */
  origin: string;
  /** Who may set X-Forwarded-*: Express's "trust proxy" list. */
  trustProxy: string[];
  /** Opera Mini's proxies (OPERA_MINI_PROXIES): past a trusted proxy, the reader they forward for is the client. */
  operaMiniProxies: string[];
  database: {
    /** As the public site connects (nassco_app); unset: the embedded PostgreSQL. */
    url?: string;
    /** As the back office connects (nassco_office), and its mail sender (nassco_mail). */
    officeUrl?: string;
    mailUrl?: string;
    /** As the public site's USSD and SMS callbacks connect (nassco_text). */
    textUrl?: string;
    /** As migrations and the seed connect (nassco_owner). */
    ownerUrl?: string;
    embedded: { dir: string; port: number; ephemeral: boolean };
  };
  /** The page cache: seconds fresh, its cap, and the cap of the last good copies kept for when the database is down (0: none). */
  pageCache: { seconds: number; maxBytes: number; staleMaxBytes: number };
  renders: { concurrency: number; queue: number; perClient: number };
  connections: { max: number; perClient: number; headersTimeoutMs: number; requestTimeoutMs: number };
  /** On SIGTERM: how long to keep serving while leaving the proxy's rotation, then how long open requests may take. */
  shutdown: { drainMs: number; timeoutMs: number };
  /** One line for the log: where mail goes. */
  mailDescription: string;
  /** Whether mail leaves the site (smtp) or is kept as files: what the public site tells readers. */
  mailTransport: "smtp" | "files";
}

export interface Running {
  /** PostgreSQL channels the launcher LISTENs on for this site, and what each notice does. */
  notices: Record<string, (payload: string) => void>;
  /**
   * Called whenever data pages show has changed, with the cache tags (as
   * answers carry them in Cache-Tag) of the answers that may show it, or null
   * when any answer may: caches built from it are emptied (decision 0078).
   */
  onDataChange(listener: (tags: readonly string[] | null) => void): void;
  /** The page cache's key for an address: its path, the query parameters it reads (sorted), and the reader's variant. */
  cacheKey(address: URL, header: (name: string) => string | undefined): string;
  /** The request headers `cacheKey` reads. */
  cacheVariesOn: readonly string[];
  /** Where an address that is not canonical (old, capitals, unknown parameters) redirects to, or null. */
  canonicalAddress(address: URL): string | null;
  /** True for "/path?query" on this site: a redirect anywhere else is never sent. */
  isSitePath: (location: string) => boolean;
  /**
   * Whether the database answers now, within a couple of seconds: asked when
   * a page's render answered 503, before its last good copy is served instead
   * (decision 0078). A 503 for another reason (a queue full) stays a 503.
   */
  databaseReachable(): Promise<boolean>;
  /**
   * A stored page's HTML as served from its last good copy while the database
   * is down: with a notice, in the page's language, where a reader would act on
   * old data (a form to send, a closing date), or null when it needs none.
   * Plain HTML, no script: the page's CSP hashes stay valid.
   */
  staleNotice(html: string): string | null;
  /** Answered before every cache: each request is counted (the page-view beacon). */
  uncached: Record<string, RequestHandler>;
  /** Requests that never wait for a render (health checks). */
  neverQueued(pathname: string): boolean;
  /**
   * Addresses switched off by this process's settings (the text callbacks in production without an
   * aggregator): a 404 to every method before any method or body check, as if they never existed.
   */
  hidden(pathname: string): boolean;
  /** What every loader and the document renderer get. */
  loadContext(req: Request, res: Response, internal: InternalContext): AppLoadContext;
  /** What the site measures, read at each scrape of /metrics: counts and ages, never personal data. */
  metrics(): Promise<SiteMetrics>;
  /**
   * The migrations the database has applied, by name, for /readyz; rejects
   * when the database does not answer within a couple of seconds.
   */
  appliedMigrations(): Promise<string[]>;
  /** Finishes the work in hand (mail, counts) and stops. */
  stop(): Promise<void>;
}

export interface SiteMetrics {
  /** The site's PostgreSQL connection pool; null until the first query opens it. */
  pool: { total: number; idle: number; waiting: number } | null;
  /** Read from the database at the scrape; null when it did not answer. */
  database: {
    /** Mail not yet sent and not given up on (pending or being sent), and dead mail. */
    mailPending: number;
    mailDead: number;
    /** Seconds since the oldest unsent message was written; 0 when there is none. */
    mailOldestPendingSeconds: number;
    /** When the daily retention job last ran (any instance), in Unix seconds; null if it never has. */
    retentionLastRunSeconds: number | null;
    /** Text messages kept in the outbox, by status (pending … delivered, undelivered, dead, capped). */
    smsByStatus: Record<string, number>;
    /** Seconds since the oldest unsent text message was written; 0 when none waits. */
    smsOldestPendingSeconds: number;
  } | null;
  /** Page-view counts held in memory, and views dropped since start because the buffer was full; null with ANALYTICS=off. */
  analytics: { buffered: number; dropped: number } | null;
  /** USSD sessions this process has seen reach each menu since it started, by the menu's name. */
  ussdSessions: Record<string, number>;
  /** Back-office sign-in steps this process has answered since it started, by step and result (decision 0081). */
  signIns: { step: string; result: string; count: number }[];
  /** The back office's process only: its figures from the database (decision 0081); null elsewhere, or when it did not answer. */
  office: OfficeMetrics | null;
}

/** What the back office reports of the queues, the sign-in locks, the outboxes, the newsletter and the backups: counts, ages and times. */
export interface OfficeMetrics {
  requests: { open: number; overdue: number };
  grievances: { open: number; overdue: number };
  /** Accounts the sign-in lock refuses on at least one network now. */
  accountsLocked: number;
  /** Each outbox lane (mail without newsletters, sms, the CDN's purges): waiting, dead, the oldest waiting one's age. */
  lanes: { lane: string; pending: number; dead: number; oldestPendingSeconds: number }[];
  /** Each kind of mail the public site queues (decision 0088): how many in the last minute, and its bound a minute. */
  siteMail: { kind: string; lastMinute: number; perMinute: number }[];
  /** The latest issue queued (being sent, or the last sent): its copies by state, and its last progress (Unix seconds); null when none was ever queued. */
  newsletter: { queued: number; sent: number; failed: number; cancelled: number; lastProgressSeconds: number } | null;
  /** Unix seconds of the last good base backup and dump recorded by the backup job; null if none was. */
  baseBackupSeconds: number | null;
  dumpSeconds: number | null;
  /** PostgreSQL's WAL archiver (pg_stat_archiver): segments archived and failed since its statistics began, and when last. */
  wal: { archived: number; failed: number; lastArchivedSeconds: number | null; lastFailedSeconds: number | null };
}

/** What the launcher knows of a request and itself, for the load context. */
export interface InternalContext {
  /** The client's address, IPv6 cut to its /64: the unit of every per-client limit. */
  clientKey: string;
  https: boolean;
  /** Straight from this machine, not through a proxy. */
  fromThisMachine: boolean;
  /** Came in on the back office's listener (STAFF_PORT): the only way to reach /staff. */
  staffListener: boolean;
  stats: () => {
    pageCache: { entries: number; bytes: number };
    renders: { rendering: number; waiting: number; clients: number };
    heapUsedBytes: number;
  };
}
