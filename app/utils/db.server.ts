import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "~/generated/prisma/client";
import { connectionSettings } from "./database-password.server";
import { getEnv } from "./env.server";
import { logFailure } from "./log.server";

/**
 * One Prisma client per process, made on first use: for the server, with the
 * URL the launcher hands to `site.start` (the embedded database's, or
 * DATABASE_URL); for a script or a test, DATABASE_URL. Short timeouts make a
 * stopped database show up as a failure message within a couple of seconds
 * instead of a hung page.
 */
export function createPrismaClient(databaseUrl: string, max?: number): PrismaClient {
  // Its pool is its own: ended with the client.
  return new PrismaClient({ adapter: new PrismaPg(guardedPool(databaseUrl, max), { disposeExternalPool: true }) });
}

/**
 * A pool whose every connection keeps an error handler for its whole life. The pool handles the
 * errors of a connection it holds idle, and the adapter those of one inside a transaction, but it
 * takes its handler off when the transaction ends, and a connection between the two (rolled back
 * after a timeout on a busy machine, then ended by a stopping server, 57P01) raised an unhandled
 * 'error' event that stopped the process (CI, the fault tests under load). A statement still fails,
 * and says so.
 */
function guardedPool(databaseUrl: string, max?: number): pg.Pool {
  const made = new pg.Pool(poolSettings(databaseUrl, max));
  // A connection the server ends while idle is reported here, not thrown. 57P01 is the server
  // shutting down (a restart, or ours on Ctrl-C): expected, and the next query says if it lasts.
  made.on("error", (error: Error & { code?: string }) => {
    if (error.code !== "57P01") logFailure("database connection", error);
  });
  // Any other moment's error is the pool's or the statement's to report: here it is only kept from stopping the process.
  made.on("connect", (connection) => connection.on("error", () => undefined));
  return made;
}

/**
 * connectionTimeoutMillis bounds a new connection and also the wait for one of the pool's `max`:
 * at 2 s, 50 forms posted at once on a busy machine were refused with 503 while they waited their
 * turn (CI). A stopped database still fails at once (the connection is refused), and a statement
 * still stops at 5 s. A URL read from a file has its password read again for each new connection,
 * so a rotated password needs no restart (connectionSettings, decision 0115).
 */
function poolSettings(databaseUrl: string, max = 10): pg.PoolConfig {
  return { ...connectionSettings(databaseUrl), max, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000, statement_timeout: 5_000 };
}

let configuredUrl: string | undefined;
let configuredMax: number | undefined;
let client: PrismaClient | undefined;
/** The site's own pool, made here rather than inside the adapter, so that /metrics can report its use. */
let pool: pg.Pool | undefined;

/** The launcher's database, before anything queries it, with at most `max` connections. */
export function connectDatabase(databaseUrl: string, max?: number): void {
  if (client) throw new Error("The database client was used before connectDatabase() was called.");
  configuredUrl = databaseUrl;
  configuredMax = max;
}

function current(): PrismaClient {
  if (client) return client;
  const databaseUrl = configuredUrl ?? getEnv().DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set; start the site with `npm start`.");
  pool = guardedPool(databaseUrl, configuredMax);
  return (client = notingReads(new PrismaClient({ adapter: new PrismaPg(pool) })));
}

/** Told of each read the site's client makes: a model's, or a raw query's text. */
export interface ReadObserver {
  model(model: string | undefined): void;
  sql(text: string): void;
}

let readObserver: ReadObserver | undefined;

/**
 * Who is told of the site's reads: the CDN's cache tags (features/cdn,
 * decision 0076), set by the runtime, so that the loaders read content as
 * they always have and the tags follow what they read, with no list per route.
 */
export function observeReads(observer: ReadObserver): void {
  readObserver = observer;
}

function notingReads(base: PrismaClient): PrismaClient {
  return base.$extends({
    query: {
      $allModels: {
        $allOperations({ model, args, query }) {
          readObserver?.model(model);
          return query(args);
        },
      },
      $queryRaw({ args, query }) {
        readObserver?.sql(args.sql);
        return query(args);
      },
    },
  }) as unknown as PrismaClient;
}

/** The pool's connections, open and idle, and the queries waiting for one; null before the first query. */
export function poolStats(): { total: number; idle: number; waiting: number } | null {
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/** Closes the client's connections, if it made any: the last step before the database may stop. */
export async function disconnectDatabase(): Promise<void> {
  await client?.$disconnect();
  // The adapter leaves a pool it was given open.
  await pool?.end();
}

/** The client, created when first used. */
export const prisma = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const target = current();
    const value: unknown = Reflect.get(target, property, target);
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
});

/**
 * Prisma's codes for a database it cannot reach, or that stopped answering:
 * can't reach (P1001), timed out connecting (P1002), connection closed
 * (P1017), no connection free in time (P2024).
 */
const UNREACHABLE = new Set(["P1001", "P1002", "P1017", "P2024"]);

/** Whether a failure means the database is unavailable for now, rather than that the request or the code is wrong. */
export function isDatabaseUnreachable(error: unknown): boolean {
  return error instanceof Error && "code" in error && UNREACHABLE.has(String(error.code));
}
