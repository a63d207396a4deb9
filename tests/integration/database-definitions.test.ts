import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../server/database/migrate";
import { differences, readDefinitions, REGENERATE, storedDefinitions } from "../../scripts/db-definitions";
import { createScratchDatabase, type ScratchDatabase } from "../setup/scratch-database";

/**
 * prisma/functions/ is generated from the migrations (decision 0064): a new
 * migration that changes a function, view or trigger without regenerating it
 * leaves the files showing what the database no longer does. A scratch
 * database of its own, freshly migrated: other tests add functions and
 * triggers of their own to the shared one.
 */
let db: ScratchDatabase;

beforeAll(async () => {
  db = await createScratchDatabase();
  await migrate(db.url, { log: () => undefined });
});
afterAll(async () => db?.drop());

describe("prisma/functions/", () => {
  it("holds exactly the definitions the migrations make", async () => {
    const problems = differences(await readDefinitions(db.url), storedDefinitions());
    expect(problems, `${problems.join("\n")}\nRegenerate the files with \`${REGENERATE}\`.`).toEqual([]);
  });
});
