import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../../tests/setup/scratch-database";
import { checksumMatches, migrate, migrationChecksum, readMigrations } from "./migrate";

describe("migration checksum", () => {
  it("is Prisma's: SHA-256 as zero-padded lower-case hex", () => {
    // The value prisma-engines' own test expects for this script.
    expect(migrationChecksum("hello")).toBe("2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824");
  });

  it("accepts the same script with other line endings, as Prisma does", () => {
    const unix = "CREATE TABLE a (id int);\nCREATE TABLE b (id int);\n";
    const windows = unix.replace(/\n/g, "\r\n");
    expect(checksumMatches(windows, migrationChecksum(unix))).toBe(true);
    expect(checksumMatches(unix, migrationChecksum(windows))).toBe(true);
  });

  it("accepts the unpadded checksums old Prisma versions wrote", () => {
    const script = "SELECT 1;";
    const unpadded = [...Buffer.from(migrationChecksum(script), "hex")].map((b) => b.toString(16)).join("");
    expect(unpadded.length).toBeLessThan(64);
    expect(checksumMatches(script, unpadded)).toBe(true);
  });

  it("rejects a changed script", () => {
    expect(checksumMatches("abc\n", migrationChecksum("abc"))).toBe(false);
  });
});

describe("migrate", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  async function scratch() {
    const db = await createScratchDatabase();
    cleanups.push(db.drop);
    return db.url;
  }

  function migrationsDir(files: Record<string, string>) {
    const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
    for (const [name, script] of Object.entries(files)) {
      mkdirSync(path.join(dir, name));
      writeFileSync(path.join(dir, name, "migration.sql"), script);
    }
    return dir;
  }

  async function query<T extends pg.QueryResultRow>(url: string, sql: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(sql)).rows;
    } finally {
      await client.end();
    }
  }

  it("applies the project's migrations and records them as prisma migrate deploy would", async () => {
    const url = await scratch();
    const migrations = readMigrations();
    expect(await migrate(url, { log: () => undefined })).toEqual(migrations.map((m) => m.name));

    const rows = await query<{ migration_name: string; checksum: string; finished_at: Date; applied_steps_count: number }>(
      url,
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(migrations.map((m) => m.name));
    rows.forEach((row, i) => {
      expect(row.checksum).toBe(migrationChecksum(migrations[i]!.script));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.applied_steps_count).toBe(1);
    });

    expect(await migrate(url, { log: () => undefined })).toEqual([]);
  });

  it("refuses a migration whose file changed after it was applied", async () => {
    const url = await scratch();
    await migrate(url, { migrations: readMigrations(migrationsDir({ "1_a": "CREATE TABLE a (id int);" })), log: () => undefined });
    const changed = readMigrations(migrationsDir({ "1_a": "CREATE TABLE a (id bigint);" }));
    await expect(migrate(url, { migrations: changed, log: () => undefined })).rejects.toThrow(/1_a was changed/);
  });

  it("rolls a failing migration back completely and records nothing", async () => {
    const url = await scratch();
    const dir = migrationsDir({
      "1_ok": "CREATE TABLE ok (id int);",
      "2_bad": "CREATE TABLE half (id int);\nSELECT no_such_column FROM ok;",
    });
    await expect(migrate(url, { migrations: readMigrations(dir), log: () => undefined })).rejects.toThrow(/2_bad failed/);
    const tables = await query<{ table_name: string }>(
      url,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(["_prisma_migrations", "ok"]);
    const recorded = await query<{ migration_name: string }>(url, `SELECT migration_name FROM "_prisma_migrations"`);
    expect(recorded.map((r) => r.migration_name)).toEqual(["1_ok"]);
  });

  it("lets concurrent starts apply each migration once", async () => {
    const url = await scratch();
    const results = await Promise.all([1, 2, 3].map(() => migrate(url, { log: () => undefined })));
    expect(results.flat()).toEqual(readMigrations().map((m) => m.name));
  });
});
