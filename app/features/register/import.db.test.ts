import { readFileSync } from "node:fs";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient } from "~/generated/prisma/client";
import { migrate } from "../../../server/database/migrate";
import { createScratchDatabase } from "../../../tests/setup/scratch-database";
import { importLgaCsv, LgaImportError } from "~/features/register/import.server";
import { LGA_SAMPLE } from "~/content/register-sample";
import { SITE_DATA_CHANNEL } from "~/utils/data-changes.server";

const HEADER = "STATE,LGA,HOUSEHOLDS,INDIVIDUALS,MALE,FEMALE\n";
const meta = { source: "test", asAt: "2021-05-31", illustrative: false };

describe("importLgaCsv", () => {
  let prisma: PrismaClient;
  let drop: () => Promise<void>;

  let url: string;

  beforeAll(async () => {
    const db = await createScratchDatabase();
    drop = db.drop;
    url = db.url;
    await migrate(db.url, { log: () => undefined });
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: db.url }) });
    await importLgaCsv(prisma, readFileSync(LGA_SAMPLE.file, "utf8"), { ...meta, illustrative: true });
  });
  afterAll(async () => {
    await prisma.$disconnect();
    await drop();
  });

  async function snapshot() {
    return {
      rows: await prisma.lgaSummary.count(),
      dataset: await prisma.lgaDataset.findUnique({ where: { id: 1 } }),
      households: (await prisma.lgaSummary.aggregate({ _sum: { households: true }, where: { isTotal: false } }))._sum.households,
    };
  }

  it("loads the shipped sample: every row, the total included, summing to the national figures", async () => {
    const state = await snapshot();
    expect(state.rows).toBe(readFileSync(LGA_SAMPLE.file, "utf8").trim().split(/\r?\n/).length - 1);
    expect(state.households).toBe(8_352_252);
    expect(state.dataset?.illustrative).toBe(true);
  });

  it.each([
    ["missing columns", "STATE,LGA\nAbia,Aba\n"],
    ["non-numeric counts", `${HEADER}Abia,Aba North,many,40,20,20\n`],
    ["an empty LGA", `${HEADER}Abia,,1,4,2,2\n`],
    ["a national total that is not the sum of its rows", `${HEADER},,5,4,2,2\nAbia,Aba North,1,4,2,2\n`],
  ])("changes nothing when the file has %s", async (_, csv) => {
    const before = await snapshot();
    await expect(importLgaCsv(prisma, csv, meta)).rejects.toThrow(LgaImportError);
    expect(await snapshot()).toEqual(before);
  });

  it("replaces the previous dataset whole", async () => {
    await importLgaCsv(prisma, `${HEADER},,3,12,6,6\nAbia,Aba North,1,4,2,2\nAbia,Aba South,2,8,4,4\n`, { ...meta, asAt: "2024-01-31" });
    const state = await snapshot();
    expect(state.rows).toBe(3);
    expect(state.dataset).toMatchObject({ illustrative: false, source: "test", rowCount: 3 });
  });

  it("announces the change when it commits, so every instance empties its caches, and not when it refuses", async () => {
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const heard: string[] = [];
    listener.on("notification", (notice) => heard.push(notice.channel));
    await listener.query(`LISTEN ${SITE_DATA_CHANNEL}`);
    try {
      await expect(importLgaCsv(prisma, "STATE,LGA\n", meta)).rejects.toThrow(LgaImportError);
      await importLgaCsv(prisma, `${HEADER}Abia,Aba North,1,4,2,2\n`, meta);
      await listener.query("SELECT 1");
      expect(heard).toEqual([SITE_DATA_CHANNEL]);
    } finally {
      await listener.end();
    }
  });
});
