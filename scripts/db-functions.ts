/** `npm run db:functions`: what it does is its --help, below. */
import { rmSync } from "node:fs";
import path from "node:path";
import { freePort } from "../server/app-process";
import { startEmbeddedPostgres } from "../server/database/embedded";
import { migrate } from "../server/database/migrate";
import { readArguments, run } from "./cli";
import { DEFINITION_KINDS, DEFINITIONS_DIR, readDefinitions, writeDefinitions } from "./db-definitions";

readArguments({
  name: "db:functions",
  usage: "",
  about: `
Writes prisma/functions/: the current definition of every function, procedure,
view, materialized view and trigger the migrations make, one file each, as
PostgreSQL prints them. It migrates a throwaway embedded PostgreSQL of its own
(never the site's database), reads the definitions, and stops and deletes it.
Run it after adding a migration; a test fails until the files are current.`,
});

/** Beside the tests' own cluster (.data/test-postgres), never the site's. */
const DATA_DIR = ".data/db-functions-postgres";

await run("Writing prisma/functions", async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const db = await startEmbeddedPostgres({ dataDir: DATA_DIR, port: await freePort(), ephemeral: true });
  try {
    await migrate(db.ownerUrl, { log: () => undefined });
    const definitions = await readDefinitions(db.ownerUrl);
    writeDefinitions(definitions);
    const counts = DEFINITION_KINDS.map(
      (kind) => `${[...definitions.keys()].filter((file) => file.startsWith(`${kind}/`)).length} ${kind}`,
    );
    console.log(`Wrote ${counts.join(", ")} to ${path.relative(process.cwd(), DEFINITIONS_DIR)}/.`);
  } finally {
    await db.stop();
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
});
