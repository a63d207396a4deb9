import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, loginsEnv, startAppProcess, type AppProcess } from "../../server/app-process";
import { prepareSiteData } from "../../app/runtime/prepare.server";
import { prepareDatabase } from "../../server/database/open";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../server/database/embedded";
import { loginUrl, readCredentials } from "../../server/database/credentials";
import { withClient } from "../../server/database/pg";
import { PRODUCTION_SETTINGS } from "./support/site";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The restore drill: a database filled through the real site (submissions,
 * mail outbox, audit log, content, page views), backed up with
 * `npm run db:backup` while it runs, restored with `npm run db:restore` into
 * a new directory, started on another port, and compared table by table;
 * then the site runs on the restored database and staff read a submission
 * back. Its own clusters, so it can stop them without touching other tests.
 */
const SOURCE = ".data/drill-postgres";
const RESTORED = ".data/drill-restored";
const BACKUPS = ".data/drill-backups";
const WORK = ".data/drill-work";
const STAFF = `drill_staff_${process.pid}`;
const STAFF_PASSWORD = `drill-${process.pid}-password`;

let source: EmbeddedDatabase;
let restored: EmbeddedDatabase | undefined;
let app: AppProcess | undefined;
let reference: string;
let archive: string;

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** npm run, as a newcomer runs it, with none of the test run's database settings. */
function npmRun(script: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  const shell = { ...process.env };
  for (const name of ["DATABASE_URL", "DATABASE_OWNER_URL", "STAFF_DATABASE_URL", "EMBEDDED_DB_PORT", "NODE_ENV"]) delete shell[name];
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", script, "--", ...args],
      { env: { ...shell, ...env }, timeout: scaled(300_000) },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === "number" ? error.code : 1) : 0,
          stdout,
          stderr: stderr
            .split("\n")
            .filter((line) => line.trim() && !line.startsWith("npm warn") && !line.startsWith("npm notice"))
            .join("\n"),
        }),
    );
  });
}

/** Each table of schema public: its row count and an md5 of all its rows in a fixed order. */
async function fingerprint(url: string): Promise<Record<string, { rows: number; md5: string | null }>> {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const result: Record<string, { rows: number; md5: string | null }> = {};
    for (const { name } of tables) {
      const table = client.escapeIdentifier(name);
      const { rows } = await client.query<{ rows: number; md5: string | null }>(
        `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS md5 FROM ${table} t`,
      );
      result[name] = rows[0]!;
    }
    return result;
  });
}

beforeAll(async () => {
  for (const dir of [SOURCE, RESTORED, BACKUPS]) rmSync(dir, { recursive: true, force: true });
  rmSync(`${SOURCE}-credentials.json`, { force: true });
  rmSync(`${RESTORED}-credentials.json`, { force: true });
  const port = await freePort();
  source = await startEmbeddedPostgres({ dataDir: SOURCE, port });
  await prepareDatabase({
    prepare: prepareSiteData,
    databaseUrl: source.url,
    ownerUrl: source.ownerUrl,
    embeddedDir: SOURCE,
    embeddedPort: port,
    log: () => undefined,
  });
  await withClient(source.ownerUrl, (client) =>
    client.query(`CREATE ROLE ${STAFF} LOGIN PASSWORD '${STAFF_PASSWORD}' IN ROLE nassco_staff`),
  );

  // Filled through the real site: a data access request and a sign-up (each with mail in the outbox), and page views.
  const site = await startAppProcess({
    env: { ...loginsEnv(source), ...PRODUCTION_SETTINGS, ANALYTICS_FLUSH_SECONDS: "1", PAGE_CACHE_SECONDS: "0" },
  });
  try {
    const headers = { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.71" };
    const request = await fetch(`${site.baseUrl}/api/data-access-request`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        organizationName: "Drill Research Trust",
        officeAddress: "3 Backup Close, Abuja",
        emailAddress: "drill@example.org",
        sector: "Research",
        criteria: { households: true, individuals: false, location: false },
        requesterName: "Ngozi Eze",
        designation: "Analyst",
      }),
    });
    expect(request.status).toBe(201);
    reference = ((await request.json()) as { reference: string }).reference;
    const signUp = await fetch(`${site.baseUrl}/api/subscribe`, { method: "POST", headers, body: '{"email":"reader@example.org"}' });
    expect(signUp.ok).toBe(true);
    const reader = "Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
    for (const page of ["/", "/who-we-are/about-us", "/nsr/data-access-request-form"]) {
      expect((await fetch(`${site.baseUrl}${page}`)).status).toBe(200);
      expect((await fetch(`${site.baseUrl}/pv?p=${encodeURIComponent(page)}`, { headers: { "User-Agent": reader } })).status).toBe(204);
    }
    const count = (sql: string) => withClient(source.ownerUrl, async (client) => Number((await client.query(sql)).rows[0].count));
    await until(async () => (await count("SELECT count(*) FROM page_view_daily")) >= 3, 20_000, "the page views to be written");
  } finally {
    // Stopped before the backup, so that nothing changes the source between the backup and the comparison.
    await site.stop();
  }
  // Staff read the contact details: the audit log records it.
  const staffUrl = loginUrl(port, { user: STAFF, password: STAFF_PASSWORD });
  const read = await withClient(staffUrl, (client) => client.query("CALL dar_contact_details($1)", [reference]));
  expect(read.rows[0]).toMatchObject({ email_address: "drill@example.org" });
}, scaled(180_000));

