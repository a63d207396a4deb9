import { spawn, type ChildProcess } from "node:child_process";
import { prepareDatabase, type PreparedDatabase } from "../../server/database";

export interface BenchServer {
  baseUrl: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const DB_PORT = Number(process.env.BENCH_DB_PORT ?? 54332);

/**
 * The production build on a fresh embedded database, in its own process so
 * that the load generator does not share the server's event loop.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const db: PreparedDatabase = await prepareDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    embeddedDir: ".data/bench-postgres",
    embeddedPort: DB_PORT,
    ephemeral: true,
    log: () => undefined,
  });
  // Node with tsx's loader, not `npx tsx`: a wrapper would swallow SIGTERM and leave the server running.
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), DATABASE_URL: db.url },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://localhost:${PORT}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      await db.stop();
      throw new Error("The bench server did not start; run `npm run build` first.");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    databaseUrl: db.url,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await db.stop();
    },
  };
}
