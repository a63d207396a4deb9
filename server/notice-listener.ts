import pg from "pg";

const RETRY_MS = 5_000;

/**
 * Listens on PostgreSQL channels for notices from any process on the same
 * database (changed site data, mail written) and hands each to its handler.
 * If the connection drops it reconnects, and calls every handler, since a
 * notice may have been missed in the gap.
 */
export function listenForNotices(databaseUrl: string, handlers: Record<string, () => void>) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (notice) => handlers[notice.channel]?.());
    next.on("error", () => reconnect());
    next.on("end", () => reconnect());
    client = next;
    try {
      await next.connect();
      for (const channel of Object.keys(handlers)) await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
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
      for (const handler of Object.values(handlers)) handler();
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
