import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pLimit from "p-limit";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../../server/app-process";
import { scaled } from "../support/time-scale";

/**
 * The command-line scripts as a newcomer runs them, through npm: each answers
 * --help, refuses a wrong argument in one sentence, and says in one sentence
 * when the database does not answer, never with a stack trace.
 */
const SCRIPTS = [
  "dev",
  "db:prepare",
  "db:backup",
  "db:restore",
  "db:functions",
  "export:requests",
  "staff:add",
  "staff:remove",
  "privacy:erase",
  "data:import-lga",
  "data:grow",
  "grievances:synthetic",
  "data:generate-lga-sample",
  "content:audit",
  "mail:samples",
  "ussd",
  "sms:templates",
  "runtime-files",
  "placeholders",
  "placeholders:videos",
  "share-image",
  "map:build",
  "bench",
];
/** Two at a time: each is an npm and a tsx process, on a machine with two cores. */
const limit = pLimit(2);
const work = mkdtempSync(path.join(tmpdir(), "nassco-scripts-"));

afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** npm's own notices (an unknown config key on this machine) are npm's, not the script's. */
const ours = (stderr: string) =>
  stderr
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("npm warn") && !line.startsWith("npm notice"))
    .join("\n");

/** The environment of a newcomer's shell: none of the site's database settings. */
function shellEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ["DATABASE_URL", "DATABASE_OWNER_URL", "STAFF_DATABASE_URL", "EMBEDDED_DB_DIR", "EMBEDDED_DB_PORT", "NODE_ENV"])
    delete env[name];
  return { ...env, ...extra };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = shellEnv()): Promise<Outcome> {
  return limit(
    () =>
      new Promise((resolve) => {
        execFile(command, args, { env, timeout: scaled(120_000) }, (error, stdout, stderr) =>
          resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr: ours(stderr) }),
        );
      }),
  );
}

const npmRun = (script: string, args: string[], env?: NodeJS.ProcessEnv) => run("npm", ["run", "--silent", script, "--", ...args], env);

const PACKAGE = path.resolve("package.json");
const { scripts } = JSON.parse(readFileSync(PACKAGE, "utf8")) as { scripts: Record<string, string> };

/**
 * `npm run --silent <script> -- <args>` as npm runs it, without npm: the command package.json
 * gives the script, through `sh -c` from the project's folder, with node_modules/.bin first on
 * PATH, the npm_lifecycle_* variables, and the arguments after it. npm itself was a quarter of
 * each run's time (its own start-up, 0.3 of 1.2 CPU-seconds) and adds nothing a script prints
 * with --silent; these 46 runs test the scripts. npm's own passing-on of the arguments, the exit
 * code and stderr is still tested, by the database scripts' runs and the .env recipe below.
 */
function packageScript(script: string, args: string[]): Promise<Outcome> {
  const command = scripts[script];
  if (command === undefined) throw new Error(`package.json has no script ${script}`);
  // npm would run these first and after; none exists, and a new one must be run here too.
  if (scripts[`pre${script}`] !== undefined || scripts[`post${script}`] !== undefined) {
    throw new Error(`package.json has a pre- or post-script for ${script}, which npm runs and packageScript does not`);
  }
  const env = shellEnv();
  // "$@": the arguments as they are, whatever they hold, after the command; $0 names the script.
  return run("sh", ["-c", `${command} "$@"`, script, ...args], {
    ...env,
    PATH: [path.resolve("node_modules/.bin"), env.PATH].join(path.delimiter),
    npm_package_json: PACKAGE,
    npm_lifecycle_event: script,
    npm_lifecycle_script: command,
  });
}

