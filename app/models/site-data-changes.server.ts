import type { PrismaClient } from "~/generated/prisma/client";

/**
 * The PostgreSQL channel on which a change to the site's own data (an LGA
 * import, a re-seeded search index) is announced. Every running instance
 * listens on it (server/notice-listener.ts) and empties its caches.
 */
export const SITE_DATA_CHANNEL = "nassco_site_data_changed";

/** Inside the writing transaction: PostgreSQL delivers the notice only if, and when, it commits. */
export function announceSiteDataChange(prisma: PrismaClient) {
  return prisma.$executeRaw`SELECT pg_notify(${SITE_DATA_CHANNEL}, '')`;
}
