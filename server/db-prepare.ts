/**
 * `npm run db:prepare`: migrates and seeds the database as its owner
 * (DATABASE_OWNER_URL, else DATABASE_URL, else the embedded one), writes
 * RETENTION_DAYS_REQUESTS and RETENTION_DAYS_PAGE_VIEWS, if set, to
 * retention_settings, then exits. A deployment runs it once before its
 * servers, or in every container before its server: the advisory lock in
 * migrateAndSeed makes concurrent runs take turns, and later ones no-ops.
 */
import { parseEnv } from "../app/utils/env.server";
import { errorMessage } from "../app/utils/error-message";
import { migrateAndSeed, openDatabase, retentionDaysFromEnv } from "./database";

try {
  const env = parseEnv();
  const db = await openDatabase({
    // The owner's login alone is enough: this command never connects as the site.
    databaseUrl: env.DATABASE_URL ?? env.DATABASE_OWNER_URL,
    ownerUrl: env.DATABASE_OWNER_URL,
    embeddedDir: env.EMBEDDED_DB_DIR,
    embeddedPort: env.EMBEDDED_DB_PORT,
  });
  try {
    const changed = await migrateAndSeed(db.ownerUrl, console.log, retentionDaysFromEnv(env));
    console.log(changed ? "Database prepared." : "Database already up to date: nothing to migrate or seed.");
  } finally {
    await db.stop();
  }
} catch (error) {
  console.error(`\nThe database could not be prepared: ${errorMessage(error)}\n`);
  process.exitCode = 1;
}
