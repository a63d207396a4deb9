import { describe, expect, it } from "vitest";
import { rolledBack, staffSessionIn } from "../../../tests/support/rolled-back";

/**
 * What decision 0108 adds to the content machinery in the database, each inside a transaction that
 * is rolled back, since no collection uses it yet: a collection marked untranslated drops out of
 * the Translations page's list, and a list field's JSON array reaches a text[] column whole.
 */
describe("a collection without translations", () => {
  it("is left out of staff_translations(), and every other collection stays", async () => {
    await rolledBack(async (tx) => {
      const token = await staffSessionIn(tx, ["editor"]);
      const count = async () => {
        const rows = await tx.$queryRaw<{ collection: string; rows: bigint }[]>`
          SELECT collection, count(*) AS rows FROM staff_translations(${token}) GROUP BY collection`;
        return new Map(rows.map((row) => [row.collection, Number(row.rows)]));
      };
      const before = await count();
      expect(before.get("faq") ?? 0).toBeGreaterThan(0);
      const [{ translated } = { translated: null }] = await tx.$queryRaw<{ translated: boolean }[]>`
        SELECT translated FROM content_collection WHERE table_name = 'faq'`;
      expect(translated).toBe(true);
      await tx.$executeRaw`UPDATE content_collection SET translated = false WHERE table_name = 'faq'`;
      const after = await count();
      expect(after.has("faq")).toBe(false);
      before.delete("faq");
      expect(after).toEqual(before);
    });
  });
});

describe("a list field", () => {
  it("goes from a draft's JSON array to a text[] column, in order, and back into the row's JSON as an array", async () => {
    await rolledBack(async (tx) => {
      await tx.$executeRaw`ALTER TABLE faq ADD COLUMN machinery_lines text[] NOT NULL DEFAULT '{}'`;
      const [live] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM faq WHERE locale = 'en' ORDER BY id LIMIT 1`;
      const proposed = JSON.stringify({ machinery_lines: ["Dala", "Fagge, ward 3", 'A "quoted" one', "{braces}"] });
      await tx.$executeRaw`SELECT content_upsert('faq', content_draft_row('faq', ${live!.id}, ${proposed}::jsonb))`;
      const [row] = await tx.$queryRaw<{ machinery_lines: string[]; json: unknown }[]>`
        SELECT machinery_lines, to_jsonb(f)->'machinery_lines' AS json FROM faq f WHERE id = ${live!.id}`;
      expect(row!.machinery_lines).toEqual(["Dala", "Fagge, ward 3", 'A "quoted" one', "{braces}"]);
      expect(row!.json).toEqual(["Dala", "Fagge, ward 3", 'A "quoted" one', "{braces}"]);
      const [problem] = await tx.$queryRaw<{ sqlstate: string | null }[]>`
        SELECT (content_row_problem('faq', content_draft_row('faq', ${live!.id}, '{"machinery_lines": []}'::jsonb))).sqlstate`;
      expect(problem?.sqlstate ?? null).toBeNull();
    });
  });
});
