import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "~/generated/prisma/client";
import { getEnv } from "./env.server";

/**
 * One Prisma client per process, made on first use: for the server, with the
 * URL the launcher hands to `site.start` (the embedded database's, or
 * DATABASE_URL); for a script or a test, DATABASE_URL. Short timeouts make a
 * stopped database show up as a failure message within a couple of seconds
 * instead of a hung page.
 */
export function createPrismaClient(databaseUrl: string): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 5_000,
  });
  return new PrismaClient({ adapter });
}

let configuredUrl: string | undefined;
let client: PrismaClient | undefined;

/** The launcher's database, before anything queries it. */
export function connectDatabase(databaseUrl: string): void {
  if (client) throw new Error("The database client was used before connectDatabase() was called.");
  configuredUrl = databaseUrl;
}

function current(): PrismaClient {
  if (client) return client;
  const databaseUrl = configuredUrl ?? getEnv().DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set; start the site with `npm start`.");
  return (client = createPrismaClient(databaseUrl));
}

/** Closes the client's connections, if it made any: the last step before the database may stop. */
export async function disconnectDatabase(): Promise<void> {
  await client?.$disconnect();
}

/** The client, created when first used. */
export const prisma = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const target = current();
    const value: unknown = Reflect.get(target, property, target);
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
});