afterAll(async () => {
  await app?.stop();
  await restored?.stop().catch(() => undefined);
  await source?.stop().catch(() => undefined);
  const dirs = [SOURCE, RESTORED, `${RESTORED}-damaged`, `${RESTORED}-tampered`, `${RESTORED}-busy`];
  for (const dir of [...dirs, BACKUPS, WORK]) rmSync(dir, { recursive: true, force: true });
  for (const dir of dirs) rmSync(`${dir}-credentials.json`, { force: true });
});

describe("the restore drill", () => {
  it("backs up the running database, restores it into a new directory, and every table matches", { timeout: scaled(300_000) }, async () => {
    const before = await fingerprint(source.ownerUrl);
    for (const table of [
      "data_access_request",
      "newsletter_subscriber",
      "mail_outbox",
      "audit_log",
      "page_view_daily",
      "search_document",
    ]) {
      expect(before[table]?.rows, table).toBeGreaterThan(0);
    }

    let started = performance.now();
    const backup = await npmRun("db:backup", ["--out", BACKUPS], { EMBEDDED_DB_DIR: SOURCE });
    const backupSeconds = (performance.now() - started) / 1000;
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const archives = readdirSync(BACKUPS).filter((name) => name.endsWith(".tar.gz"));
    expect(archives).toHaveLength(1);
    archive = path.join(BACKUPS, archives[0]!);
    expect(existsSync(`${archive}.sha256`)).toBe(true);

    started = performance.now();
    const restore = await npmRun("db:restore", [archive, "--into", RESTORED], {});
    const restoreSeconds = (performance.now() - started) / 1000;
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain("match the backup's");
    console.log(
      `Restore drill: db:backup took ${backupSeconds.toFixed(1)} s, db:restore ${restoreSeconds.toFixed(1)} s, ` +
        `archive ${(statSync(archive).size / 1_048_576).toFixed(1)} MB.\n${backup.stdout}${restore.stdout}`,
    );

    restored = await startEmbeddedPostgres({ dataDir: RESTORED, port: await freePort() });
    await withClient(restored.superuserUrl, async (client) => {
      expect((await client.query("SELECT pg_is_in_recovery() AS recovering")).rows).toEqual([{ recovering: false }]);
    });
    expect(await fingerprint(restored.ownerUrl)).toEqual(before);
  });

  it("runs the site on the restored database, and staff read the submission back", { timeout: scaled(120_000) }, async () => {
    expect(restored, "the restore above").toBeDefined();
    const port = Number(new URL(restored!.url).port);
    app = await startAppProcess({ env: { ...loginsEnv(restored!), ...PRODUCTION_SETTINGS } });
    expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/who-we-are/about-us`)).status).toBe(200);
    const staffUrl = loginUrl(port, { user: STAFF, password: STAFF_PASSWORD });
    const { rows } = await withClient(staffUrl, (client) => client.query("CALL dar_contact_details($1)", [reference]));
    expect(rows[0]).toMatchObject({ organization_name: "Drill Research Trust", email_address: "drill@example.org" });
    // The restored cluster's own logins came with it.
    expect(readCredentials(RESTORED)).toEqual(readCredentials(SOURCE));
  });

  it("refuses a damaged archive in one sentence, and an existing data directory", { timeout: scaled(120_000) }, async () => {
    expect(archive, "the backup above").toBeDefined();
    const damaged = path.join(BACKUPS, "damaged.tar.gz");
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(damaged, bytes);
    writeFileSync(`${damaged}.sha256`, readFileSync(`${archive}.sha256`, "utf8").replace(path.basename(archive), "damaged.tar.gz"));
    const refused = await npmRun("db:restore", [damaged, "--into", `${RESTORED}-damaged`], {});
    expect(refused.code).toBe(1);
    expect(refused.stderr.split("\n")).toHaveLength(1);
    expect(refused.stderr).toMatch(/does not match its sha256/);
    expect(existsSync(`${RESTORED}-damaged`)).toBe(false);

    const existing = await npmRun("db:restore", [archive, "--into", RESTORED], {});
    expect(existing.code).toBe(1);
    expect(existing.stderr.split("\n")).toHaveLength(1);
    expect(existing.stderr).toMatch(/running|already exists/);
  });

  it("refuses a restore whose tables do not hold what the backup counted", { timeout: scaled(120_000) }, async () => {
    expect(archive, "the backup above").toBeDefined();
    // The archive with one table's count in its manifest changed, and a sha256 that matches it.
    const unpacked = path.join(WORK, "tampered");
    mkdirSync(unpacked, { recursive: true });
    await tar.x({ file: archive, cwd: unpacked });
    const manifestFile = path.join(unpacked, "manifest.json");
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { rowCounts: Record<string, number> };
    manifest.rowCounts.data_access_request! += 1;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const tampered = path.join(WORK, "tampered.tar.gz");
    await tar.c({ gzip: true, file: tampered, cwd: unpacked }, readdirSync(unpacked));
    writeFileSync(`${tampered}.sha256`, `${createHash("sha256").update(readFileSync(tampered)).digest("hex")}  tampered.tar.gz\n`);

    const refused = await npmRun("db:restore", [tampered, "--into", `${RESTORED}-tampered`], {});
    expect(refused.code).toBe(1);
    expect(refused.stderr.split("\n")).toHaveLength(1);
    expect(refused.stderr).toMatch(/row counts differ from the backup's for data_access_request/);
  });

  it(
    "backs up a database that is being written, and the restore holds exactly what the backup counted",
    { timeout: scaled(300_000) },
    async () => {
      // Rows inserted one by one, each committed, for as long as the backup runs.
      let writing = true;
      let written = 0;
      const writer = withClient(source.ownerUrl, async (client) => {
        while (writing) {
          await client.query("INSERT INTO newsletter_subscriber (email, source_page) VALUES ($1, '/')", [`busy${written}@example.org`]);
          written += 1;
        }
      });
      const busyBackups = path.join(WORK, "busy");
      let backup: Outcome;
      try {
        await until(() => written > 0, 10_000, "the first write");
        backup = await npmRun("db:backup", ["--out", busyBackups], { EMBEDDED_DB_DIR: SOURCE });
      } finally {
        writing = false;
        await writer;
      }
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      const file = path.join(
        busyBackups,
        readdirSync(busyBackups).find((name) => name.endsWith(".tar.gz"))!,
      );
      const restore = await npmRun("db:restore", [file, "--into", `${RESTORED}-busy`], {});
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      console.log(`Busy backup: ${written} rows written while it ran.\n${backup.stdout}${restore.stdout}`);
    },
  );
});
