/** `npm run staff:invite`: what it does is its --help, below. */
import { randomBytes } from "node:crypto";
import { getEnv, staffOrigin } from "../app/utils/env.server";
import { AUTO_SUBMITTED, composeMessage } from "../app/features/mail/compose.server";
import { MAIL_CHANNEL } from "../app/features/mail/outbox.server";
import { staffAccountNotice } from "../app/features/staff-auth/alerts.server";
import { deskLabel, DESK_CHOICES, NATIONAL_OFFICE } from "../app/features/staff-auth/desk";
import { OWN_EMAIL_PROBLEM, ownEmailEntry, ownEmailProblem } from "../app/features/staff-auth/own-email";
import { sha256 } from "../app/features/staff-auth/totp.server";
import { withClient } from "../server/database/pg";
import { readArguments, run } from "./cli";
import { ownerDatabaseUrl } from "./database-url";

const ROLES = ["editor", "publisher", "request_officer", "grievance_officer", "admin"];

const { values, positionals, wrong } = readArguments(
  {
    name: "staff:invite",
    usage: "<name> --display-name <full name> [--email <address>] [--roles admin,editor,…] [--desk <state>|national]",
    about: `
Makes a back-office account (or renews the invitation of one never set up)
and prints its invitation link, once. With the link the person chooses a
password and sets up an authenticator app. It is the operator's path: for the
first administrator, or when no administrator can sign in. Administrators
invite everyone else on the back office's Accounts page, which mails the link
to the person and never shows it.

The link is printed because this runs as the database's owner, who can read
and change every account anyway; it is not silent, though: every administrator
who has set up with an e-mail address is mailed that the account was made
(written to the outbox, sent by the back office's mail sender).

  --display-name   their full name, as colleagues know them
  --email          their work address: where their alerts, and an admin's
                   notices of accounts, go (they can also add it themselves)
  --roles          a comma-separated list of editor, publisher, request_officer,
                   grievance_officer and admin (default: admin)
  --desk           for a grievance officer, and required for one: a state as
                   the register names it (Kano, FCT, …) or national

The name is 2 to 40 lower-case letters, digits or _, starting with a letter.
Runs as the owner: DATABASE_OWNER_URL, else DATABASE_URL, else the embedded
database of npm start. The audit log records the owner's login as the inviter.`,
    options: { "display-name": { type: "string" }, email: { type: "string" }, roles: { type: "string" }, desk: { type: "string" } },
    positionals: { min: 1, max: 1 },
  },
  process.argv.slice(2),
);
const name = positionals[0]!;
if (!/^[a-z][a-z0-9_]{1,39}$/.test(name))
  wrong(`${name} is not a name for an account: use 2 to 40 lower-case letters, digits or _, starting with a letter`);
const displayName = values["display-name"]?.trim();
if (!displayName) wrong("It needs --display-name, their full name");
const email = ownEmailEntry(values.email ?? "") || null;
if (email && ownEmailProblem(email)) wrong(`--email: ${OWN_EMAIL_PROBLEM}`);
const roles = (values.roles ?? "admin").split(",").map((role) => role.trim());
const unknown = roles.filter((role) => !ROLES.includes(role));
if (unknown.length > 0 || roles.length === 0) wrong(`${unknown.join(", ")} is not a role: use ${ROLES.join(", ")}`);
// A grievance officer's desk is chosen, never assumed: no desk is not the national office.
const desk = values.desk?.trim() ?? null;
const officer = roles.includes("grievance_officer");
if (officer && !desk) wrong(`A grievance officer needs --desk: a state as the register names it, or ${NATIONAL_OFFICE}`);
if (!officer && desk) wrong("Only a grievance officer has a desk: leave out --desk, or add grievance_officer to --roles");
if (desk && desk !== NATIONAL_OFFICE && !DESK_CHOICES.some((choice) => choice.value === desk))
  wrong(`${desk} is not a state of the register: use its name (such as Kano or FCT), or ${NATIONAL_OFFICE}`);

await run("staff:invite", async () => {
  // The settings it reads, each checked on its own: the container that runs this (compose's
  // migrate) serves nothing, so the checks of a serving process (SITE_URL, SESSION_SECRET, mail)
  // are not for it. Read before the invitation is stored, so a bad one stores nothing.
  const env = getEnv();
  const invitation = randomBytes(32).toString("base64url");
  // STAFF_SITE_URL alone is enough.
  const origin = env.STAFF_SITE_URL ?? staffOrigin(env);
  await withClient(ownerDatabaseUrl(), async (client) => {
    await client.query("BEGIN");
    try {
      await client.query("SELECT staff_invite_as(session_user, $1, $2, $3, $4::text[], $5, $6)", [
        name,
        displayName,
        email,
        roles,
        desk,
        sha256(invitation),
      ]);
      // The address it has now: the one given, or the one it had while it waited to be set up.
      const [made] = (
        await client.query<{ by: string; email: string | null }>(
          "SELECT session_user AS by, a.email FROM staff_account a WHERE a.name = $1",
          [name],
        )
      ).rows;
      // Every admin who has set up is told, as of an admin's invitation (staff_admin_addresses).
      const admins = await client.query<{ email: string }>(
        `SELECT a.email FROM staff_account a
         WHERE a.email IS NOT NULL AND a.disabled_at IS NULL AND a.totp_secret IS NOT NULL AND 'admin' = ANY (a.roles) AND a.name <> $1
         ORDER BY a.name`,
        [name],
      );
      const account = {
        name,
        displayName: displayName!,
        // Not mailed: the operator hands the printed link over.
        email: `${made?.email ?? "no address"} (the link was printed for the operator to hand over)`,
        roles,
        desk: officer ? deskLabel(desk === NATIONAL_OFFICE ? null : desk) : null,
      };
      const notice = staffAccountNotice(`${made?.by ?? "the database owner"} (npm run staff:invite)`, account, false, origin);
      for (const { email: to } of admins.rows) {
        const message = composeMessage("staff account notice", to, notice, { ...AUTO_SUBMITTED });
        await client.query(
          `INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, headers)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
          [message.messageId, message.kind, to, message.subject, message.text, message.html, JSON.stringify(message.headers)],
        );
      }
      if (admins.rows.length > 0) await client.query("SELECT pg_notify($1, '')", [MAIL_CHANNEL]);
      await client.query("COMMIT");
      console.log(
        `Invited ${name} (${roles.join(", ")}${account.desk ? `, ${account.desk}` : ""}). ` +
          `${admins.rows.length} administrator${admins.rows.length === 1 ? " is" : "s are"} told by e-mail.`,
      );
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  });
  const path = `/staff/enrol/${invitation}`;
  console.log(`The invitation link, shown this once, works for three days:\n`);
  console.log(`  ${origin ? `${origin}${path}` : path}\n`);
  if (!origin) console.log("STAFF_SITE_URL and STAFF_PORT are unset: open this path on the back office's own address.");
  console.log("Give it to them privately: whoever holds it can set up the account.");
});
