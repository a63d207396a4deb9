/**
 * Replaces the register summary shown at /where-we-work/nsr-summary-by-lga.
 *
 *   npm run data:import-lga -- <file.csv> [--as-at 2021-05-31] [--source "NASSCO NSR extract"] [--illustrative]
 *
 * The file needs the columns STATE, LGA, HOUSEHOLDS, INDIVIDUALS, MALE, FEMALE;
 * a row with blank STATE and LGA is the national total. A file with an error is
 * refused with its line number, and nothing changes. Runs as the owner:
 * DATABASE_OWNER_URL, else DATABASE_URL, else the embedded database of `npm start`.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../app/generated/prisma/client";
import { importLgaCsv, LgaImportError } from "../app/features/register/import.server";
import { errorMessage } from "../app/utils/log.server";
import { ownerDatabaseUrl } from "./database-url";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "as-at": { type: "string", default: "2021-05-31" },
    source: { type: "string", default: "National Social Register extract supplied by NASSCO" },
    illustrative: { type: "boolean", default: false },
  },
});

const file = positionals[0];
if (!file) {
  console.error("Usage: npm run data:import-lga -- <file.csv> [--as-at YYYY-MM-DD] [--source TEXT] [--illustrative]");
  process.exit(2);
}

const url = ownerDatabaseUrl();
const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
try {
  const rows = await importLgaCsv(prisma, readFileSync(file, "utf8"), {
    source: values.source,
    asAt: values["as-at"],
    illustrative: values.illustrative,
  });
  console.log(`Imported ${rows} rows from ${file}. The previous dataset has been replaced.`);
} catch (error) {
  if (error instanceof LgaImportError) console.error(`Not imported, nothing changed. ${error.message}`);
  else console.error(`Not imported: ${errorMessage(error)}\nIs the database running (npm start), or DATABASE_URL set?`);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
