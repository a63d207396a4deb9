/** `npm run privacy:erase`: what it does is its --help, below. */
import { getEnv } from "../app/utils/env.server";
import { deleteMailFilesHolding } from "../app/features/mail/files.server";
import { normalisePhone } from "../app/utils/phone";
import { withClient } from "../server/database/pg";
import { readArguments, run } from "./cli";
import { staffDatabaseUrl } from "./database-url";

const { positionals, wrong } = readArguments({
  name: "privacy:erase",
  usage: "<e-mail address or phone number>",
  about: `
Erases one person's data everywhere, on their request: the contact details of
every data access request they sent (open ones are withdrawn), the notes about
them in the audit log, the contact details and words of every grievance given
with that address, their newsletter subscription, mail not yet sent to
them, and the .eml copies of mail to them in MAIL_DIR. Given a phone number
(0803 123 4567 or +234 803 123 4567) instead, it does the same for the
requests and grievances given with that number, and deletes the text messages
not yet sent to it and the copies of those written to SMS_DIR. The audit log records that an erasure happened and how
much it erased, never the address or number. It connects as your own staff
login, STAFF_DATABASE_URL (from npm run staff:add).`,
  positionals: { min: 1, max: 1 },
});
const given = positionals[0]!;
const isEmail = /^[^\s@]+@[^\s@]+$/.test(given);
const phone = isEmail ? null : normalisePhone(given);
if (!isEmail && !phone) wrong(`${given} is neither an e-mail address nor a Nigerian phone number`);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

await run("The erasure", async () => {
  // Where mail and texts were kept as files; each setting checked on its own, before anything is
  // erased (this runs in a container that serves nothing, without a serving process's settings).
  const { MAIL_DIR, SMS_DIR } = getEnv();
  if (phone) {
    const { rows } = await withClient(staffDatabaseUrl(), (client) =>
      client.query<{ requests_erased: number; grievances_erased: number; unsent_sms_deleted: number }>(
        "SELECT * FROM privacy_erase_phone($1)",
        [phone],
      ),
    );
    const { requests_erased: requests = 0, grievances_erased: grievances = 0, unsent_sms_deleted: unsent = 0 } = rows[0] ?? {};
    const copies = deleteMailFilesHolding(SMS_DIR, phone, ".json");
    console.log(
      `Erased: the contact details of ${plural(requests, "data access request")}, ` +
        `the contact details and words of ${plural(grievances, "grievance")}, ` +
        `${plural(unsent, "unsent text message")} and ${plural(copies, "text message file")}. ` +
        "The audit log records the erasure, not the number.",
    );
    return;
  }
  const { rows } = await withClient(staffDatabaseUrl(), (client) =>
    client.query<{ requests_erased: number; subscriptions_deleted: number; grievances_erased: number }>("SELECT * FROM privacy_erase($1)", [
      given,
    ]),
  );
  const { requests_erased: requests = 0, subscriptions_deleted: subscriptions = 0, grievances_erased: grievances = 0 } = rows[0] ?? {};
  const files = deleteMailFilesHolding(MAIL_DIR, given);
  console.log(
    `Erased: the contact details of ${plural(requests, "data access request")}, ` +
      `the contact details and words of ${plural(grievances, "grievance")}, ` +
      `${plural(subscriptions, "newsletter subscription")} ` +
      `and ${plural(files, "mail file")}. The audit log records the erasure, not the address.`,
  );
});
