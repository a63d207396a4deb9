import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { z } from "zod";

/**
 * Every environment variable the site reads, validated once. `.env.example`
 * documents the same list; keep the two in step.
 */
const port = z.coerce.number().int().min(1).max(65535);
const rateLimit = z.string().regex(/^[1-9]\d{0,5}\/[1-9]\d{0,5}$/, 'must look like "5/60" (posts per seconds)');
const seconds = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
/** As privacy_settings allows it. */
const retentionDays = z.coerce.number().int().min(30).max(3650);
/** "Name <address>" or a bare address, on one line: it becomes a mail header. */
const mailbox = z
  .string()
  .regex(/^(?:[^<>\r\n"]{1,100} <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an e-mail address, or "Name <address>"');
export const databaseUrl = z.string().regex(/^postgres(ql)?:\/\//, "must be a postgresql:// connection URL");

/** A comma-separated setting as its parts, trimmed, empty ones dropped. */
function commaList(value: string): string[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The names Express's "trust proxy" knows, besides addresses and subnets. */
const TRUST_PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Proxies are named, never counted: a hop count trusts whoever connects
 * directly, and anyone who can reach the port can then choose their own
 * X-Forwarded-For. "none" trusts nobody.
 */
const trustProxy = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine((parts) => parts.length > 0, 'must name the proxies, or be "none"')
  .refine(
    (parts) => parts.join() === "none" || parts.every((part) => TRUST_PROXY_NAMES.has(part) || isAddressOrSubnet(part)),
    'must be "none", or a comma-separated list of addresses, subnets (10.0.0.0/8) and loopback, linklocal or uniquelocal; not a hop count',
  )
  .transform((parts) => (parts.join() === "none" ? [] : parts));

/** An https:// address, or http:// to this machine's loopback, which no network carries. */
function isHttpsOrLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === "https:" || (protocol === "http:" && (hostname === "localhost" || hostname === "[::1]" || /^127\./.test(hostname)));
}

function isAddressOrSubnet(value: string): boolean {
  const [address, bits, extra] = value.split("/");
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (!family) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** Every variable the site reads, with its default. */
export const fields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  /** Loopback unless told otherwise: a site on a developer's machine is not for the network. The image sets 0.0.0.0. */
  HOST: z.string().min(1).default("127.0.0.1"),
  /** How much the JSON log on stdout says: one line per request and every failure at "info". */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Prometheus metrics (and /livez, /readyz) on a port of their own, never the public one; 0 serves none. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** The interface the metrics port listens on; unset, HOST's. */
  METRICS_HOST: z.string().min(1).optional(),
  /** When one command runs both processes (npm start, npm run serve): the back office's metrics port; 0 serves none. */
  OFFICE_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /**
   * The certificate nginx serves (compose: deploy/tls/fullchain.pem, mounted read-only): the back
   * office's metrics export when it expires, read at each scrape (decision 0116). Unset: not exported.
   */
  TLS_CERTIFICATE_FILE: z.string().min(1).optional(),
  /**
   * The back office (/staff) on a listener of its own, which the proxy publishes only to the office
   * (deploy/nginx.conf); 0 serves it nowhere. The public port never answers /staff.
   */
  STAFF_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** The interface the back office listens on; unset, HOST's. */
  STAFF_HOST: z.string().min(1).optional(),
  /** The back office's own origin, e.g. https://staff.nassco.gov.ng: a host of its own, since cookies ignore ports. */
  STAFF_SITE_URL: z
    .string()
    .url()
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  /** What the public site connects as (nassco_app). Unset: the launcher starts the embedded PostgreSQL and fills this in. */
  DATABASE_URL: databaseUrl.optional(),
  /**
   * What the back office's process connects as (nassco_office): the one login that may open and
   * check staff sessions. Unset with DATABASE_URL set: DATABASE_URL, outside production only.
   */
  BACK_OFFICE_DATABASE_URL: databaseUrl.optional(),
  /** What the mail sender connects as (nassco_mail): the one login that may take due mail. Unset: as above. */
  MAIL_DATABASE_URL: databaseUrl.optional(),
  /**
   * What the USSD and SMS callbacks connect as (nassco_text, decision 0089): the one login that may
   * execute the text functions. Unset: DATABASE_URL, outside production only.
   */
  TEXT_DATABASE_URL: databaseUrl.optional(),
  /** What `npm run db:prepare` and the owner's scripts connect as (nassco_owner); defaults to DATABASE_URL. */
  DATABASE_OWNER_URL: databaseUrl.optional(),
  /** A staff login (`npm run staff:add`), for `npm run export:requests` and `npm run privacy:erase`. */
  STAFF_DATABASE_URL: databaseUrl.optional(),
  /** smtp:// or smtps://user:password@host:port. Unset: each message is written to MAIL_DIR as an .eml file. */
  SMTP_URL: z
    .string()
    .url()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  /** The sender of every message, as "Name <address>" or an address. Unset: NASSCO website <no-reply@localhost>. */
  MAIL_FROM: mailbox.optional(),
  /** Where the office is told of each new data access request. Unset: nassco-staff@localhost. */
  STAFF_NOTIFY_TO: mailbox.optional(),
  /**
   * "files" writes every message to MAIL_DIR and sends none: a production site must choose it
   * explicitly, and then no page says a message was sent. Unset: SMTP when SMTP_URL is set, else files.
   */
  MAIL_TRANSPORT: z.enum(["smtp", "files"]).optional(),
  /** Where messages go as .eml files when SMTP_URL is unset. */
  MAIL_DIR: z.string().min(1).default(".data/mail"),
  /** The first retry's delay; each later one doubles it, up to an hour. */
  MAIL_RETRY_SECONDS: seconds(1, 600).default(5),
  /** Where requesters' replies to the office's letters go (Reply-To). Unset: STAFF_NOTIFY_TO. */
  MAIL_REPLY_TO: mailbox.optional(),
  /** Newsletter messages sent a minute, across every instance: most mail services limit how fast an account may send. */
  NEWSLETTER_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** The hour, Lagos time, from which the office's daily digest of requests goes out (0 to 23). */
  DAILY_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /**
   * Text messages (decision 0071): "files" writes each to SMS_DIR and sends none (the default, until the
   * office has a short code and an aggregator account); "africastalking" sends through Africa's
   * Talking's SMS API with the AFRICASTALKING_* settings. Pages say an SMS was sent only in the second case.
   */
  SMS_TRANSPORT: z.enum(["files", "africastalking"]).default("files"),
  /** Where text messages go as files when SMS_TRANSPORT is files. */
  SMS_DIR: z.string().min(1).default(".data/sms"),
  /** The first retry's delay for a text message; each later one doubles it, up to an hour. */
  SMS_RETRY_SECONDS: seconds(1, 600).default(30),
  /** Messages one phone number may be sent in 24 hours, whatever asks for them; the rest are not sent (state capped). */
  SMS_DAILY_CAP_PER_NUMBER: z.coerce.number().int().min(1).max(100).default(5),
  /** Payment alerts queued in any minute (decision 0108): set to what the office's SMS account sends, so receipts never queue behind alerts. */
  SMS_ALERTS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(600),
  /** The office's Africa's Talking account: its username ("sandbox" in the sandbox) and API key. */
  AFRICASTALKING_USERNAME: z.string().min(1).max(100).optional(),
  AFRICASTALKING_API_KEY: z.string().min(16).max(200).optional(),
  /** The short code or alphanumeric sender ID messages come from, as the regulator and aggregator approved it. */
  AFRICASTALKING_SENDER_ID: z
    .string()
    .regex(/^(?:[0-9]{3,8}|[A-Za-z0-9 ]{1,11})$/, "must be a short code (digits) or a sender ID of up to 11 letters and digits")
    .optional(),
  /** The SMS API's address: the live one, the sandbox's (https://api.sandbox.africastalking.com/version1/messaging) or the simulator's. */
  AFRICASTALKING_SMS_URL: z.string().url().default("https://api.africastalking.com/version1/messaging"),
  /**
   * The CDN in front of the public site (decision 0076): which purger the back office asks to purge
   * the cache tags of what changed. "none" (the default) purges nothing: a CDN's copy lapses within
   * its five minutes. "cloudflare" uses the zone's purge-by-tag API, "fastly" the service's
   * surrogate-key purge; each with its id and token below (a token may come as a file: NAME_FILE).
   */
  CDN_PURGER: z.enum(["none", "cloudflare", "fastly"]).default("none"),
  /** The purge API's base address, for a test's stand-in: https://api.cloudflare.com/client/v4 or https://api.fastly.com when unset. */
  CDN_PURGE_API_URL: z.string().url().optional(),
  /** The first retry's delay for a failed purge; each later one doubles it, up to an hour. */
  CDN_PURGE_RETRY_SECONDS: seconds(1, 600).default(10),
  /**
   * How long a queued purge waits before it is sent: the CDN fetches the page again from nginx,
   * whose cache may hold the old one for the page's max-age (60 s), so a purge sent at once could
   * bring the old page back for the CDN's five minutes.
   */
  CDN_PURGE_DELAY_SECONDS: seconds(0, 3600).default(70),
  /** Cloudflare's zone id (32 hex digits) and an API token with the zone's Cache Purge permission. */
  CLOUDFLARE_ZONE_ID: z
    .string()
    .regex(/^[0-9a-f]{32}$/, "must be the zone's id: 32 hexadecimal digits")
    .optional(),
  CLOUDFLARE_API_TOKEN: z.string().min(20).max(200).optional(),
  /** Fastly's service id and an API token with purge_select scope. */
  FASTLY_SERVICE_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{8,40}$/, "must be the service's id: letters and digits")
    .optional(),
  FASTLY_API_TOKEN: z.string().min(20).max(200).optional(),
  /**
   * Who may call the USSD and SMS callbacks (/channels/…): the aggregator's addresses and subnets, and the
   * secret its callback addresses carry (?key=…). Both or neither; in production with neither, the
   * callbacks answer nobody; in development with neither, loopback only (the simulator, curl).
   */
  CHANNELS_ALLOWED_ADDRESSES: z
    .string()
    .transform(commaList)
    .refine(
      (parts) => parts.length > 0 && parts.every(isAddressOrSubnet),
      "must be a comma-separated list of addresses and subnets (192.0.2.0/24)",
    )
    // The site knows an IPv6 caller only by its /64 (client-key.ts): a narrower entry could never match.
    .refine(
      (parts) => parts.every((part) => isIP(part.split("/")[0]!) !== 6 || Number(part.split("/")[1] ?? 128) <= 64),
      "must list an IPv6 caller by its /64 or a wider subnet (2001:db8:1:2::/64): the site tells IPv6 callers apart only by their /64",
    )
    .optional(),
  /** A comma-separated list rotates it, as SESSION_SECRET: every one is accepted, so the aggregator's address can change first. */
  CHANNELS_SECRET: z
    .string()
    .transform(commaList)
    .refine(
      (secrets) => secrets.length > 0 && secrets.every((secret) => secret.length >= 32 && secret.length <= 200),
      "must be at least 32 characters, each",
    )
    .optional(),
  /** Reports a phone number may file by USSD or SMS, and status questions it may ask, as "<posts>/<seconds>". */
  RATE_LIMIT_TEXT_REPORT_PER_PHONE: rateLimit.default("3/86400"),
  RATE_LIMIT_TEXT_STATUS_PER_PHONE: rateLimit.default("30/3600"),
  /** Working days a grievance may stay open at its state desk before it goes to the national office by itself (1 to 60). */
  GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS: z.coerce.number().int().min(1).max(60).default(10),
  /**
   * New reports of one category in one LGA within 7 days that publish a known problem for it by themselves
   * (decision 0112): 2 to 10000, or 0 for none (officers publish them only).
   */
  KNOWN_PROBLEM_AFTER_REPORTS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .refine((reports) => reports !== 1, "must be 0 (off) or at least 2")
    .default(10),
  /** First-party, cookieless page-view counting: "on" or "off". */
  ANALYTICS: z.enum(["on", "off"]).default("on"),
  /** How often counts are written to PostgreSQL, and how many kinds of view are held in memory meanwhile. */
  ANALYTICS_FLUSH_SECONDS: seconds(1, 300).default(5),
  ANALYTICS_BUFFER_MAX: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  /** A Google Analytics 4 measurement id (G-…): its tag loads only for readers who agree in the consent banner. */
  ANALYTICS_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,16}$/, "must be a Google Analytics 4 measurement id, such as G-ABC123XYZ")
    .optional(),
  /**
   * Days after its decision (or withdrawal) that a data access request's personal details are erased,
   * and days page-view counts are kept. `npm run db:prepare` writes them to privacy_settings when set;
   * unset, the database keeps what it has.
   */
  RETENTION_DAYS_REQUESTS: retentionDays.optional(),
  RETENTION_DAYS_PAGE_VIEWS: retentionDays.optional(),
  /** Days a message from the contact page is kept after it arrives; written and kept as the two above. */
  RETENTION_DAYS_CONTACT_MESSAGES: retentionDays.optional(),
  EMBEDDED_DB_PORT: port.default(54320),
  EMBEDDED_DB_DIR: z.string().min(1).default(".data/postgres"),
  /** How many archives `npm run db:backup` keeps in its directory; older ones are deleted after a new one is written. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Which proxies may set X-Forwarded-*: "loopback, 10.0.0.0/8", or "none". */
  TRUST_PROXY: trustProxy.default(["loopback"]),
  /**
   * Opera Mini's proxies (its Extreme mode fetches every page for the reader): their subnets, as Opera
   * publishes them and the office has reviewed. A request that comes from one is counted as the reader
   * its X-Forwarded-For names, never as the proxy that carries thousands (server/http/opera-mini.ts).
   * Unset: none, and every proxy address is one client.
   */
  OPERA_MINI_PROXIES: z
    .string()
    .transform(commaList)
    .refine((parts) => parts.every(isAddressOrSubnet), "must be a comma-separated list of subnets (192.0.2.0/24)")
    .optional(),
  /** Public origin used in canonicals, share links, the sitemap and feeds, e.g. https://nassco.gov.ng */
  SITE_URL: z
    .string()
    .url()
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  /**
   * Signs the receipt cookie and keys the hash of client addresses used by the
   * rate limit. Give every instance the same value. A comma-separated list
   * rotates it: the first signs, every one is still accepted. Unset: a random
   * one per process, which is fine for a single instance in development.
   */
  SESSION_SECRET: z
    .string()
    .transform(commaList)
    .refine((secrets) => secrets.length > 0 && secrets.every((secret) => secret.length >= 32), "must be at least 32 characters, each")
    .optional(),
  /**
   * The back office's own, as SESSION_SECRET is the public site's: it makes the staff forms' tokens,
   * signs the office's cookies and keys the sign-in lock. Never the site's, so that a public site
   * that gives its secret away gives nothing of the office's. Rotated the same way (new,old).
   */
  STAFF_SESSION_SECRET: z
    .string()
    .transform(commaList)
    .refine((secrets) => secrets.length > 0 && secrets.every((secret) => secret.length >= 32), "must be at least 32 characters, each")
    .optional(),
  /** How long a public page is served from memory; 0 turns the cache off. */
  PAGE_CACHE_SECONDS: seconds(0, 3600).default(60),
  /** The most the page cache holds, bodies and compressed copies together. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * The most the last good copies of pages hold, served while the database is down (decision 0078); 0 keeps none.
   * Counted on their own: while a page is fresh, its copy is the same bytes.
   */
  PAGE_CACHE_STALE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** Posts allowed per client address (per /64 for IPv6), as "<posts>/<seconds>". */
  RATE_LIMIT_SUBSCRIBE: rateLimit.default("200/600"),
  RATE_LIMIT_DATA_ACCESS_REQUEST: rateLimit.default("100/3600"),
  /** Posts allowed per e-mail address: each may send mail to an address nobody has confirmed. */
  RATE_LIMIT_SUBSCRIBE_PER_EMAIL: rateLimit.default("3/86400"),
  RATE_LIMIT_DATA_ACCESS_REQUEST_PER_EMAIL: rateLimit.default("3/86400"),
  /** Looks at a request's status page per client address: its code cannot be guessed at this pace. */
  RATE_LIMIT_REQUEST_STATUS: rateLimit.default("60/3600"),
  /** Messages from the contact page, and answers to "Was this page useful?", per client address. */
  RATE_LIMIT_CONTACT_MESSAGE: rateLimit.default("20/3600"),
  RATE_LIMIT_PAGE_FEEDBACK: rateLimit.default("60/600"),
  /** Calls to the partners' grievance API (docs/open311.md) that store or read a case: per client address, and per partner's key. */
  RATE_LIMIT_OPEN311: rateLimit.default("1000/3600"),
  RATE_LIMIT_OPEN311_PER_PARTNER: rateLimit.default("1000/3600"),
  /** A request's headers must arrive within this many seconds, and the whole request within the next. */
  HEADERS_TIMEOUT_SECONDS: seconds(1, 120).default(10),
  REQUEST_TIMEOUT_SECONDS: seconds(1, 300).default(20),
  /** Open connections one process accepts; more are refused until some close. */
  MAX_CONNECTIONS: z.coerce.number().int().min(10).max(100_000).default(1000),
  /**
   * On SIGTERM, seconds to go on serving while a proxy in front stops sending here (each answer closes
   * its connection; health checks answer 503), then seconds open requests have to finish.
   */
  DRAIN_SECONDS: seconds(0, 60).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: seconds(1, 120).default(10),
  /** Renders of pages no cache could answer, at once and waiting; past both, a 503 with Retry-After. */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /** Renders one client address may have under way at once; its others wait in the queue. */
  RENDER_PER_CLIENT: z.coerce.number().int().min(1).max(64).default(1),
  /** Open connections one client address (IPv6 per /64) may hold; the proxies in TRUST_PROXY are not limited. */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(2).max(100_000).default(100),
  /** Tests only: adds the content fixtures the tests need and the real collections lack (an online video, an open vacancy). */
  CONTENT_FIXTURES: z
    .enum(["0", "1"])
    .default("0")
    .transform((value) => value === "1"),
});

