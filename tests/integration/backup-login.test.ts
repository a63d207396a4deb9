import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { withClient } from "../../server/database/pg";

/**
 * The compose backup service's login, as deploy/roles.sql makes it, reads
 * every table the way pg_dump does: with row_security off, which fails on a
 * table with row-level security (every content collection) unless the login
 * bypasses it.
 */
const superuser = process.env.TEST_SUPERUSER_DATABASE_URL!;
const database = new URL(process.env.DATABASE_URL!).pathname.slice(1);
const login = (name: string) => `backup_check_${name}_${process.pid}`;
const PASSWORD = `backup-check-${process.pid}-password`;
const made: string[] = [];

/** The CREATE ROLE of deploy/roles.sql for nassco_backup, for a login of the test's own. */
function backupRoleAs(name: string): string {
  const statement = /^CREATE ROLE nassco_backup [^;]+;$/m.exec(readFileSync("deploy/roles.sql", "utf8"))?.[0];
  if (!statement) throw new Error("deploy/roles.sql no longer creates nassco_backup");
  return statement.replace("nassco_backup", name).replace(":'backup_password'", `'${PASSWORD}'`);
}

async function makeLogin(name: string, createRole: string) {
  await withClient(superuser, async (client) => {
    await client.query(createRole);
    made.push(name);
    await client.query(`GRANT pg_read_all_data TO ${name}`);
    await client.query(`GRANT CONNECT ON DATABASE ${database} TO ${name}`);
  });
}

/** Each table of the site's schema, read as pg_dump reads it: the error code of the first that fails, or null. */
async function readEveryTable(name: string): Promise<{ tables: number; failed: string | null }> {
  const url = new URL(process.env.DATABASE_URL!);
  url.username = name;
  url.password = PASSWORD;
  return withClient(url.href, async (client) => {
    await client.query("SET row_security = off");
    const { rows } = await client.query<{ name: string }>(
      "SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    );
    for (const table of rows) {
      try {
        await client.query(`SELECT 1 FROM ${table.name} LIMIT 1`);
      } catch (error) {
        return { tables: rows.length, failed: `${table.name}: ${(error as { code?: string }).code}` };
      }
    }
    return { tables: rows.length, failed: null };
  });
}

afterAll(async () => {
  await withClient(superuser, async (client) => {
    for (const name of made) {
      await client.query(`REVOKE CONNECT ON DATABASE ${database} FROM ${name}`);
      await client.query(`DROP ROLE IF EXISTS ${name}`);
    }
  });
});

describe("the backup login of deploy/roles.sql", () => {
  it("reads every table with row security off, as pg_dump does, content collections included", async () => {
    await makeLogin(login("roles_sql"), backupRoleAs(login("roles_sql")));
    const { tables, failed } = await readEveryTable(login("roles_sql"));
    expect(tables).toBeGreaterThan(20);
    expect(failed).toBeNull();
  });

  it("would not, without BYPASSRLS: the check can fail", async () => {
    const name = login("without");
    await makeLogin(name, backupRoleAs(name).replace(" BYPASSRLS", ""));
    expect((await readEveryTable(name)).failed).toMatch(/42501$/);
  });
});
