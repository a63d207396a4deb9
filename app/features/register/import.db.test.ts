import { readFileSync } from "node:fs";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient } from "~/generated/prisma/client";
import { migrate } from "../../../server/database/migrate";
import { createScratchDatabase } from "../../../tests/setup/scratch-database";
import { importLgaCsv, LgaImportError, parseLgaCsv } from "~/features/register/import.server";
import { SITE_DATA_CHANNEL } from "~/runtime/data-changes.server";

const HEADER = "STATE,LGA,HOUSEHOLDS,INDIVIDUALS,MALE,FEMALE\n";
const meta = { source: "test", asAt: "2021-05-31", illustrative: false };

describe("parseLgaCsv", () => {
  it("reads rows in any column order, with a blank total row and thousands separators", () => {
    const rows = parseLgaCsv('LGA,STATE,HOUSEHOLDS,INDIVIDUALS,MALE,FEMALE\n,,"1,000",4000,2000,2000\nAba North,Abia,10,40,20,20\n');
    expect(rows).toEqual([
      { state: "", lga: "", households: 1000, individuals: 4000, male: 2000, female: 2000, isTotal: true },
      { state: "Abia", lga: "Aba North", households: 10, individuals: 40, male: 20, female: 20, isTotal: false },
    ]);
  });

  it("keeps inconsistent figures as given", () => {
    const [row] = parseLgaCsv(`${HEADER}Abia,Aba North,10,40,5,90\n`);
    expect(row).toMatchObject({ male: 5, female: 90 });
  });

  it.each([
    ["missing columns", "STATE,LGA,HOUSEHOLDS\nAbia,Aba,1\n", /Line 1: missing columns INDIVIDUALS, MALE, FEMALE/],
    ["a non-numeric count", `${HEADER}Abia,Aba North,12a4,40,20,20\n`, /Line 2: HOUSEHOLDS must be a whole number, not "12a4"/],
    ["a negative count", `${HEADER}Abia,Aba North,1,40,-20,20\n`, /Line 2: MALE must be a whole number/],
    ["an empty LGA", `${HEADER}Abia,Aba North,1,4,2,2\nAbia,,1,4,2,2\n`, /Line 3: the LGA is empty/],
    ["a second total row", `${HEADER},,1,4,2,2\nAbia,Aba,1,4,2,2\n,,1,4,2,2\n`, /Line 4: a second national total row/],
    ["no LGA rows", `${HEADER},,1,4,2,2\n`, /no LGA rows/],
  ])("refuses %s with a line-numbered message", (_, csv, message) => {
    expect(() => parseLgaCsv(csv)).toThrow(LgaImportError);
    expect(() => parseLgaCsv(csv)).toThrow(message);
  });
});

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
    await importLgaCsv(prisma, readFileSync("data/nsr-summary-by-lga.sample.csv", "utf8"), { ...meta, illustrative: true });
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

  it("loads the shipped sample: 774 LGAs and the total, summing to the national figures", async () => {
    const state = await snapshot();
    expect(state.rows).toBe(775);
    expect(state.households).toBe(8_352_252);
    expect(state.dataset?.illustrative).toBe(true);
  });

  it.each([
    ["missing columns", "STATE,LGA\nAbia,Aba\n"],
    ["non-numeric counts", `${HEADER}Abia,Aba North,many,40,20,20\n`],
    ["an empty LGA", `${HEADER}Abia,,1,4,2,2\n`],
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
