/** `npm run data:import-lga`: what it does is its --help, below. */
import { readFileSync } from "node:fs";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../app/generated/prisma/client";
import { importLgaCsv, LgaImportError } from "../app/features/register/import.server";
import { fail, readArguments, run } from "./cli";
import { ownerDatabaseUrl } from "./database-url";

const { values, positionals } = readArguments({
  name: "data:import-lga",
  usage: "<file.csv> [--as-at YYYY-MM-DD] [--source TEXT] [--illustrative]",
  about: `
Replaces the register summary at /where-we-work/nsr-summary-by-lga with the
file's rows, in one transaction. The file needs the columns STATE, LGA,
HOUSEHOLDS, INDIVIDUALS, MALE, FEMALE; a row with blank STATE and LGA is the
national total, and must equal the sum of the LGA rows. Each state and LGA must
be on the register's list: data/nigeria-lgas.json (the 36 states and the FCT,
774 LGAs), their known other spellings, and the LGAs an administrator added in
the back office (/staff/register). A file with errors is refused with every
problem listed by row (the first 50), and nothing changes.

  --as-at         the date the figures describe (default 2021-05-31)
  --source        where they come from, shown under the table
  --illustrative  label them illustrative where readers see them

Runs as the owner: DATABASE_OWNER_URL, else DATABASE_URL, else the embedded
database of npm start.`,
  options: {
    "as-at": { type: "string", default: "2021-05-31" },
    source: { type: "string", default: "National Social Register extract supplied by NASSCO" },
    illustrative: { type: "boolean", default: false },
  },
  positionals: { min: 1, max: 1 },
});
const file = positionals[0]!;

await run("The import", async () => {
  const text = (() => {
    try {
      return readFileSync(file, "utf8");
    } catch {
      return fail(`Not imported, nothing changed: there is no readable file ${file}.`);
    }
  })();
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: ownerDatabaseUrl() }) });
  try {
    const rows = await importLgaCsv(prisma, text, {
      source: values.source,
      asAt: values["as-at"],
      illustrative: values.illustrative,
    });
    console.log(`Imported ${rows} rows from ${file}. The previous dataset has been replaced.`);
  } catch (error) {
    if (error instanceof LgaImportError) fail(`Not imported, nothing changed. ${error.message}`);
    throw error;
  } finally {
    await prisma.$disconnect();
  }
});
