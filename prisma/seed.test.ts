import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { createScratchDatabase } from "../tests/setup/scratch-database";
import { migrate } from "../server/database/migrate";
import { seed } from "./seed";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../app/generated/prisma/client";
import { importLgaCsv } from "../app/features/register/import.server";

/** Every table's row count and a digest of its contents. */
async function snapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT quote_ident(table_name) AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string; digest: string | null }>(
        `SELECT count(*) AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${name} t`,
      );
      result[name] = `${rows[0]!.n}:${rows[0]!.digest}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

const db = await createScratchDatabase();
afterAll(() => db.drop());

it("changes nothing when run a second time", async () => {
  await migrate(db.url, { log: () => undefined });
  await seed(db.url, () => undefined);
  const first = await snapshot(db.url);
  await seed(db.url, () => undefined);
  expect(await snapshot(db.url)).toEqual(first);
});

it("never replaces a register summary the office imported", async () => {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: db.url }) });
  try {
    await importLgaCsv(prisma, "STATE,LGA,HOUSEHOLDS,INDIVIDUALS,MALE,FEMALE\nAbia,Aba North,1,4,2,2\n", {
      source: "office",
      asAt: "2025-01-31",
      illustrative: false,
    });
    await seed(db.url, () => undefined);
    expect(await prisma.lgaSummary.count()).toBe(1);
    expect((await prisma.lgaDataset.findUnique({ where: { id: 1 } }))?.source).toBe("office");
  } finally {
    await prisma.$disconnect();
  }
});
