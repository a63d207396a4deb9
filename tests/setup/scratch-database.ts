import { randomBytes } from "node:crypto";
import pg from "pg";
import { prepareSiteData } from "../../app/runtime/prepare.server";
import { parseEnv } from "../../app/utils/env.server";
import { migrateAndPrepare } from "../../server/database/open";
import { until } from "../integration/support/until";
import { GROWTH_STEPS, growData } from "../../scripts/data/grow";

export interface ScratchDatabase {
  /** As its owner, nassco_owner: for migrations, the seed and the tests' own reads. */
  url: string;
  /** As the site, nassco_app. */
  appUrl: string;
  /** As the back office (nassco_office) and its mail sender (nassco_mail). */
  officeUrl: string;
  mailUrl: string;
  /** As the public site's USSD and SMS callbacks, nassco_text. */
  textUrl: string;
  drop: () => Promise<void>;
}

/** A URL on another database of the same cluster, as the same login (the growth bench's too). */
export function onDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.href;
}

/**
 * A database migrated and prepared once per run (tests/setup/database.ts) as a test site's is
 * without settings of its own, which `createScratchDatabase({ prepared: true })` copies: every
 * migration and the seed into an empty database took most of a site file's set-up. Nobody may
 * connect to it (ALLOW_CONNECTIONS false): PostgreSQL refuses to copy a database someone is
 * connected to, and a test that wrote to it would write into every later copy.
 */
export const PREPARED_TEMPLATE = "prepared_template";

/**
 * PREPARED_TEMPLATE grown to ten times the office's years of data (GROWTH_STEPS["10x"]: every
 * collection the growth fixture knows), for the files that test the site at that size
 * (`createScratchDatabase({ grown: true })`). Made by the first file that asks, once per run,
 * while the others wait on an advisory lock: growing it took each such file 30–90 s of its own.
 */
export const GROWN_TEMPLATE = "grown_template";
/** pg_advisory_lock's key while GROWN_TEMPLATE is made ("65": the issue that shared it). */
const GROWING_LOCK = 7_260_419_065;

async function ensureGrownTemplate(superuserUrl: string): Promise<void> {
  await withAdmin(superuserUrl, async (admin) => {
    await admin.query("SELECT pg_advisory_lock($1)", [GROWING_LOCK]);
    try {
      const { rows } = await admin.query("SELECT FROM pg_database WHERE datname = $1", [GROWN_TEMPLATE]);
      if (rows.length > 0) return;
      await copyTemplate(admin, PREPARED_TEMPLATE, GROWN_TEMPLATE);
      try {
        const ownerUrl = onDatabase(process.env.DATABASE_URL!, GROWN_TEMPLATE);
        await growData(ownerUrl, GROWTH_STEPS["10x"]);
        await withAdmin(onDatabase(superuserUrl, GROWN_TEMPLATE), (grown) => grown.query("VACUUM ANALYZE"));
        await admin.query(`ALTER DATABASE ${GROWN_TEMPLATE} WITH ALLOW_CONNECTIONS false`);
        await until(
          async () => (await connectionsTo(admin, GROWN_TEMPLATE)) === 0,
          10_000,
          `the connections to ${GROWN_TEMPLATE} to close`,
        );
      } catch (error) {
        // Half grown is worse than absent: the next file to ask would copy it.
        await admin.query(`DROP DATABASE IF EXISTS ${GROWN_TEMPLATE} WITH (FORCE)`);
        throw error;
      }
    } finally {
      await admin.query("SELECT pg_advisory_unlock($1)", [GROWING_LOCK]);
    }
  });
}

/** The same preparation as startTestSite's with no env of its own. */
const prepareAsATestSite = (ownerUrl: string) =>
  migrateAndPrepare(
    ownerUrl,
    (url, log) => prepareSiteData(url, log, parseEnv({})),
    () => undefined,
  );

