/**
 * One command, both processes (`npm start`, `npm run serve`, the tests): the
 * public site and the back office, each a process of its own under its own
 * database login (server/serve.ts). With DATABASE_URL unset it first starts
 * the embedded PostgreSQL, migrated and prepared, and hands each process its
 * login's address; with it set, each gets the address its role connects as.
 * A signal is passed on to both; when either ends on its own, the other is
 * stopped and this command ends with an error, for whatever restarts it.
 *
 * Each child's environment holds only its own secrets: the site's process
 * never gets the back office's or the sender's login, nor SMTP_URL. (On one
 * machine under one user a compromised process could still read its
 * parent's; deployments run each as a container of its own: docker-compose.yml.)
 */
import { fork, type ChildProcess } from "node:child_process";
import { openDatabase, prepareDatabase, refuseSuperuser, type PreparedDatabase } from "./database/open";
import { loadBuild } from "./load-build";
import { errorMessage as message, flushLog, log } from "./log";

/** Settings each child must not see, by the child: its own are given to it below. */
const NOT_FOR_SITE = [
  "BACK_OFFICE_DATABASE_URL",
  "MAIL_DATABASE_URL",
  "DATABASE_OWNER_URL",
  "STAFF_DATABASE_URL",
  "SMTP_URL",
  "AFRICASTALKING_API_KEY",
  "STAFF_SESSION_SECRET",
];
const NOT_FOR_OFFICE = [
  "DATABASE_URL",
  "TEXT_DATABASE_URL",
  "DATABASE_OWNER_URL",
  "STAFF_DATABASE_URL",
  "CHANNELS_SECRET",
  "SESSION_SECRET",
];
/**
 * The back office's V8 heap, capped. Without a cap V8 lets a busy process's heap grow to several
 * times what it keeps alive before it collects: an export of 100,000 requests raised the office's
 * resident size by 267 MB (CSV) and 60 MB (XLSX), though it holds one batch of rows at a time; capped
 * at this size, by under 7 MB (decision 0096). The office's live heap is about 100 MB. Its containers
 * start node with the same flag (docker-compose.yml, office-a), which a test compares.
 */
export const OFFICE_EXEC_ARGV = ["--max-old-space-size=256"];
const EMBEDDED = ["EMBEDDED_DB_DIR", "EMBEDDED_DB_PORT", "EMBEDDED_DB_EPHEMERAL", "OFFICE_METRICS_PORT"];

function without(env: NodeJS.ProcessEnv, names: string[]): Record<string, string | undefined> {
  const kept = { ...env };
  for (const name of [...names, ...EMBEDDED]) {
    delete kept[name];
    delete kept[`${name}_FILE`];
  }
  return kept;
}

/** A login's address for a child: as the operator gave it (a value or a file), or the embedded one's. */
function setting(name: string, value: string | undefined): Record<string, string | undefined> {
  if (process.env[`${name}_FILE`]) return { [`${name}_FILE`]: process.env[`${name}_FILE`] };
  return value ? { [name]: value } : {};
}

export async function superviseBoth(): Promise<void> {
  const children: ChildProcess[] = [];
  let db: PreparedDatabase | undefined;
  let stopping = false;

  const stopAll = async (why: string, code: number) => {
    if (stopping) return;
    stopping = true;
    if (why) log.info(why);
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
    await db?.stop().catch((error: unknown) => log.error(`While stopping the database: ${message(error)}`));
    await flushLog();
    process.exit(code);
  };
  process.on("SIGINT", () => void stopAll("SIGINT received: stopping the site and the back office.", 0));
  process.on("SIGTERM", () => void stopAll("SIGTERM received: stopping the site and the back office.", 0));

  try {
    const { site } = await loadBuild();
    const config = site.config("both");
    log.level = config.logLevel;
    const { database } = config;
    const options = {
      databaseUrl: database.url,
      ownerUrl: database.ownerUrl,
      embeddedDir: database.embedded.dir,
      embeddedPort: database.embedded.port,
      ephemeral: database.embedded.ephemeral,
    };
    // With DATABASE_URL the processes only serve: `npm run db:prepare` migrates and prepares before
    // them. The embedded PostgreSQL is started here for these processes alone, so it is prepared here.
    db = database.url
      ? await openDatabase(options)
      : await prepareDatabase({ ...options, prepare: site.prepare, log: (line) => log.info(line) });
    log.info(
      db.embedded
        ? `Embedded PostgreSQL ready on port ${database.embedded.port} (${database.embedded.dir})`
        : "Using the PostgreSQL server in DATABASE_URL",
    );
    const urls = db.embedded
      ? { site: db.url, office: db.officeUrl, mail: db.mailUrl, text: db.textUrl }
      : { site: database.url, office: database.officeUrl, mail: database.mailUrl, text: database.textUrl };
    if (config.production && urls.site) await refuseSuperuser(urls.site);

    const start = (role: "site" | "office", env: Record<string, string | undefined>) => {
      // The same script, with its role: server/index.ts. An IPC channel, so a child knows when this ends.
      const child = fork(process.argv[1]!, [role], {
        env: env as NodeJS.ProcessEnv,
        execArgv: role === "office" ? [...process.execArgv, ...OFFICE_EXEC_ARGV] : process.execArgv,
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      child.on("exit", (code, signal) => {
        if (!stopping)
          void stopAll(
            `The ${role === "site" ? "public site" : "back office"} stopped (${signal ?? `exit ${code}`}): stopping the other.`,
            1,
          );
      });
      children.push(child);
    };
    start("site", {
      ...without(process.env, NOT_FOR_SITE),
      ...setting("DATABASE_URL", urls.site),
      // The aggregator's callbacks, in the site's process, as their own login (decision 0089).
      ...setting("TEXT_DATABASE_URL", urls.text),
      // The site sends no mail; it says whether mail is sent, which is the back office's to do.
      MAIL_TRANSPORT: config.mailTransport,
    });
    start("office", {
      ...without(process.env, NOT_FOR_OFFICE),
      ...setting("BACK_OFFICE_DATABASE_URL", urls.office),
      ...setting("MAIL_DATABASE_URL", urls.mail),
      METRICS_PORT: String(config.officeMetricsPort),
    });
  } catch (error) {
    log.fatal(message(error));
    process.stderr.write(`\n${message(error)}\n\n`);
    await stopAll("", 1);
  }
}
