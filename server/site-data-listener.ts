import pg from "pg";
import { SITE_DATA_CHANNEL } from "../app/models/site-data-changes.server";
import { siteDataChanged } from "../app/utils/site-data-events";

const RETRY_MS = 5_000;

/**
 * Listens for announcements of changed site data (an LGA import, a new
 * search index) from any process on the same PostgreSQL, and passes them on
 * to this process's caches. If the connection drops it reconnects, and
 * counts the gap as a change, since a notice may have been missed.
 */
export function listenForSiteDataChanges(databaseUrl: string) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", () => siteDataChanged());
    next.on("error", () => reconnect());
    next.on("end", () => reconnect());
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${SITE_DATA_CHANNEL}`);
    } catch {
      reconnect();
    }
  }

  function reconnect() {
    if (stopped || retry) return;
    client?.removeAllListeners();
    void client?.end().catch(() => undefined);
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      siteDataChanged();
      void connect();
    }, RETRY_MS);
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      client?.removeAllListeners();
      await client?.end().catch(() => undefined);
    },
  };
}