/** Makes PREPARED_TEMPLATE on the run's cluster: its superuser and its owner's login (on any database). */
export async function createPreparedTemplate(superuserUrl: string, ownerUrl: string): Promise<void> {
  await withAdmin(superuserUrl, (admin) => admin.query(`CREATE DATABASE ${PREPARED_TEMPLATE} OWNER nassco_owner`));
  await prepareAsATestSite(onDatabase(ownerUrl, PREPARED_TEMPLATE));
  await withAdmin(superuserUrl, async (admin) => {
    await admin.query(`ALTER DATABASE ${PREPARED_TEMPLATE} WITH ALLOW_CONNECTIONS false`);
    // The preparation's own connections (a pool's end() resolves before its clients have gone) must be
    // gone before the first copy; none can come after.
    await until(
      async () => (await connectionsTo(admin, PREPARED_TEMPLATE)) === 0,
      10_000,
      `the connections to ${PREPARED_TEMPLATE} to close`,
    );
  });
}

/** A new database `name`, a copy of `template` with its database-level privileges and settings (the growth benchmark's too). */
export async function copyTemplate(admin: pg.Client, template: string, name: string): Promise<void> {
  // FILE_COPY copies the template's files (about 40 ms for its 20 MB), where the default WAL_LOG
  // writes them all to the WAL (60–500 ms). Copies from several workers at once share a lock on the
  // template and do not wait on one another. PostgreSQL refuses a copy while anyone is connected to
  // the template; nobody can be, but an autovacuum worker may (against wraparound), and PostgreSQL
  // stops it: retried, should one outlast the copy's own wait.
  await until(
    () =>
      admin.query(`CREATE DATABASE ${name} OWNER nassco_owner TEMPLATE ${template} STRATEGY FILE_COPY`).then(
        () => true,
        (error: { code?: string }) => {
          if (error.code === "55006") return false;
          throw error;
        },
      ),
    10_000,
    `${template} to have no connections`,
  );
  await copyDatabaseLevel(admin, template, name);
}

