import { pathToFileURL } from "node:url";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../app/generated/prisma/client";
import { seedLgaSample } from "./seeds/lga-sample";
import { seedSearchIndex } from "./seeds/search-index";
import type { SeedStep } from "./seeds/seed-step";

/** Fills the tables that hold site data (not visitors' submissions), step by step. */
export const seedSteps: SeedStep[] = [seedLgaSample, seedSearchIndex];

export async function seed(databaseUrl: string, log: (line: string) => void = console.log): Promise<void> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  try {
    for (const step of seedSteps) await step(prisma, log);
  } finally {
    await prisma.$disconnect();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("Set DATABASE_URL to the database to seed.");
    process.exit(1);
  }
  await seed(url);
}