/**
 * Which process reads the settings: the public site, the back office (with
 * the mail sender and the office's housekeeping), or one command that starts
 * both as processes of their own (npm start, npm run serve).
 */
export type ProcessRole = "site" | "office" | "both";

/**
 * What the launcher checks before it starts anything, for the process it is
 * about to be. Once it has started the embedded database it fills in the
 * database URLs itself, so the app reads the fields alone (getEnv) and these
 * rules are not applied to it again.
 */
export function envSchemaFor(role: ProcessRole) {
  const serves = { site: role !== "office", office: role !== "site" };
  return fields.superRefine((env, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS)
      issue("HEADERS_TIMEOUT_SECONDS", "must not be longer than REQUEST_TIMEOUT_SECONDS");
    if (env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      issue("METRICS_PORT", "must not be PORT: the metrics are never served on the public port");
    }
    if (serves.office && env.STAFF_PORT !== 0 && (env.STAFF_PORT === env.PORT || env.STAFF_PORT === env.METRICS_PORT)) {
      issue("STAFF_PORT", "must differ from PORT and METRICS_PORT");
    }
    if (env.MAX_CONNECTIONS_PER_CLIENT > env.MAX_CONNECTIONS) issue("MAX_CONNECTIONS_PER_CLIENT", "must not be more than MAX_CONNECTIONS");
    // The public site sends no mail: it needs to know only whether mail is sent (MAIL_TRANSPORT), never SMTP_URL's password.
    if (serves.office && env.MAIL_TRANSPORT === "smtp" && !env.SMTP_URL) issue("SMTP_URL", "is required when MAIL_TRANSPORT is smtp");
    if (env.MAIL_TRANSPORT === "files" && env.SMTP_URL) issue("MAIL_TRANSPORT", "is files, but SMTP_URL is set: unset one of them");
    if (role === "site" && !env.DATABASE_URL)
      issue(
        "DATABASE_URL",
        "is required for the public site's process on its own (run without a role to start both on the embedded database)",
      );
    if (role === "office" && !env.BACK_OFFICE_DATABASE_URL)
      issue(
        "BACK_OFFICE_DATABASE_URL",
        "is required for the back office's process on its own (run without a role to start both on the embedded database)",
      );
    if (role === "office" && !env.MAIL_DATABASE_URL)
      issue("MAIL_DATABASE_URL", "is required for the back office's process on its own: the mail sender's login");
    // The callbacks on, on a database of the operator's: their own login, or they fail on nassco_app's.
    if (role === "site" && env.CHANNELS_SECRET && !env.TEXT_DATABASE_URL)
      issue("TEXT_DATABASE_URL", "is required for the public site's process when the callbacks are on (CHANNELS_SECRET): nassco_text");
    // Text messages: a transport named without its account, or an account without the transport, is half-configured.
    const africasTalking = ["AFRICASTALKING_USERNAME", "AFRICASTALKING_API_KEY", "AFRICASTALKING_SENDER_ID"] as const;
    if (serves.office && env.SMS_TRANSPORT === "africastalking") {
      if (!env.AFRICASTALKING_USERNAME) issue("AFRICASTALKING_USERNAME", "is required when SMS_TRANSPORT is africastalking");
      if (!env.AFRICASTALKING_API_KEY) issue("AFRICASTALKING_API_KEY", "is required when SMS_TRANSPORT is africastalking");
    }
    if (env.SMS_TRANSPORT === "files")
      for (const name of africasTalking)
        if (env[name]) issue(name, "is set, but SMS_TRANSPORT is files: set SMS_TRANSPORT=africastalking, or unset it");
    // The CDN's purger, in the back office: one named without its account is half-configured. (Another CDN's
    // account may stay set, for a switch back.)
    const purgers = {
      cloudflare: ["CLOUDFLARE_ZONE_ID", "CLOUDFLARE_API_TOKEN"],
      fastly: ["FASTLY_SERVICE_ID", "FASTLY_API_TOKEN"],
    } as const;
    for (const [purger, names] of Object.entries(purgers))
      for (const name of names)
        if (serves.office && env.CDN_PURGER === purger && !env[name]) issue(name, `is required when CDN_PURGER is ${purger}`);
    if (env.CDN_PURGER === "none" && env.CDN_PURGE_API_URL) issue("CDN_PURGE_API_URL", "is set, but CDN_PURGER is none");
    // Only where the callbacks are served: the back office's process is never given the secret.
    if (serves.site && Boolean(env.CHANNELS_ALLOWED_ADDRESSES) !== Boolean(env.CHANNELS_SECRET))
      issue(
        env.CHANNELS_SECRET ? "CHANNELS_ALLOWED_ADDRESSES" : "CHANNELS_SECRET",
        "must be set with the other: the callbacks need both the aggregator's addresses and the secret",
      );
    // One secret for both would let whoever learns the public site's sign the back office's forms.
    if (env.STAFF_SESSION_SECRET?.some((secret) => env.SESSION_SECRET?.includes(secret)))
      issue("STAFF_SESSION_SECRET", "must not be SESSION_SECRET (or one of its list): the back office has a secret of its own");
    // Production, on any database, must not run on per-process secrets or a guessed origin.
    if (env.NODE_ENV !== "production") return;
    if (role === "both" && env.DATABASE_URL) {
      // One login for everything would give the public site the back office's powers.
      if (!env.BACK_OFFICE_DATABASE_URL)
        issue("BACK_OFFICE_DATABASE_URL", "is required in production with DATABASE_URL: the back office's own login (nassco_office)");
      if (!env.MAIL_DATABASE_URL)
        issue("MAIL_DATABASE_URL", "is required in production with DATABASE_URL: the mail sender's own login (nassco_mail)");
      if (env.CHANNELS_SECRET && !env.TEXT_DATABASE_URL)
        issue("TEXT_DATABASE_URL", "is required in production with DATABASE_URL when the callbacks are on: their own login (nassco_text)");
    }
    if (serves.office && !env.SMTP_URL && env.MAIL_TRANSPORT !== "files") {
      issue(
        "SMTP_URL",
        "is required in production, or readers are told of mail nobody sends; to keep mail as files that nobody receives, set MAIL_TRANSPORT=files",
      );
    }
    if (role === "site" && !env.SMTP_URL && !env.MAIL_TRANSPORT) {
      issue(
        "MAIL_TRANSPORT",
        "is required in production for the public site: smtp when the back office's process sends mail, files when it keeps it",
      );
    }
    if (serves.site && !env.SESSION_SECRET) {
      issue(
        "SESSION_SECRET",
        "is required in production: 32 or more random characters, the same on every instance (npm start runs in development and needs none)",
      );
    }
    if (serves.office && !env.STAFF_SESSION_SECRET) {
      issue(
        "STAFF_SESSION_SECRET",
        "is required in production: the back office's own 32 or more random characters, the same on each of its instances and not SESSION_SECRET",
      );
    }
    if (serves.office && env.SMTP_URL && !env.MAIL_FROM)
      issue("MAIL_FROM", "is required in production when SMTP_URL is set: the office's own sending address");
    if (serves.office && env.SMTP_URL && !env.STAFF_NOTIFY_TO)
      issue("STAFF_NOTIFY_TO", "is required in production when SMTP_URL is set: where new requests are announced");
    // The callbacks' screens and replies promise texts: in production they answer only where texts are sent.
    if (serves.site && env.CHANNELS_SECRET && env.SMS_TRANSPORT !== "africastalking")
      issue(
        "SMS_TRANSPORT",
        "must be africastalking in production when the callbacks are on (CHANNELS_SECRET): their screens promise texts",
      );
    // The API key travels in every request's headers: only over TLS, or to a simulator on this machine.
    if (serves.office && env.SMS_TRANSPORT === "africastalking" && !isHttpsOrLoopback(env.AFRICASTALKING_SMS_URL))
      issue("AFRICASTALKING_SMS_URL", "must be an https:// address in production (http:// only to this machine, for a simulator)");
    if (serves.office && env.SMS_TRANSPORT === "africastalking" && !env.AFRICASTALKING_SENDER_ID)
      issue("AFRICASTALKING_SENDER_ID", "is required in production with africastalking: the office's approved short code or sender ID");
    if (serves.office && env.CDN_PURGE_API_URL && !isHttpsOrLoopback(env.CDN_PURGE_API_URL))
      issue("CDN_PURGE_API_URL", "must be an https:// address in production (http:// only to this machine, for a stand-in)");
    if (!env.SITE_URL?.startsWith("https://")) issue("SITE_URL", "is required in production, as the site's https:// address");
    if (env.STAFF_PORT !== 0 && !env.STAFF_SITE_URL?.startsWith("https://")) {
      issue("STAFF_SITE_URL", "is required in production when STAFF_PORT is set, as the back office's own https:// address");
    }
  });
}

