import { readFileSync } from "node:fs";
import { LGA_SAMPLE } from "../../app/content/register-sample";
import { csvSha256, importLgaCsv } from "../../app/features/register/import.server";
import type { SeedStep } from "./seed-step";

/**
 * Loads the shipped sample when the table is empty, or refreshes it when the
 * sample file changed. A dataset the office imported is never touched.
 */
export const seedLgaSample: SeedStep = async (prisma, log) => {
  const current = await prisma.lgaDataset.findUnique({ where: { id: 1 } });
  const csv = readFileSync(LGA_SAMPLE.file, "utf8");
  if (current && (!current.illustrative || current.fileSha256 === csvSha256(csv))) return false;
  const rows = await importLgaCsv(prisma, csv, LGA_SAMPLE);
  log(`Loaded the illustrative LGA summary (${rows} rows).`);
  return true;
};
