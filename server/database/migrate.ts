import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/**
 * Applies prisma/migrations the way `prisma migrate deploy` does and records
 * them in `_prisma_migrations` with Prisma's checksum, so either tool can take
 * over from the other. Unlike Prisma, each migration runs in a transaction, so
 * a failed one leaves nothing behind and nothing recorded.
 */

export const MIGRATIONS_DIR = path.resolve("prisma/migrations");

/** The advisory lock key Prisma Migrate itself takes, so the two never overlap. */
const PRISMA_MIGRATE_LOCK = 72707369;

/** SHA-256 of the script, as lower-case hex: Prisma's migration checksum. */
export function migrationChecksum(script: string): string {
  return createHash("sha256").update(script, "utf8").digest("hex");
}

/**
 * Prisma accepts a script whose line endings git has converted, and checksums
 * written by old Prisma versions that dropped the zero padding of each byte.
 */
export function checksumMatches(script: string, checksum: string): boolean {
  const variants = [script, script.replace(/\r\n/g, "\n"), script.replace(/\n/g, "\r\n")];
  return variants.some((variant) => {
    const digest = createHash("sha256").update(variant, "utf8").digest();
    const rendered = checksum.length === 64 ? digest.toString("hex") : [...digest].map((byte) => byte.toString(16)).join("");
    return rendered === checksum;
  });
}

export interface Migration {
  name: string;
  script: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .sort()
    .map((name) => ({ name, script: readFileSync(path.join(dir, name, "migration.sql"), "utf8") }));
}

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export async function migrate(
  databaseUrl: string,
  { migrations = readMigrations(), log = console.log }: { migrations?: Migration[]; log?: (line: string) => void } = {},
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // As withClient's (pg.ts): a server that ends the connection between statements fails the next one, never the process.
  client.on("error", () => undefined);
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK]);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<AppliedRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`,
    );
    const done = new Map<string, AppliedRow>();
    for (const row of rows) {
      if (row.rolled_back_at) continue;
      if (!row.finished_at) {
        throw new Error(
          `Migration ${row.migration_name} failed earlier and was never resolved. ` +
            `Fix the database, then mark it with \`prisma migrate resolve\`.`,
        );
      }
      done.set(row.migration_name, row);
    }

    for (const migration of migrations) {
      const previous = done.get(migration.name);
      if (previous) {
        if (!checksumMatches(migration.script, previous.checksum)) {
          throw new Error(
            `Migration ${migration.name} was changed after it was applied. ` +
              `Restore its migration.sql and put the change in a new migration.`,
          );
        }
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(migration.script);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), clock_timestamp(), 1)`,
          [randomUUID(), migrationChecksum(migration.script), migration.name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(
          `Migration ${migration.name} failed and was rolled back: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      applied.push(migration.name);
      log(`Applied migration ${migration.name}`);
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK]).catch(() => undefined);
    await client.end();
  }
  return applied;
}
