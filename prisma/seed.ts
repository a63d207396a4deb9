import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../app/generated/prisma/client";
import { seedContent } from "./seeds/content";
import { seedLgaSample } from "./seeds/lga-sample";
import { seedSearchIndex } from "./seeds/search-index";
import type { SeedStep } from "./seeds/seed-step";

/** Fills the tables that hold site data (not visitors' submissions), step by step. */
export const seedSteps: SeedStep[] = [seedLgaSample, seedContent, seedSearchIndex];

/** Returns whether any step changed something. */
export async function seed(databaseUrl: string, log: (line: string) => void = console.log): Promise<boolean> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  try {
    let changed = false;
    for (const step of seedSteps) changed = (await step(prisma, log)) || changed;
    return changed;
  } finally {
    await prisma.$disconnect();
  }
}
