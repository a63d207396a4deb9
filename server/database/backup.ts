import { createHash } from "node:crypto";
import { execFile } from "node:child_process";
import { createReadStream, existsSync } from "node:fs";
import { chmod, copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import * as tar from "tar";
import { credentialsFile, EMBEDDED_DATABASE, loginUrl, readCredentials, runningPort, type EmbeddedCredentials } from "./credentials";
import { withClient } from "./pg";

/**
 * A physical backup of the embedded cluster, made with PostgreSQL's own
 * low-level API ("Making a Base Backup Using the Low Level API" in the
 * PostgreSQL 18 manual), since the embedded package ships no pg_dump nor
 * pg_basebackup: pg_backup_start, a copy of the data directory, pg_backup_stop,
 * whose backup_label goes into the copy, and the WAL written in between, as
 * `pg_basebackup -X fetch` would include it. One .tar.gz file with a manifest,
 * and its sha256 beside it. docs/decisions/0024-backups.md says why.
 */

export const ARCHIVE_PATTERN = /^nassco-\d{8}T\d{6}Z\.tar\.gz$/;
const MANIFEST = "manifest.json";
const CREDENTIALS = "credentials.json";
const DATA = "data";

export interface Manifest {
  format: 1;
  createdAt: string;
  postgresVersion: string;
  database: string;
  timeline: number;
  startLsn: string;
  stopLsn: string;
  walSegments: string[];
  /** count(*) of every table in schema public of the site's database, at the backup's stop point. */
  rowCounts: Record<string, number>;
}

/**
 * Left out of the copy, as the manual and pg_basebackup leave them out: the
 * running server's files, files a server recreates at start, and the WAL
 * directory's contents (the segments the backup needs are added after
 * pg_backup_stop). server.log is the embedded launcher's log, not the cluster's.
 */
const EXCLUDED_FILES = new Set([
  "postmaster.pid",
  "postmaster.opts",
  "postgresql.auto.conf.tmp",
  "current_logfiles.tmp",
  "backup_label",
  "backup_label.old",
  "tablespace_map",
  "backup_manifest",
  "server.log",
]);
const EMPTIED_DIRECTORIES = new Set([
  "pg_wal",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
]);
const excluded = (name: string) => name.startsWith("pgsql_tmp") || name.startsWith("pg_internal.init");

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  deleted: string[];
}

/** Backs up the running embedded cluster in `dataDir` into `outDir`, then keeps the newest `keep` archives there. */
export async function backupEmbedded({ dataDir, outDir, keep }: { dataDir: string; outDir: string; keep: number }): Promise<BackupResult> {
  const port = runningPort(dataDir);
  const credentials = readCredentials(dataDir);
  if (!credentials)
    throw new Error(`there is no embedded database in ${dataDir}; start the site once with npm start, or set EMBEDDED_DB_DIR.`);
  if (!port)
    throw new Error(`the embedded database in ${dataDir} is not running; start the site (npm start) and back it up while it runs.`);
  await mkdir(outDir, { recursive: true });
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  const name = `nassco-${stamp}.tar.gz`;
  const staging = path.join(outDir, `.staging-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  try {
    const manifest = await copyCluster(path.resolve(dataDir), path.join(staging, DATA), port, credentials);
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await writeFile(path.join(staging, CREDENTIALS), `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
    const partial = path.join(outDir, `${name}.partial`);
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: false }, [MANIFEST, CREDENTIALS, DATA]);
    // It holds every submission and the logins' passwords: this machine's user alone may read it.
    await chmod(partial, 0o600);
    const file = path.join(outDir, name);
    await writeFile(`${file}.sha256`, `${await sha256(partial)}  ${name}\n`, { mode: 0o600 });
    await rename(partial, file);
    const deleted = await prune(outDir, keep);
    return { file, bytes: (await stat(file)).size, manifest, deleted };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function copyCluster(dataDir: string, target: string, port: number, credentials: EmbeddedCredentials): Promise<Manifest> {
  return withClient(loginUrl(port, credentials.superuser, "postgres"), async (session) => {
    // A temporary slot holds the WAL from here on, as pg_basebackup's does, so a checkpoint during the copy cannot recycle it.
    const slot = `nassco_backup_${process.pid}`;
    await session.query("SELECT pg_create_physical_replication_slot($1, true, true)", [slot]);
    const started = await session.query<{ lsn: string }>("SELECT pg_backup_start($1, fast => true) AS lsn", [`nassco db:backup ${slot}`]);
    let stopped = false;
    try {
      await copyTree(dataDir, target, "");
      const rowCounts = await countRows(port, credentials, async () => {
        // The counts are taken with every table's writes held, so they describe the cluster at the stop point.
        const { rows } = await session.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
          "SELECT lsn, labelfile, spcmapfile FROM pg_backup_stop(wait_for_archive => false)",
        );
        stopped = true;
        return rows[0]!;
      });
      const { stop, counts } = rowCounts;
      await writeFile(path.join(target, "backup_label"), stop.labelfile, { mode: 0o600 });
      if (stop.spcmapfile) await writeFile(path.join(target, "tablespace_map"), stop.spcmapfile, { mode: 0o600 });
      const { rows } = await session.query<{ first: string; last: string; version: string; timeline: number; segment: string }>(
        `SELECT pg_walfile_name($1) AS first, pg_walfile_name($2) AS last, current_setting('server_version') AS version,
                current_setting('wal_segment_size') AS segment,
                (SELECT timeline_id FROM pg_control_checkpoint()) AS timeline`,
        [started.rows[0]!.lsn, stop.lsn],
      );
      const { first, last, version, timeline, segment } = rows[0]!;
      const segmentBytes = Number.parseInt(segment, 10) * (segment.endsWith("GB") ? 1024 ** 3 : 1024 ** 2);
      const walSegments = await copyWal(path.join(dataDir, "pg_wal"), path.join(target, "pg_wal"), first, last, segmentBytes);
      return {
        format: 1,
        createdAt: new Date().toISOString(),
        postgresVersion: version,
        database: EMBEDDED_DATABASE,
        timeline,
        startLsn: started.rows[0]!.lsn,
        stopLsn: stop.lsn,
        walSegments,
        rowCounts: counts,
      };
    } finally {
      if (!stopped) await session.query("SELECT pg_backup_stop(wait_for_archive => false)").catch(() => undefined);
      await session.query("SELECT pg_drop_replication_slot($1)", [slot]).catch(() => undefined);
    }
  });
}

