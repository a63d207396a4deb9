/** `npm run staff:invite`: what it does is its --help, below. */
import { randomBytes } from "node:crypto";
import { getEnv, staffOrigin } from "../app/utils/env.server";
import { sha256 } from "../app/features/staff-auth/totp.server";
import { withClient } from "../server/database/pg";
import { readArguments, run } from "./cli";
import { ownerDatabaseUrl } from "./database-url";

const ROLES = ["editor", "publisher", "request_officer", "admin"];

const { values, positionals, wrong } = readArguments(
  {
    name: "staff:invite",
    usage: "<name> --display-name <full name> [--roles admin,editor,…]",
    about: `
Makes a back-office account (or renews the invitation of one not set up yet)
and prints its invitation link, once. With the link the person chooses a
password and sets up an authenticator app. Use it for the first administrator;
after that, administrators invite colleagues on the back office's Accounts page.

  --display-name   their full name, as colleagues know them
  --roles          a comma-separated list of editor, publisher, request_officer
                   and admin (default: admin)

The name is 2 to 40 lower-case letters, digits or _, starting with a letter.
Runs as the owner: DATABASE_OWNER_URL, else DATABASE_URL, else the embedded
database of npm start. The audit log records the owner's login as the inviter.`,
    options: { "display-name": { type: "string" }, roles: { type: "string" } },
    positionals: { min: 1, max: 1 },
  },
  process.argv.slice(2),
);
const name = positionals[0]!;
if (!/^[a-z][a-z0-9_]{1,39}$/.test(name))
  wrong(`${name} is not a name for an account: use 2 to 40 lower-case letters, digits or _, starting with a letter`);
const displayName = values["display-name"]?.trim();
if (!displayName) wrong("It needs --display-name, their full name");
const roles = (values.roles ?? "admin").split(",").map((role) => role.trim());
const unknown = roles.filter((role) => !ROLES.includes(role));
if (unknown.length > 0 || roles.length === 0) wrong(`${unknown.join(", ")} is not a role: use ${ROLES.join(", ")}`);

await run("staff:invite", async () => {
  // The settings it reads, each checked on its own: the container that runs this (compose's
  // migrate) serves nothing, so the checks of a serving process (SITE_URL, SESSION_SECRET, mail)
  // are not for it. Read before the invitation is stored, so a bad one stores nothing.
  const env = getEnv();
  const invitation = randomBytes(32).toString("base64url");
  await withClient(ownerDatabaseUrl(), (client) =>
    client.query("SELECT staff_invite_as(session_user, $1, $2, $3::text[], $4)", [name, displayName, roles, sha256(invitation)]),
  );
  // STAFF_SITE_URL alone is enough.
  const origin = env.STAFF_SITE_URL ?? staffOrigin(env);
  const path = `/staff/enrol/${invitation}`;
  console.log(`Invited ${name} (${roles.join(", ")}). The invitation link, shown this once, works for three days:\n`);
  console.log(`  ${origin ? `${origin}${path}` : path}\n`);
  if (!origin) console.log("STAFF_SITE_URL and STAFF_PORT are unset: open this path on the back office's own address.");
  console.log("Give it to them privately: whoever holds it can set up the account.");
});