async function withAdmin<T>(superuserUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function connectionsTo(client: pg.Client, name: string): Promise<number> {
  const { rows } = await client.query<{ open: number }>("SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1", [name]);
  return rows[0]!.open;
}

/**
 * What CREATE DATABASE … TEMPLATE does not copy, since it belongs to the database and not to what is
 * in it: who may connect (the migrations' REVOKE ALL … FROM PUBLIC and GRANT CONNECT, made on
 * current_database()), the settings made with ALTER DATABASE or ALTER ROLE … IN DATABASE, and the
 * connection limit. Copied here as they are on the template, then compared: a copy that a login
 * could reach differently from a fresh database would make the least-privilege tests prove nothing.
 */
async function copyDatabaseLevel(admin: pg.Client, from: string, to: string): Promise<void> {
  const name = admin.escapeIdentifier(to);
  const owner = (await admin.query<{ owner: string }>("SELECT datdba::regrole::text AS owner FROM pg_database WHERE datname = $1", [to]))
    .rows[0]!.owner;
  const acl = await admin.query<{ grantee: string; privilege: string; grantable: boolean }>(
    `SELECT coalesce(quote_ident(r.rolname), 'PUBLIC') AS grantee, a.privilege_type AS privilege, a.is_grantable AS grantable
     FROM pg_database d CROSS JOIN aclexplode(d.datacl) a LEFT JOIN pg_roles r ON r.oid = a.grantee
     WHERE d.datname = $1`,
    [from],
  );
  // A template with the default privileges (datacl null) explodes to no rows, and its copy has them too.
  if (acl.rows.length > 0) {
    await admin.query(`REVOKE ALL ON DATABASE ${name} FROM PUBLIC, ${owner}`);
    for (const { grantee, privilege, grantable } of acl.rows) {
      await admin.query(`GRANT ${privilege} ON DATABASE ${name} TO ${grantee}${grantable ? " WITH GRANT OPTION" : ""}`);
    }
  }
  const settings = await admin.query<{ role: string | null; name: string; value: string }>(
    `SELECT quote_ident(r.rolname) AS role, split_part(c, '=', 1) AS name, substr(c, strpos(c, '=') + 1) AS value
     FROM pg_db_role_setting s CROSS JOIN unnest(s.setconfig) c LEFT JOIN pg_roles r ON r.oid = s.setrole
     WHERE s.setdatabase = (SELECT oid FROM pg_database WHERE datname = $1)`,
    [from],
  );
  // The stored text of a setting is what set_config reads back; FROM CURRENT then stores it as it was.
  for (const { role, name: setting, value } of settings.rows) {
    await admin.query("BEGIN");
    await admin.query("SELECT set_config($1, $2, true)", [setting, value]);
    await admin.query(`${role ? `ALTER ROLE ${role} IN DATABASE ${name}` : `ALTER DATABASE ${name}`} SET ${setting} FROM CURRENT`);
    await admin.query("COMMIT");
  }
  const { rows } = await admin.query<{ limit: number }>("SELECT datconnlimit AS limit FROM pg_database WHERE datname = $1", [from]);
  if (rows[0]!.limit !== -1) await admin.query(`ALTER DATABASE ${name} CONNECTION LIMIT ${rows[0]!.limit}`);

  const levels = await admin.query<{ datname: string; level: string }>(
    `SELECT d.datname, json_build_array(
              d.datdba::regrole, d.datconnlimit,
              (SELECT array_agg(a::text ORDER BY a::text) FROM unnest(d.datacl) a),
              (SELECT array_agg(format('%s %s', s.setrole, c) ORDER BY s.setrole, c) FROM pg_db_role_setting s, unnest(s.setconfig) c WHERE s.setdatabase = d.oid)
            )::text AS level
     FROM pg_database d WHERE d.datname IN ($1, $2)`,
    [from, to],
  );
  const [first, second] = levels.rows;
  if (levels.rows.length !== 2 || first!.level !== second!.level) {
    throw new Error(
      `${to} did not get ${from}'s privileges and settings: ${levels.rows.map((row) => `${row.datname} ${row.level}`).join("; ")}`,
    );
  }
}

/**
 * A new database on the test cluster, owned by nassco_owner as a deployment's is, for tests that
 * must not disturb the shared one. Empty, for tests that must start from nothing (the migrations,
 * the seed, several instances preparing one database at once); with `prepared`, a copy of
 * PREPARED_TEMPLATE, on which migrateAndPrepare finds every migration and the seed in place and
 * applies only what its own settings change.
 */
export async function createScratchDatabase({
  prepared = false,
  grown = false,
}: { prepared?: boolean; grown?: boolean } = {}): Promise<ScratchDatabase> {
  const superuser = process.env.TEST_SUPERUSER_DATABASE_URL!;
  const name = `scratch_${randomBytes(4).toString("hex")}`;
  if (grown) await ensureGrownTemplate(superuser);
  await withAdmin(superuser, async (admin) => {
    if (!prepared && !grown) return admin.query(`CREATE DATABASE ${name} OWNER nassco_owner`);
    await copyTemplate(admin, grown ? GROWN_TEMPLATE : PREPARED_TEMPLATE, name);
  });
  return {
    url: onDatabase(process.env.DATABASE_URL!, name),
    appUrl: onDatabase(process.env.TEST_APP_DATABASE_URL!, name),
    officeUrl: onDatabase(process.env.TEST_OFFICE_DATABASE_URL!, name),
    mailUrl: onDatabase(process.env.TEST_MAIL_DATABASE_URL!, name),
    textUrl: onDatabase(process.env.TEST_TEXT_DATABASE_URL!, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: superuser });
      await client.connect();
      // A pool's end() resolves before its clients have said goodbye. FORCE would cut them off
      // mid-way, and the error they then raise surfaces as an unhandled one in the test run; so
      // wait for them to go, and force only what is still there after the deadline.
      await until(async () => (await connectionsTo(client, name)) === 0, 10_000, `the connections to ${name} to close`).catch(
        () => undefined,
      );
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
