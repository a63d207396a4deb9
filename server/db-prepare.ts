/**
 * `npm run db:prepare`: migrates the database as its owner (DATABASE_OWNER_URL,
 * else DATABASE_URL, else the embedded one), then lets the site prepare its
 * data and settings (`site.prepare`: the seed, the retention periods), then
 * exits. A deployment runs it once before its servers, or in every container
 * before its server: the advisory lock in migrateAndPrepare makes concurrent
 * runs take turns, and later ones no-ops.
 */
import { migrateAndPrepare, openDatabase } from "./database/open";
import { plainError } from "./database/plain-error";
import { loadBuild } from "./load-build";

const HELP = `Usage: npm run db:prepare

Migrates the database as its owner (DATABASE_OWNER_URL, else DATABASE_URL,
else the embedded database under EMBEDDED_DB_DIR, started for the purpose),
then seeds it and writes the retention periods. Safe to run again, and from
several containers at once: later runs change nothing. Needs npm run build.
`;
const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  process.stdout.write(HELP);
  process.exit(0);
}
if (args.length > 0) {
  console.error(`It takes no arguments, not ${args.join(" ")}. Run \`npm run db:prepare -- --help\` for how to use it.`);
  process.exit(2);
}

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
  console.error(`The database could not be prepared: ${plainError(error)}`);
  process.exitCode = 1;
}