/** One command's rules (npm start, npm run serve): both processes'. */
export const envSchema = envSchemaFor("both");

export type Env = z.infer<typeof envSchema>;

/** The settings that hold secrets: each may instead be read from the file NAME_FILE names (Docker and Kubernetes secrets). */
export const SECRET_SETTINGS = [
  "DATABASE_URL",
  "DATABASE_OWNER_URL",
  "BACK_OFFICE_DATABASE_URL",
  "MAIL_DATABASE_URL",
  "TEXT_DATABASE_URL",
  "STAFF_DATABASE_URL",
  "SMTP_URL",
  "SESSION_SECRET",
  "STAFF_SESSION_SECRET",
  "AFRICASTALKING_API_KEY",
  "CHANNELS_SECRET",
  "CLOUDFLARE_API_TOKEN",
  "FASTLY_API_TOKEN",
] as const;

/** A secret file's content as the setting's value; throws when the file cannot be read. */
export function readSecretFile(file: string): string {
  // A secret file usually ends with a newline; the secret does not.
  return readFileSync(file, "utf8").replace(/\r?\n$/, "");
}

/**
 * Each value read from a secret file, with its file. A database pool reads its password from the
 * file again for every new connection (database-password.server.ts, decision 0115); it is handed
 * the URL alone, and finds its file here. Kept by value, not by name, because the URL travels
 * through the launcher as a string (site.config, site.start) and one login may stand for another
 * (MAIL_DATABASE_URL unset is BACK_OFFICE_DATABASE_URL's).
 */
