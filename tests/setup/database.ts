import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { freePort } from "../../server/app-process";
import { prepareSiteData } from "../../app/runtime/prepare.server";
import { prepareDatabase } from "../../server/database/open";
import { createPreparedTemplate } from "./scratch-database";

/**
 * One throwaway PostgreSQL cluster for the whole vitest run, migrated and
 * seeded exactly as `npm start` does it, with its logins; and the
 * prepared database that test sites' scratch databases are copied from.
 */
const DATA_DIR = ".data/test-postgres";

export default async function setup(project: TestProject) {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const port = process.env.TEST_DB_PORT ? Number(process.env.TEST_DB_PORT) : await freePort();
  const db = await prepareDatabase({
    embeddedDir: DATA_DIR,
    embeddedPort: port,
    ephemeral: true,
    prepare: prepareSiteData,
    log: () => undefined,
  });
  try {
    await createPreparedTemplate(db.superuserUrl!, db.ownerUrl);
  } catch (error) {
    await db.stop();
    throw error;
  }
  project.provide("databaseUrls", {
    owner: db.ownerUrl,
    app: db.url,
    office: db.officeUrl!,
    mail: db.mailUrl!,
    text: db.textUrl!,
    superuser: db.superuserUrl!,
  });
  return async () => {
    await db.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrls: { owner: string; app: string; office: string; mail: string; text: string; superuser: string };
  }
}
