import pg from "pg";

/**
 * The launcher's one way to PostgreSQL without Prisma: the migration runner,
 * the embedded cluster's roles, the superuser check, and LISTEN, which
 * Prisma's client cannot do. The site itself goes through Prisma
 * (app/utils/db.server.ts). Every client here has an error handler: a server
 * that shuts down (57P01) or drops the connection ends the work in hand with
 * an error, never an unhandled 'error' event.
 */

/** One connection for one piece of work, closed afterwards whatever happens. */
export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // Errors of the query in hand reject its promise; this catches the ones that arrive between queries.
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const RETRY_MS = 5_000;

/**
 * Listens on PostgreSQL channels for notices from any process on the same
 * database (changed site data, mail written) and hands each to its handler,
 * with its payload ("" when it has none). If the connection drops it
 * reconnects, and once it listens again calls every handler with "", since a
 * notice may have been missed in the gap: "anything may have changed". Not
 * before: while the database is away nothing changes, and a handler told
 * "anything" at each attempt would throw away what an outage is served from
 * (the last good copies, decision 0078).
 */
export function listenForNotices(connection: pg.ClientConfig, handlers: Record<string, (payload: string) => void>) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  /** The connection was lost: a notice may have been missed. */
  let gap = false;

  async function connect() {
    // Settings rather than a URL from the site (Site.connectionSettings): a password read from a
    // secret file is read again at each reconnection, as the site's own pools do (decision 0115).
    const next = new pg.Client(connection);
    next.on("notification", (notice) => handlers[notice.channel]?.(notice.payload ?? ""));
    next.on("error", () => reconnect());
    next.on("end", () => reconnect());
    client = next;
    try {
      await next.connect();
      for (const channel of Object.keys(handlers)) await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      if (gap && client === next) {
        gap = false;
        for (const handler of Object.values(handlers)) handler("");
      }
    } catch {
      reconnect();
    }
  }

  function reconnect() {
    if (stopped || retry) return;
    gap = true;
    client?.removeAllListeners();
    // A client whose connection failed can still emit an error while it ends.
    client?.on("error", () => undefined);
    void client?.end().catch(() => undefined);
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RETRY_MS);
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      client?.removeAllListeners();
      client?.on("error", () => undefined);
      await client?.end().catch(() => undefined);
    },
  };
}