/**
 * Copies the data directory as it is while the server writes it: a file that
 * changes under the copy is made consistent by replaying the WAL, and one
 * removed meanwhile (a dropped table) is simply not there.
 */
async function copyTree(source: string, target: string, relative: string): Promise<void> {
  const here = path.join(source, relative);
  await mkdir(path.join(target, relative), { recursive: true, mode: (await stat(here)).mode & 0o777 });
  for (const entry of await readdir(here, { withFileTypes: true }).catch(ignoreMissing([]))) {
    const inner = path.join(relative, entry.name);
    if (excluded(entry.name) || (relative === "" && EXCLUDED_FILES.has(entry.name))) continue;
    if (entry.isDirectory()) {
      if (relative === "" && EMPTIED_DIRECTORIES.has(entry.name)) {
        await mkdir(path.join(target, inner), { mode: 0o700 });
        // pg_wal/archive_status and pg_wal/summaries are kept, empty, as pg_basebackup keeps them.
        if (entry.name === "pg_wal") {
          for (const kept of ["archive_status", "summaries"]) await mkdir(path.join(target, inner, kept), { mode: 0o700 });
        }
        continue;
      }
      await copyTree(source, target, inner);
    } else if (entry.isFile()) {
      await copyFile(path.join(source, inner), path.join(target, inner)).catch(ignoreMissing(undefined));
    }
    // Symbolic links would be tablespaces, which the site does not use; sockets and the like are not data.
  }
}

function ignoreMissing<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === "ENOENT") return value;
    throw error;
  };
}

/** The WAL segments from the backup's start to its stop, and the timeline history files, as pg_basebackup -X fetch takes them. */
async function copyWal(source: string, target: string, first: string, last: string, segmentBytes: number): Promise<string[]> {
  const names = (await readdir(source)).sort();
  const wanted = names.filter(
    (name) =>
      (/^[0-9A-F]{24}$/.test(name) &&
        name.slice(8) >= first.slice(8) &&
        name.slice(8) <= last.slice(8) &&
        name.slice(0, 8) === first.slice(0, 8)) ||
      /^[0-9A-F]{8}\.history$/.test(name),
  );
  const segments = wanted.filter((name) => !name.endsWith(".history"));
  const expected = segmentCount(first, last, segmentBytes);
  if (segments.length !== expected) {
    throw new Error(
      `the WAL from ${first} to ${last} is not all in ${source} (found ${segments.length} of ${expected} segments); try again.`,
    );
  }
  for (const name of wanted) await copyFile(path.join(source, name), path.join(target, name));
  return segments;
}

/** Segments from first to last inclusive: each "log" number holds 4 GB of WAL, in segments of wal_segment_size. */
function segmentCount(first: string, last: string, segmentBytes: number): number {
  const perLog = 0x100000000 / segmentBytes;
  const absolute = (name: string) => Number.parseInt(name.slice(8, 16), 16) * perLog + Number.parseInt(name.slice(16, 24), 16);
  return absolute(last) - absolute(first) + 1;
}

/**
 * The row count of every table in schema public, taken while a second session
 * holds SHARE locks on them all (reads go on, writes wait), around `stop`. So
 * the counts are those of the cluster at pg_backup_stop, the point a restore
 * reaches. Writes wait for as long as the counting takes.
 */
