import type { PrismaClient } from "~/generated/prisma/client";

/**
 * The PostgreSQL channel on which a change to the site's own data (an LGA
 * import, a re-seeded search index) is announced. The launcher listens on it
 * in every running instance (server/database/pg.ts), and each empties the
 * caches that hold answers built from that data.
 */
export const SITE_DATA_CHANNEL = "nassco_site_data_changed";

/** Inside the writing transaction: PostgreSQL delivers the notice only if, and when, it commits. */
export function announceSiteDataChange(prisma: PrismaClient) {
  return prisma.$executeRaw`SELECT pg_notify(${SITE_DATA_CHANNEL}, '')`;
}

const changes = new EventTarget();

/** In this process: run `listener` whenever the site's data has changed. */
export function onSiteDataChange(listener: () => void): void {
  changes.addEventListener("change", listener);
}

/** In this process: the notice has arrived; every cache built from the site's data is now stale. */
export function siteDataChanged(): void {
  changes.dispatchEvent(new Event("change"));
}
