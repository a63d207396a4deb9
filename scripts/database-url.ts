import { getEnv } from "../app/utils/env.server";
import { embeddedUrl } from "../server/database/credentials";

/**
 * The logins the command-line scripts use. Owner's work (imports, staff
 * accounts) uses DATABASE_OWNER_URL, else DATABASE_URL, else the embedded
 * database of `npm start`; staff work uses the staff member's own login, so
 * the audit log names them. Each setting is checked on its own: these run
 * where nothing serves (compose's migrate container), without a serving
 * process's settings (SITE_URL, SESSION_SECRET, mail).
 */
export function ownerDatabaseUrl(): string {
  const env = getEnv();
  return env.DATABASE_OWNER_URL ?? env.DATABASE_URL ?? embeddedUrl(env.EMBEDDED_DB_DIR, env.EMBEDDED_DB_PORT, "owner");
}

export function staffDatabaseUrl(): string {
  const url = getEnv().STAFF_DATABASE_URL;
  if (!url) {
    throw new Error(
      "STAFF_DATABASE_URL is not set; set it to your own staff login, as npm run staff:add printed it, " +
        "so that the audit log records who did this.",
    );
  }
  return url;
}
