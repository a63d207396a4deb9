/** `npm run privacy:erase`: what it does is its --help, below. */
import { parseEnv } from "../app/utils/env.server";
import { deleteMailFilesHolding } from "../app/features/mail/files.server";
import { withClient } from "../server/database/pg";
import { readArguments, run } from "./cli";
import { staffDatabaseUrl } from "./database-url";

const { positionals, wrong } = readArguments({
  name: "privacy:erase",
  usage: "<e-mail address>",
  about: `
Erases one person's data everywhere, on their request: the contact details of
every data access request they sent (open ones are withdrawn), the notes about
them in the audit log, the contact details and words of every grievance given
with that address, their newsletter subscription, mail not yet sent to
them, and the .eml copies of mail to them in MAIL_DIR. The audit log records
that an erasure happened and how much it erased, never the address. It
connects as your own staff login, STAFF_DATABASE_URL (from npm run staff:add).`,
  positionals: { min: 1, max: 1 },
});
const email = positionals[0]!;
if (!/^[^\s@]+@[^\s@]+$/.test(email)) wrong(`${email} is not an e-mail address`);

await run("The erasure", async () => {
  const { rows } = await withClient(staffDatabaseUrl(), (client) =>
    client.query<{ requests_erased: number; subscriptions_deleted: number; grievances_erased: number }>("SELECT * FROM privacy_erase($1)", [
      email,
    ]),
  );
  const { requests_erased: requests = 0, subscriptions_deleted: subscriptions = 0, grievances_erased: grievances = 0 } = rows[0] ?? {};
  const files = deleteMailFilesHolding(parseEnv().MAIL_DIR, email);
  console.log(
    `Erased: the contact details of ${requests} data access request${requests === 1 ? "" : "s"}, ` +
      `the contact details and words of ${grievances} grievance${grievances === 1 ? "" : "s"}, ` +
      `${subscriptions} newsletter subscription${subscriptions === 1 ? "" : "s"} ` +
      `and ${files} mail file${files === 1 ? "" : "s"}. The audit log records the erasure, not the address.`,
  );
});