describe("every script", () => {
  it("answers --help with how to use it, and does nothing else", { timeout: scaled(300_000) }, async () => {
    const outcomes = await Promise.all(SCRIPTS.map((script) => packageScript(script, ["--help"])));
    outcomes.forEach((outcome, i) => {
      expect(outcome.stdout, SCRIPTS[i]).toContain(`Usage: npm run ${SCRIPTS[i]}`);
      expect({ script: SCRIPTS[i], code: outcome.code, stderr: outcome.stderr }).toEqual({ script: SCRIPTS[i], code: 0, stderr: "" });
    });
  });

  it(
    "refuses an argument it does not know in one sentence that points to --help, with exit code 2",
    { timeout: scaled(300_000) },
    async () => {
      const outcomes = await Promise.all(SCRIPTS.map((script) => packageScript(script, ["--no-such-option"])));
      outcomes.forEach((outcome, i) => {
        expect({ script: SCRIPTS[i], code: outcome.code }).toEqual({ script: SCRIPTS[i], code: 2 });
        expect(outcome.stderr.split("\n"), SCRIPTS[i]).toHaveLength(1);
        expect(outcome.stderr, SCRIPTS[i]).toMatch(/--help/);
      });
    },
  );
});

describe("with a database that does not answer", () => {
  it("each database script says so in one sentence, with exit code 1 and no stack trace", { timeout: scaled(300_000) }, async () => {
    const nobody = `postgresql://nobody:secret@127.0.0.1:${await freePort()}/nassco`;
    const env = shellEnv({ DATABASE_URL: nobody, DATABASE_OWNER_URL: nobody, STAFF_DATABASE_URL: nobody });
    const csv = path.join(work, "lga.csv");
    writeFileSync(csv, "STATE,LGA,HOUSEHOLDS,INDIVIDUALS,MALE,FEMALE\nKano,Ungogo,1,2,1,1\n");
    const runs: [string, string[]][] = [
      ["db:prepare", []],
      ["staff:add", ["probe"]],
      ["export:requests", ["--out", path.join(work, "out.csv")]],
      ["privacy:erase", ["someone@example.com"]],
      ["data:import-lga", [csv]],
      ["data:grow", ["--articles", "1", "--yes-this-is-not-production"]],
    ];
    const outcomes = await Promise.all(runs.map(([script, args]) => npmRun(script, args, env)));
    outcomes.forEach((outcome, i) => {
      const script = runs[i]![0];
      expect({ script, code: outcome.code }).toEqual({ script, code: 1 });
      expect(outcome.stderr.split("\n"), script).toHaveLength(1);
      expect(outcome.stderr, script).toMatch(/database does not answer/);
      expect(outcome.stderr, script).not.toMatch(/\n\s+at |invocation/);
    });
  });
});

describe("the .env recipe", () => {
  it(
    "on a copy of .env.example, finds the embedded database the site runs, whatever port it took",
    { timeout: scaled(120_000) },
    async () => {
      const dataDir = ".data/test-postgres";
      const copy = path.join(work, ".env");
      // Only the data directory differs from the example: the port stays 54320, which this cluster does not use.
      writeFileSync(copy, readFileSync(".env.example", "utf8").replace(/^EMBEDDED_DB_DIR=.*$/m, `EMBEDDED_DB_DIR=${dataDir}`));
      const name = `probe_${process.pid}`;
      const added = await run("npx", ["dotenv", "-e", copy, "--", "npm", "run", "--silent", "staff:add", "--", name]);
      expect(added.stderr).toBe("");
      expect(added.stdout).toContain(`Created the staff login ${name}`);
      const superuser = new pg.Client({ connectionString: inject("databaseUrls").superuser });
      await superuser.connect();
      try {
        const member = await superuser.query("SELECT pg_has_role($1, 'nassco_staff', 'MEMBER') AS staff", [name]);
        expect(member.rows).toEqual([{ staff: true }]);
        const removed = await run("npx", ["dotenv", "-e", copy, "--", "npm", "run", "--silent", "staff:remove", "--", name]);
        expect(removed.stdout).toContain(`Removed the staff login ${name}`);
        expect((await superuser.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [name])).rowCount).toBe(0);
      } finally {
        await superuser.end();
      }
    },
  );
});
