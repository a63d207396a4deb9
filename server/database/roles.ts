import type { EmbeddedCredentials } from "./credentials";
import { withClient } from "./pg";

/**
 * What an administrator does once on a managed server (deploy/roles.sql,
 * docs/database-roles.md), done here for the embedded cluster, as its
 * superuser: the owner, site, text channels', back-office and mail logins with their
 * passwords, and the database owned by the owner. The
 * migrations then create the staff group and grant each role its privileges.
 */
export async function prepareRoles(superuserUrl: string, database: string, credentials: EmbeddedCredentials): Promise<void> {
  await withClient(superuserUrl, async (admin) => {
    const login = async (role: string, password: string, extra: string) => {
      const { rowCount } = await admin.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [role]);
      const verb = rowCount ? "ALTER" : "CREATE";
      await admin.query(`${verb} ROLE ${admin.escapeIdentifier(role)} LOGIN ${extra} PASSWORD ${admin.escapeLiteral(password)}`);
    };
    // CREATEROLE lets the owner create the staff group and staff logins, and only those it created.
    await login(credentials.owner.user, credentials.owner.password, "NOSUPERUSER CREATEROLE");
    await login(credentials.app.user, credentials.app.password, "NOSUPERUSER NOCREATEROLE NOCREATEDB");
    await login(credentials.office.user, credentials.office.password, "NOSUPERUSER NOCREATEROLE NOCREATEDB");
    await login(credentials.mail.user, credentials.mail.password, "NOSUPERUSER NOCREATEROLE NOCREATEDB");
    await login(credentials.text.user, credentials.text.password, "NOSUPERUSER NOCREATEROLE NOCREATEDB");
    // The back office reads what the public site reads (its pages' chrome, previews), and more.
    await admin.query(`GRANT ${admin.escapeIdentifier(credentials.app.user)} TO ${admin.escapeIdentifier(credentials.office.user)}`);
    const name = admin.escapeIdentifier(database);
    const owner = admin.escapeIdentifier(credentials.owner.user);
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    await admin.query(rowCount ? `ALTER DATABASE ${name} OWNER TO ${owner}` : `CREATE DATABASE ${name} OWNER ${owner}`);
  });
  const url = new URL(superuserUrl);
  url.pathname = `/${database}`;
  await handOverObjects(url.href, credentials.owner.user);
}

/**
 * A cluster made before the roles existed has its tables owned by the
 * superuser, which ran the migrations then. They go to the owner, so that
 * its migrations can grant on them.
 */
async function handOverObjects(databaseUrl: string, owner: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ statement: string }>(
      `SELECT format('ALTER %s %I OWNER TO %I',
                     CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END,
                     c.relname, $1::text) AS statement
       FROM pg_class c
       WHERE c.relnamespace = 'public'::regnamespace
         AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
         AND c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = $1)
         -- Extensions' objects stay theirs; a column's sequence follows its table.
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('e', 'a', 'i'))`,
      [owner],
    );
    for (const { statement } of rows) await client.query(statement);
  });
}
