import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { prepareDatabase } from "../../server/database";

/**
 * One throwaway PostgreSQL cluster for the whole vitest run, migrated and
 * seeded exactly as `npm start` does it.
 */
const DATA_DIR = ".data/test-postgres";
const PORT = Number(process.env.TEST_DB_PORT ?? 54330);

export default async function setup(project: TestProject) {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const db = await prepareDatabase({ embeddedDir: DATA_DIR, embeddedPort: PORT, ephemeral: true, log: () => undefined });
  project.provide("databaseUrl", db.url);
  return async () => {
    await db.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
