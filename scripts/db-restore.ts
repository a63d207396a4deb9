/** `npm run db:restore`: what it does is its --help, below. */
import { existsSync } from "node:fs";
import { parseEnv } from "../app/utils/env.server";
import { freePort } from "../server/app-process";
import { restoreEmbedded } from "../server/database/backup";
import { readArguments, run } from "./cli";

const { values, positionals } = readArguments({
  name: "db:restore",
  usage: "<file> [--into DIR]",
  about: `
Restores an archive of npm run db:backup into a new data directory: DIR, or
EMBEDDED_DB_DIR (.data/postgres by default) when that does not exist. It
checks the archive against its .sha256 first, never overwrites an existing or
running data directory, gives the cluster its logins back (the credentials
file beside the directory), starts it once to replay the archive's WAL, checks
every table's row count against the backup's, and stops it. Then npm start
(with EMBEDDED_DB_DIR=DIR, if you chose one) runs the site on it.`,
  options: { into: { type: "string" } },
  positionals: { min: 1, max: 1 },
});
const file = positionals[0]!;

await run("The restore", async () => {
  const into = values.into ?? parseEnv().EMBEDDED_DB_DIR;
  if (!existsSync(file)) throw new Error(`there is no file ${file}.`);
  const started = performance.now();
  const { manifest } = await restoreEmbedded({ file, into, port: await freePort() });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${into} in ${seconds} s; ` +
      `the row counts of its ${Object.keys(manifest.rowCounts).length} tables match the backup's.`,
  );
  if (!values.into) console.log("Start the site on it with npm start.");
  else console.log(`Start the site on it with EMBEDDED_DB_DIR=${into} npm start.`);
});
