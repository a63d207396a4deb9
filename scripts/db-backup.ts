/** `npm run db:backup`: what it does is its --help, below. */
import path from "node:path";
import { parseEnv } from "../app/utils/env.server";
import { backupEmbedded } from "../server/database/backup";
import { readArguments, run } from "./cli";

const { values } = readArguments({
  name: "db:backup",
  usage: "[--out DIR]",
  about: `
Backs up the embedded PostgreSQL of npm start while it runs (EMBEDDED_DB_DIR,
.data/postgres by default): the whole cluster, every table and every login,
as one file, DIR/nassco-<time>.tar.gz (DIR is .data/backups unless --out
says), with its sha256 beside it. Then it deletes all but the newest
BACKUP_KEEP archives there (7 by default). Restore one with
npm run db:restore -- <file>. A server set with DATABASE_URL is backed up by
the compose backup service or pg_dump instead: docs/backups.md.`,
  options: { out: { type: "string" } },
});

await run("The backup", async () => {
  const env = parseEnv();
  if (env.DATABASE_URL) {
    throw new Error(
      "DATABASE_URL is set, and db:backup backs up the embedded database only; back that server up with pg_dump or the compose backup service (docs/backups.md).",
    );
  }
  const started = performance.now();
  const outDir = values.out ?? ".data/backups";
  const { file, bytes, manifest, deleted } = await backupEmbedded({ dataDir: env.EMBEDDED_DB_DIR, outDir, keep: env.BACKUP_KEEP });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rows = Object.values(manifest.rowCounts).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backed up ${env.EMBEDDED_DB_DIR} (PostgreSQL ${manifest.postgresVersion}, ${rows} rows in ${Object.keys(manifest.rowCounts).length} tables) ` +
      `to ${path.relative(process.cwd(), file) || file} (${(bytes / 1_048_576).toFixed(1)} MB) in ${seconds} s.`,
  );
  if (deleted.length) console.log(`Deleted ${deleted.length} older archive${deleted.length === 1 ? "" : "s"}, keeping ${env.BACKUP_KEEP}.`);
});