const secretFiles = new Map<string, string>();

/** The file this setting's value was read from (its NAME_FILE), or undefined when it was given directly. */
export function secretFileOf(value: string): string | undefined {
  return secretFiles.get(value);
}

/** The environment with each NAME_FILE read into NAME, and what was wrong with any of them. */
function withSecretFiles(source: Record<string, string | undefined>): { values: Record<string, string | undefined>; problems: string[] } {
  const values = { ...source };
  const problems: string[] = [];
  for (const name of SECRET_SETTINGS) {
    const file = source[`${name}_FILE`];
    if (!file) continue;
    if (source[name]) {
      problems.push(`${name}_FILE: ${name} is set as well; set one of them`);
      continue;
    }
    try {
      const value = readSecretFile(file);
      values[name] = value;
      if (value) secretFiles.set(value, file);
    } catch {
      problems.push(`${name}_FILE: cannot read ${file}`);
    }
  }
  return { values, problems };
}

/** Throws one readable message that names every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env, schema: z.ZodType<Env> = envSchema): Env {
  const { values, problems } = withSecretFiles(source);
  // An empty variable (`DATABASE_URL=`) means unset, as in most tools.
  const present = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
  const result = schema.safeParse(present);
  if (!result.success || problems.length > 0) {
    const issues = result.success ? [] : result.error.issues;
    const lines = [
      ...problems.map((problem) => `  - ${problem}`),
      ...issues.map((issue) => `  - ${issue.path.join(".") || "(environment)"}: ${issue.message}`),
    ];
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}\nSee .env.example.`);
  }
  return result.data;
}

let cached: Env | undefined;

/**
 * The app's view of the environment, read on first use. The launcher has
 * already validated it and filled in DATABASE_URL by then.
 */
