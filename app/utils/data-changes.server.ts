import type { PrismaClient } from "~/generated/prisma/client";

/**
 * The PostgreSQL channel on which a change to the site's own data (an LGA
 * import, a re-seeded search index) is announced. The launcher listens on it
 * in every running instance (server/database/pg.ts), and each empties the
 * caches that hold answers built from that data.
 */
export const SITE_DATA_CHANNEL = "nassco_site_data_changed";

/** The payload of a change that names nothing narrower: every answer may have changed. */
export const ANYTHING_CHANGED = "all";

/**
 * Inside the writing transaction: PostgreSQL delivers the notice only if, and
 * when, it commits. Its payload, ANYTHING_CHANGED, says anything may have
 * changed. (An empty one is the listener's own, after it reconnects:
 * server/database/pg.ts.) (The
 * database's own triggers name what did: a content collection's table,
 * `lga_summary`, `content_locale`, or `schedule` when an item's time came.)
 */
export function announceSiteDataChange(prisma: PrismaClient) {
  return prisma.$executeRaw`SELECT pg_notify(${SITE_DATA_CHANNEL}, ${ANYTHING_CHANGED})`;
}

const changes = new EventTarget();

/** In this process: run `listener` whenever the site's data has changed, with what changed (the notice's payload; "" for anything). */
export function onSiteDataChange(listener: (what: string) => void): void {
  changes.addEventListener("change", (event) => listener((event as CustomEvent<string>).detail));
}

/** In this process: the notice has arrived, with its payload; every cache built from that data is now stale. */
export function siteDataChanged(what: string): void {
  changes.dispatchEvent(new CustomEvent("change", { detail: what }));
}