async function countRows<T>(
  port: number,
  credentials: EmbeddedCredentials,
  stop: () => Promise<T>,
): Promise<{ stop: T; counts: Record<string, number> }> {
  return withClient(loginUrl(port, credentials.superuser, EMBEDDED_DATABASE), async (client) => {
    await client.query("BEGIN");
    try {
      await client.query("SET LOCAL lock_timeout = '30s'");
      const tables = await publicTables(client);
      if (tables.length) await client.query(`LOCK TABLE ${tables.map((t) => client.escapeIdentifier(t)).join(", ")} IN SHARE MODE`);
      const counts = await countTables(client, tables);
      const stopped = await stop();
      await client.query("COMMIT");
      return { stop: stopped, counts };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  });
}

type Queryable = {
  query<R extends object>(sql: string, values?: unknown[]): Promise<{ rows: R[] }>;
  escapeIdentifier(name: string): string;
};

async function publicTables(client: Queryable): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1",
  );
  return rows.map((row) => row.name);
}

async function countTables(client: Queryable, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${client.escapeIdentifier(table)}`);
    counts[table] = Number(rows[0]!.count);
  }
  return counts;
}

export async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Deletes all but the newest `keep` archives (and their .sha256) in `dir`; names sort by time. */
async function prune(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir)).filter((name) => ARCHIVE_PATTERN.test(name)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) {
    await rm(path.join(dir, name), { force: true });
    await rm(path.join(dir, `${name}.sha256`), { force: true });
  }
  return old;
}

export interface RestoreResult {
  dataDir: string;
  manifest: Manifest;
}

/**
 * Restores an archive into a data directory that does not exist yet: checks
 * its sha256, unpacks it, gives the cluster its logins' file, and starts it
 * once on `port`, which replays the WAL the archive carries up to the
 * backup's stop point; then compares every table's row count with the
 * manifest, and stops it.
 */
export async function restoreEmbedded({ file, into, port }: { file: string; into: string; port: number }): Promise<RestoreResult> {
  const dataDir = path.resolve(into);
  if (runningPort(dataDir)) throw new Error(`a PostgreSQL server is running in ${into}; a restore never overwrites a running database.`);
  if (existsSync(dataDir) && (!(await stat(dataDir)).isDirectory() || (await readdir(dataDir)).length > 0)) {
    throw new Error(`${into} already exists; restore into a new directory with --into, or move it away first.`);
  }
  if (existsSync(credentialsFile(dataDir))) {
    throw new Error(`${credentialsFile(dataDir)} already exists (the logins of an older cluster); move it away first.`);
  }
  const checksumFile = `${file}.sha256`;
  const expected = (await readFile(checksumFile, "utf8").catch(() => "")).split(/\s/)[0] ?? "";
  if (!/^[0-9a-f]{64}$/.test(expected))
    throw new Error(`${checksumFile} is missing or unreadable, so ${file} cannot be checked; restore refused.`);
  if ((await sha256(file)) !== expected)
    throw new Error(`${file} does not match its sha256 (${checksumFile}): it is damaged or changed; restore refused.`);

  const unpacking = `${dataDir}.restoring-${process.pid}`;
  await rm(unpacking, { recursive: true, force: true });
  await mkdir(unpacking, { recursive: true, mode: 0o700 });
  try {
    await tar.x({ file, cwd: unpacking, strict: true, preserveOwner: false });
    const manifest = JSON.parse(await readFile(path.join(unpacking, MANIFEST), "utf8")) as Manifest;
    if (manifest.format !== 1) throw new Error(`${file} is not an archive of npm run db:backup.`);
    const credentials = await readFile(path.join(unpacking, CREDENTIALS), "utf8");
    await chmod(path.join(unpacking, DATA), 0o700);
    if (process.getuid?.() === 0) await promisify(execFile)("chown", ["-R", "postgres:postgres", path.join(unpacking, DATA)]);
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(path.dirname(dataDir), { recursive: true });
    await rename(path.join(unpacking, DATA), dataDir);
    await writeFile(credentialsFile(dataDir), credentials, { mode: 0o600 });
    await chmod(credentialsFile(dataDir), 0o600);
    await checkRestored(dataDir, port, manifest);
    return { dataDir, manifest };
  } finally {
    await rm(unpacking, { recursive: true, force: true });
  }
}

async function checkRestored(dataDir: string, port: number, manifest: Manifest): Promise<void> {
  const { startEmbeddedPostgres } = await import("./embedded");
  const database = await startEmbeddedPostgres({ dataDir, port });
  try {
    const credentials = readCredentials(dataDir)!;
    await withClient(loginUrl(port, credentials.superuser, manifest.database), async (client) => {
      const deadline = Date.now() + 600_000;
      while ((await client.query<{ recovering: boolean }>("SELECT pg_is_in_recovery() AS recovering")).rows[0]!.recovering) {
        if (Date.now() > deadline) throw new Error(`the restored database in ${dataDir} was still recovering after ten minutes.`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const counts = await countTables(client, await publicTables(client));
      const differing = Object.keys({ ...counts, ...manifest.rowCounts }).filter((table) => counts[table] !== manifest.rowCounts[table]);
      if (differing.length) {
        throw new Error(
          `the restored database's row counts differ from the backup's for ${differing.join(", ")}; do not use it (it is in ${dataDir}).`,
        );
      }
    });
  } finally {
    await database.stop();
  }
}
