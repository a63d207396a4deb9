import { randomBytes } from "node:crypto";
import { prepareSiteData } from "../../app/runtime/prepare.server";
import { prepareDatabase } from "../../server/database/open";
import { loginsEnv, startAppProcess, type AppProcess } from "../../server/app-process";

export interface BenchServer {
  baseUrl: string;
  /** SITE_URL: the name nginx answers for in the rows through it. */
  siteUrl: string;
  port: number;
  databaseUrl: string;
  /** As the owner (nassco_owner): the growth fixture, and the bench's own reads and staff invitations. */
  ownerUrl: string;
  /** Another instance on the same database, with settings of its own (say ANALYTICS=off), stopped with the rest. */
  another(port: number, env: Record<string, string>): Promise<string>;
  /** The same, its process (the spike kills one). */
  anotherProcess(port: number, env: Record<string, string>): Promise<AppProcess>;
  /** Stops the first instance and starts it again on the same database; returns how long it took to answer (ms). */
  restart(): Promise<number>;
  stop(): Promise<void>;
}

const BENCH_SITE_URL = "https://nassco.example";

/** What production requires once DATABASE_URL is set, beside the logins; the bench makes no use of them, and sends no mail. */
export function benchProductionEnv(): Record<string, string> {
  return {
    SESSION_SECRET: randomBytes(32).toString("hex"),
    STAFF_SESSION_SECRET: randomBytes(32).toString("hex"),
    SITE_URL: BENCH_SITE_URL,
    MAIL_TRANSPORT: "files",
  };
}

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const DB_PORT = Number(process.env.BENCH_DB_PORT ?? 54332);

/**
 * The production build on a fresh embedded database, in its own process so
 * that the load generator does not share the server's event loop.
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const db = await prepareDatabase({
    prepare: prepareSiteData,
    databaseUrl: process.env.DATABASE_URL || undefined,
    ownerUrl: process.env.DATABASE_OWNER_URL || undefined,
    embeddedDir: ".data/bench-postgres",
    embeddedPort: DB_PORT,
    ephemeral: true,
    log: () => undefined,
  });
  try {
    const siteUrl = BENCH_SITE_URL;
    const production = { ...loginsEnv(db), ...benchProductionEnv() };
    const apps = [await startAppProcess({ port: PORT, env: { ...production, ...env } })];
    const anotherProcess = async (port: number, env: Record<string, string>) => {
      const app = await startAppProcess({ port, env: { ...production, ...env } });
      apps.push(app);
      return app;
    };
    return {
      baseUrl: apps[0]!.baseUrl,
      siteUrl,
      port: PORT,
      databaseUrl: db.url,
      ownerUrl: db.ownerUrl,
      async another(port, env) {
        return (await anotherProcess(port, env)).baseUrl;
      },
      anotherProcess,
      async restart() {
        await apps[0]!.stop();
        const started = performance.now();
        apps[0] = await startAppProcess({ port: PORT, env: { ...production, ...env } });
        return performance.now() - started;
      },
      async stop() {
        await Promise.all(apps.map((app) => app.stop()));
        await db.stop();
      },
    };
  } catch (error) {
    await db.stop();
    throw error;
  }
}
