import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseContentAudit } from "~/features/content-pages/audit";
import type { PrismaClient } from "~/generated/prisma/client";
import { launchContent } from "../../../prisma/seeds/content";
import type { CollectionManifest } from "~/features/content/collection-manifest";
import { collectionBlocks, collectionManifests, manifestOf } from "./collections";
import { CONTAINERS } from "./page-body.server";

const tables = collectionManifests.map((manifest) => manifest.table);
const isManifest = (value: unknown): value is CollectionManifest =>
  typeof value === "object" && value !== null && "table" in value && "fields" in value && "audit" in value;

/** Every value a module exports that has a manifest's shape. */
async function manifestsIn(file: string): Promise<CollectionManifest[]> {
  return Object.values((await import(/* @vite-ignore */ file)) as Record<string, unknown>).filter(isManifest);
}

describe("the collections' manifests", () => {
  it("are all in the list: every manifest a feature's collection.ts (or content-pages' page-collection.ts) exports", async () => {
    const features = path.resolve("app/features");
    const files = readdirSync(features, { recursive: true, encoding: "utf8" })
      .filter((file) => /(^|\/|-)collection\.ts$/.test(file))
      .map((file) => path.join(features, file));
    const exported = (await Promise.all(files.map(manifestsIn))).flat();
    expect(exported.length).toBeGreaterThan(0);
    expect(new Set(exported)).toEqual(new Set(collectionManifests));
  });

  it("name each table, and each of Prisma's models, once", () => {
    expect(new Set(tables).size).toBe(tables.length);
    expect(new Set(collectionManifests.map((manifest) => manifest.model)).size).toBe(tables.length);
    for (const manifest of collectionManifests) expect(manifestOf(manifest.table)).toBe(manifest);
    expect(manifestOf("mail_outbox")).toBeNull();
  });

  it("list each category before the items that name it, as the seed must write them", () => {
    expect(tables.indexOf("photo_category")).toBeLessThan(tables.indexOf("photo"));
    expect(tables.indexOf("video_category")).toBeLessThan(tables.indexOf("video"));
  });
});

describe("the lists built from the manifests", () => {
  it("give page bodies each collection's container once, beside the layout's own", () => {
    expect(new Set(CONTAINERS).size).toBe(CONTAINERS.length);
    expect(collectionBlocks.map((block) => block.type).sort()).toEqual(["stakeholders", "stateOffices", "team"]);
    for (const block of collectionBlocks) expect(CONTAINERS).toContain(block.container);
  });

  it("give the seed launch content only for collections that have a manifest", () => {
    for (const table of Object.keys(launchContent)) expect(tables, table).toContain(table);
    // Vacancies launch empty: the careers page says there are none open. Known problems too: each is the
    // office's own statement about a real problem, never an example. So do service notices: no
    // channel has a problem the office has announced.
    expect(tables.filter((table) => !(table in launchContent))).toEqual(["vacancy", "known_problem", "service_notice"]);
  });
});

describe("the database's part of the audit", () => {
  /** A client whose every model answers with one row, named as its model, and records what it was asked. */
  function fakePrisma(rows: Record<string, Record<string, unknown>>) {
    const asked: { model: string; query: { where: unknown; orderBy: unknown; select: Record<string, true> } }[] = [];
    const client = Object.fromEntries(
      collectionManifests.map(({ model }) => [
        model,
        {
          findMany: (query: (typeof asked)[number]["query"]) => {
            asked.push({ model, query });
            return Promise.resolve([{ id: `${model}-1`, status: "draft", provenance: "illustrative", ...rows[model] }]);
          },
        },
      ]),
    );
    return { prisma: client as unknown as PrismaClient, asked };
  }

  it("reads each collection's English rows once, with the fields its name needs, in its order", async () => {
    const { prisma, asked } = fakePrisma({});
    await databaseContentAudit(prisma);
    expect(asked.map((one) => one.model)).toEqual(collectionManifests.map((manifest) => manifest.model));
    for (const { model, query } of asked) {
      const manifest = collectionManifests.find((one) => one.model === model)!;
      expect(query.where).toEqual({ locale: "en" });
      expect(query.orderBy).toEqual(manifest.audit.orderBy);
      expect(Object.keys(query.select).sort()).toEqual(["id", "provenance", "status", ...manifest.audit.fields].sort());
    }
  });

  it("names each item as a reader knows it, in its collection's words, and each illustrative passage of a page", async () => {
    const { prisma } = fakePrisma({
      contactChannel: { office: "kano", kind: "phone", label: "", value: "0800 000" },
      teamMember: { name: "", role: "National Coordinator" },
      counter: { value: 12000, suffix: "+", label: "households" },
      testimonial: { speaker: "Amina", place: "Kano" },
      contentPage: { path: "/who-we-are", lead: "", body: "::: illustrative\nA guess.\n:::\n" },
    });
    const entries = await databaseContentAudit(prisma);
    const itemOf = (file: string) => entries.filter((entry) => entry.file === `the ${file} table`).map((entry) => entry.item);
    expect(itemOf("contact_channel")).toEqual(["kano coordinating unit, phone: 0800 000 (contactChannel-1, draft)"]);
    expect(itemOf("team_member")).toEqual(["National Coordinator (teamMember-1, draft)"]);
    expect(itemOf("counter")).toEqual(["12,000+ households (counter-1, draft)"]);
    expect(itemOf("testimonial")).toEqual(["Amina, Kano (testimonial-1, draft)"]);
    expect(itemOf("content_page")).toEqual(["/who-we-are (contentPage-1, draft)", "/who-we-are, block 1 (paragraph)"]);
    expect(entries.find((entry) => entry.file === "the faq table")).toMatchObject({
      kind: "answer",
      supply: "the answer, checked (or the question dropped)",
    });
  });
});
