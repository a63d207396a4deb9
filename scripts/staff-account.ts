/** `npm run staff:add` and `npm run staff:remove`: what they do is their --help, below. */
import { newPassword } from "../server/database/credentials";
import { withClient } from "../server/database/pg";
import { readArguments, run } from "./cli";
import { ownerDatabaseUrl } from "./database-url";

/** Lower-case, so the name needs no quoting in psql, and never one of ours or PostgreSQL's own. */
const STAFF_NAME = /^(?!nassco_|pg_|postgres$)[a-z][a-z0-9_]{1,39}$/;

const command = process.argv[2] === "remove" ? "remove" : "add";
const { positionals, wrong } = readArguments(
  {
    name: `staff:${command}`,
    usage: "<name>",
    about: `
Staff logins: each person has their own, a member of nassco_staff, so the
audit log names who did what.

  npm run staff:add -- <name>      creates the login and prints its connection string, once
  npm run staff:remove -- <name>   removes it; what it did stays in the audit log

The name is 2 to 40 lower-case letters, digits or _, starting with a letter
(for example ada_obi). Runs as the owner: DATABASE_OWNER_URL, else
DATABASE_URL, else the embedded database of npm start.`,
    positionals: { min: 1, max: 1 },
  },
  process.argv.slice(3),
);
const name = positionals[0]!;
if (!STAFF_NAME.test(name)) wrong(`${name} is not a name for a login: use 2 to 40 lower-case letters, digits or _, starting with a letter`);

await run(`staff:${command}`, async () => {
  const ownerUrl = ownerDatabaseUrl();
  await withClient(ownerUrl, async (client) => {
    const role = client.escapeIdentifier(name);
    const { rowCount } = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [name]);
    if (command === "add") {
      if (rowCount) throw new Error(`there is already a login called ${name}; choose another name, or remove it first.`);
      const password = newPassword();
      await client.query(
        `CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD ${client.escapeLiteral(password)} IN ROLE nassco_staff`,
      );
      const url = new URL(ownerUrl);
      url.username = name;
      url.password = password;
      console.log(`Created the staff login ${name}. Its connection string, shown this once:\n\n  ${url.href}\n`);
      console.log("Give it to them privately. They connect with: psql '<connection string>'");
    } else {
      if (!rowCount) throw new Error(`there is no login called ${name}.`);
      const { rows } = await client.query<{ staff: boolean }>("SELECT pg_has_role($1, 'nassco_staff', 'MEMBER') AS staff", [name]);
      if (!rows[0]?.staff) throw new Error(`${name} is not a staff login; it is left alone.`);
      await client.query(`DROP ROLE ${role}`);
      console.log(`Removed the staff login ${name}. The audit log keeps what it did, under its name.`);
    }
  });
});
