/**
 * `npm run db:prepare`: migrates the database as its owner (DATABASE_OWNER_URL,
 * else DATABASE_URL, else the embedded one), then lets the site prepare its
 * data and settings (`site.prepare`: the seed, the retention periods), then
 * exits. A deployment runs it once before its servers, or in every container
 * before its server: the advisory lock in migrateAndPrepare makes concurrent
 * runs take turns, and later ones no-ops.
 */
import { migrateAndPrepare, openDatabase } from "./database/open";
import { loadBuild } from "./load-build";

try {
  const { site } = await loadBuild();
  const database = site.database();
  const db = await openDatabase({
    // The owner's login alone is enough: this command never connects as the site.
    databaseUrl: database.url ?? database.ownerUrl,
    ownerUrl: database.ownerUrl,
    embeddedDir: database.embedded.dir,
    embeddedPort: database.embedded.port,
  });
  try {
    const changed = await migrateAndPrepare(db.ownerUrl, site.prepare);
    console.log(changed ? "Database prepared." : "Database already up to date: nothing to migrate or seed.");
  } finally {
    await db.stop();
  }
} catch (error) {
  console.error(`\nThe database could not be prepared: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