export function getEnv(): Env {
  cached ??= parseEnv(process.env, fields);
  return cached;
}

/** Whether mail leaves this site (SMTP), or is only written to MAIL_DIR: pages claim a message was sent only in the first case. */
export function mailIsSent(env: Env = getEnv()): boolean {
  return (env.MAIL_TRANSPORT ?? (env.SMTP_URL ? "smtp" : "files")) === "smtp";
}

/** Whether text messages leave the site (Africa's Talking), or are only written to SMS_DIR. */
export function smsIsSent(env: Env = getEnv()): boolean {
  return env.SMS_TRANSPORT === "africastalking";
}

/**
 * Who mail is from, where the office hears of new requests, and where requesters' replies go:
 * as set, or addresses that go nowhere (development).
 */
export function mailSettings(env: Env = getEnv()): { from: string; staffNotifyTo: string; replyTo: string } {
  const staffNotifyTo = env.STAFF_NOTIFY_TO ?? "nassco-staff@localhost";
  return { from: env.MAIL_FROM ?? "NASSCO website <no-reply@localhost>", staffNotifyTo, replyTo: env.MAIL_REPLY_TO ?? staffNotifyTo };
}

/** The back office's origin: STAFF_SITE_URL, or this machine's own address on STAFF_PORT (development); null when it is off. */
export function staffOrigin(env: Env = getEnv()): string | null {
  if (env.STAFF_PORT === 0) return null;
  return env.STAFF_SITE_URL ?? `http://localhost:${env.STAFF_PORT}`;
}

/** The public origin: SITE_URL, or this machine's own address when it is not set (development). */
export function siteOrigin(env: Env = getEnv()): string {
  return env.SITE_URL ?? `http://localhost:${env.PORT}`;
}
