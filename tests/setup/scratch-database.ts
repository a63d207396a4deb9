import { randomBytes } from "node:crypto";
import pg from "pg";
import { until } from "../integration/support/until";

export interface ScratchDatabase {
  /** As its owner, nassco_owner: for migrations, the seed and the tests' own reads. */
  url: string;
  /** As the site, nassco_app. */
  appUrl: string;
  /** As the back office (nassco_office) and its mail sender (nassco_mail). */
  officeUrl: string;
  mailUrl: string;
  drop: () => Promise<void>;
}

function onDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.href;
}

/**
 * A new, empty database on the test cluster, owned by nassco_owner as a
 * deployment's is, for tests that must start from nothing (migrations) or
 * must not disturb the shared one.
 */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const superuser = process.env.TEST_SUPERUSER_DATABASE_URL!;
  const name = `scratch_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: superuser });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} OWNER nassco_owner`);
  await admin.end();
  return {
    url: onDatabase(process.env.DATABASE_URL!, name),
    appUrl: onDatabase(process.env.TEST_APP_DATABASE_URL!, name),
    officeUrl: onDatabase(process.env.TEST_OFFICE_DATABASE_URL!, name),
    mailUrl: onDatabase(process.env.TEST_MAIL_DATABASE_URL!, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: superuser });
      await client.connect();
      // A pool's end() resolves before its clients have said goodbye. FORCE would cut them off
      // mid-way, and the error they then raise surfaces as an unhandled one in the test run; so
      // wait for them to go, and force only what is still there after the deadline.
      await until(
        async () => {
          const { rows } = await client.query<{ open: number }>("SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1", [
            name,
          ]);
          return rows[0]!.open === 0;
        },
        10_000,
        `the connections to ${name} to close`,
      ).catch(() => undefined);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
