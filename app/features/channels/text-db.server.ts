import type { PrismaClient } from "~/generated/prisma/client";
import { createPrismaClient } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";

/**
 * The text channels' own client (decision 0089): the callbacks' database work
 * runs as nassco_text, the one login that may execute the text functions, so
 * that the login every page renders with (nassco_app) cannot file a case for
 * any number, ask whose a case is, or send STOP for a reporter. Made on first
 * use, with the URL the launcher hands to `site.start` (TEXT_DATABASE_URL), or
 * for a script or a test, TEXT_DATABASE_URL or else DATABASE_URL.
 */

/** Connections the callbacks may hold: one per callback being answered, and the aggregator's are few at a time. */
const TEXT_POOL_SIZE = 4;

let configuredUrl: string | undefined;
let client: PrismaClient | undefined;

export function connectTextDatabase(databaseUrl: string): void {
  if (client) throw new Error("The text channels' client was used before connectTextDatabase() was called.");
  configuredUrl = databaseUrl;
}

export function textDatabase(): PrismaClient {
  if (client) return client;
  const env = getEnv();
  const databaseUrl = configuredUrl ?? env.TEXT_DATABASE_URL ?? env.DATABASE_URL;
  if (!databaseUrl) throw new Error("TEXT_DATABASE_URL is not set; start the site with `npm start`.");
  return (client = createPrismaClient(databaseUrl, TEXT_POOL_SIZE));
}

/** Closes the client's connections, if it made any. */
export async function disconnectTextDatabase(): Promise<void> {
  await client?.$disconnect();
  client = undefined;
}
