import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareSiteData } from "../../app/runtime/prepare.server";
import { migrateAndPrepare } from "../../server/database/open";
import { GROWTH_STEPS } from "../../scripts/data/grow";
import { text, word } from "./support/content";
import { startTestSite, type TestSite } from "./support/site";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The search at ten times the seed's articles (issue 47, decision 0050): a
 * save re-derives its own item's search rows and no other, an item that
 * leaves the site leaves the search, a new word reaches the suggestions, a
 * scheduled item arrives at its time, and a restart writes nothing. Bounds,
 * never timings: those are the benchmark's (npm run bench -- --growth).
 */
let site: TestSite;

/** Each search row's identity and version: xmin changes with any write to the row, updated_at with a re-derivation. */
async function searchRows(): Promise<Map<string, string>> {
  const { rows } = await site.db.query<{ key: string; version: string }>(
    `SELECT key, xmin::text || ' ' || updated_at::text AS version FROM search_document`,
  );
  return new Map(rows.map((row) => [row.key, row.version]));
}

/** The ids of `count` live English articles the fixture grew. */
async function grownArticles(count: number): Promise<string[]> {
  const { rows } = await site.db.query<{ id: string }>(
    `SELECT id FROM news_article WHERE locale = 'en' AND updated_by = 'growth_fixture' AND status = 'published' ORDER BY id LIMIT $1`,
    [count],
  );
  return rows.map((row) => row.id);
}

/** As an editor's save writes it: named, in a transaction of its own. */
async function asEditor(sql: string, params: unknown[]): Promise<void> {
  const client = await site.db.connect();
  try {
    await client.query("BEGIN");
    await client.query(`SELECT set_config('nassco.actor', 'Search test editor', true)`);
    await client.query(sql, params);
    await client.query("COMMIT");
  } finally {
    client.release();
  }
}

const searchPage = async (query: string) => (await text(site.app, `/search?query=${encodeURIComponent(query)}`)).body;

beforeAll(async () => {
  // The run's database grown to 10× (GROWTH_STEPS["10x"]), copied.
  site = await startTestSite({}, { grown: true });
}, scaled(240_000));
afterAll(async () => site?.close());

describe("the search at ten times the seed's articles", () => {
  it("re-derives one article's search row on its save, and no other", async () => {
    const [id] = await grownArticles(1);
    const before = await searchRows();
    expect(before.size).toBeGreaterThan(GROWTH_STEPS["10x"].articles);
    const token = word();
    await asEditor(`UPDATE news_article SET title = title || ' ' || $2 WHERE id = $1`, [id, token]);
    const after = await searchRows();
    const changed = [...after].filter(([key, version]) => before.get(key) !== version).map(([key]) => key);
    expect(changed).toEqual([`news_article:${id}`]);
    expect(after.size).toBe(before.size);
    await until(async () => (await searchPage(token)).includes(`/news/`), 20_000, "the edited title in the search");
  });

  it("reads the saved item by its key, never the whole collection", async () => {
    const [id] = await grownArticles(1);
    const { rows } = await site.db.query<{ "QUERY PLAN": string }>(`EXPLAIN SELECT * FROM news_article_search_documents(ARRAY[$1::text])`, [
      id,
    ]);
    const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
    expect(plan).not.toMatch(/Seq Scan on news_article/);
  });

  it("drops an unpublished and a deleted article from the search", async () => {
    const [, unpublished, deleted] = await grownArticles(3);
    const keys = [`news_article:${unpublished}`, `news_article:${deleted}`];
    const titles = await site.db.query<{ title: string }>(`SELECT title FROM search_document WHERE key = ANY ($1) ORDER BY key`, [keys]);
    expect(titles.rows).toHaveLength(2);
    const before = await searchRows();
    await asEditor(`UPDATE news_article SET status = 'archived' WHERE id = $1`, [unpublished]);
    await asEditor(`DELETE FROM news_article WHERE id = $1`, [deleted]);
    const after = await searchRows();
    expect(keys.filter((key) => after.has(key))).toEqual([]);
    // Nothing else moved.
    expect([...after].filter(([key, version]) => before.get(key) !== version)).toEqual([]);
    expect(after.size).toBe(before.size - 2);
  });

  it("offers a new word as a suggestion once the article that uses it is saved", async () => {
    const [id] = await grownArticles(1);
    const newWord = `zebraquintet${word().slice(2, 6).replace(/[0-9]/g, "x")}`;
    const typo = newWord.slice(0, -1);
    expect(await searchPage(typo)).not.toContain(newWord);
    await asEditor(`UPDATE news_article SET body = body || $2 WHERE id = $1`, [id, `\n\nA new word: ${newWord}.`]);
    const { rows } = await site.db.query<{ documents: number }>(`SELECT documents FROM search_word WHERE word = $1`, [newWord]);
    expect(rows).toEqual([{ documents: 1 }]);
    await until(async () => (await searchPage(typo)).includes(newWord), 20_000, `"${newWord}" suggested for "${typo}"`);
    // Gone from the lexicon with the last document that held it.
    await asEditor(`UPDATE news_article SET status = 'draft' WHERE id = $1`, [id]);
    expect((await site.db.query(`SELECT FROM search_word WHERE word = $1`, [newWord])).rowCount).toBe(0);
  });

  it("adds an article scheduled for later at its time", async () => {
    const token = word();
    const id = `scheduled-${token}`;
    await asEditor(
      `INSERT INTO news_article (id, slug, title, published_on, body, provenance, status, publish_at)
       VALUES ($1, $1, $2, current_date, 'Scheduled.', 'illustrative', 'published', now() + interval '2 seconds')`,
      [id, `Scheduled article ${token}`],
    );
    expect(await site.count(`SELECT count(*) FROM search_document WHERE key = $1`, [`news_article:${id}`])).toBe(0);
    await until(
      async () => (await site.count(`SELECT count(*) FROM search_document WHERE key = $1`, [`news_article:${id}`])) === 1,
      20_000,
      "the scheduled article in the search",
    );
  });

  it("writes no search row, and no word, on a restart", async () => {
    const rows = await searchRows();
    const words = await site.db.query<{ version: string }>(`SELECT string_agg(xmin::text, ',' ORDER BY word) AS version FROM search_word`);
    const changed = await migrateAndPrepare(site.databaseUrl, prepareSiteData, () => undefined);
    expect(changed).toBe(false);
    expect(await searchRows()).toEqual(rows);
    expect((await site.db.query(`SELECT string_agg(xmin::text, ',' ORDER BY word) AS version FROM search_word`)).rows).toEqual(words.rows);
  });
});
