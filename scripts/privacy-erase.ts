/**
 * Erases one person's data everywhere, on their request: the contact details
 * of every data access request they sent (open ones are withdrawn), the notes
 * about them in the audit log, their newsletter subscription, mail not yet
 * sent to them, and the .eml copies of mail to them in MAIL_DIR. The audit
 * log records that an erasure happened and how much it erased, under your
 * staff login, never the address.
 *
 *   STAFF_DATABASE_URL=postgresql://ada:…@host/nassco npm run privacy:erase -- person@example.com
 */
import { parseEnv } from "../app/utils/env.server";
import { errorMessage } from "../app/utils/log.server";
import { deleteMailFilesHolding } from "../app/features/mail/files.server";
import { withClient } from "../server/database/pg";
import { staffDatabaseUrl } from "./database-url";

const email = process.argv[2];
if (!email || process.argv.length > 3) {
  console.error("Usage: npm run privacy:erase -- <e-mail address>");
  process.exit(2);
}

try {
  const { rows } = await withClient(staffDatabaseUrl(), (client) =>
    client.query<{ requests_erased: number; subscriptions_deleted: number }>("SELECT * FROM privacy_erase($1)", [email]),
  );
  const { requests_erased: requests = 0, subscriptions_deleted: subscriptions = 0 } = rows[0] ?? {};
  const files = deleteMailFilesHolding(parseEnv().MAIL_DIR, email);
  console.log(
    `Erased: the contact details of ${requests} data access request${requests === 1 ? "" : "s"}, ` +
      `${subscriptions} newsletter subscription${subscriptions === 1 ? "" : "s"} ` +
      `and ${files} mail file${files === 1 ? "" : "s"}. The audit log records the erasure, not the address.`,
  );
} catch (error) {
  console.error(`Erasure failed: ${errorMessage(error)}`);
  process.exitCode = 1;
}
