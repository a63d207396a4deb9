import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ha } from "../../app/i18n/messages/ha";
import { prepareSiteData } from "../../app/runtime/prepare.server";
import { parseEnv } from "../../app/utils/env.server";
import type { AppProcess } from "../../server/app-process";
import { withClient } from "../../server/database/pg";
import {
  EDITOR_NAME,
  expectOnEveryInstance,
  outcome,
  REACHES_READERS_MS,
  startContentTestbed,
  text,
  word,
  type ContentTestbed,
} from "./support/content";
import type { TestSite } from "./support/site";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The office's content in PostgreSQL, news and notices: two instances on one
 * database, an editor's own login, and the site's login.
 */
let bed: ContentTestbed;
let site: TestSite;
let apps: AppProcess[];
let editorUrl: string;
let editorLogin: string;
const asEditor: ContentTestbed["asEditor"] = (work) => bed.asEditor(work);

interface Draft {
  id: string;
  slug: string;
  title: string;
}

/** A new article by the editor, today's date, with `fields` over a draft's defaults. */
async function createArticle(fields: { status?: string; publishAt?: string } = {}): Promise<Draft> {
  const token = word();
  const draft = { id: `test-${token}`, slug: `test-${token}`, title: `Test article ${token}` };
  await asEditor((client) =>
    client.query(
      `INSERT INTO news_article (id, slug, title, published_on, excerpt, body, provenance, status, publish_at)
       VALUES ($1, $2, $3, (now() AT TIME ZONE 'Africa/Lagos')::date + 1, 'An article the tests wrote.',
               '## What happened' || chr(10) || chr(10) || 'Its body mentions ' || $4 || '.', 'illustrative', $5, coalesce($6::timestamptz, now()))`,
      [draft.id, draft.slug, draft.title, token, fields.status ?? "draft", fields.publishAt ?? null],
    ),
  );
  return draft;
}

/** Where a reader could meet the article, on one instance: what each shows of it. */
async function sightings(app: AppProcess, article: Draft) {
  const token = article.title.split(" ").at(-1)!;
  const [list, page, search, feed, home] = await Promise.all([
    text(app, "/resource-hub/news"),
    text(app, `/news/${article.slug}`),
    text(app, `/search?query=${token}`),
    text(app, "/resource-hub/news/rss.xml"),
    text(app, "/"),
  ]);
  return {
    list: list.body.includes(article.title),
    article: page.status === 200 && page.body.includes(article.title),
    search: search.body.includes(article.title),
    feed: feed.body.includes(article.title),
    latest: home.body.includes(article.title),
  };
}

const everywhere = { list: true, article: true, search: true, feed: true, latest: true };
const nowhere = { list: false, article: false, search: false, feed: false, latest: false };

/** Every instance shows the article as `expected`, within the deadline. */
const expectArticle = (article: Draft, expected: typeof everywhere) =>
  expectOnEveryInstance(apps, (app) => sightings(app, article), expected);

beforeAll(async () => {
  bed = await startContentTestbed();
  ({ site, apps, editorUrl, editorLogin } = bed);
}, scaled(120_000));

afterAll(() => bed?.close());

describe("news in the database, on two instances", () => {
  it("never shows a draft, and the site's login cannot read it", async () => {
    const draft = await createArticle();
    // Both instances have rendered every place since the insert committed; none shows it.
    for (const app of apps) expect(await sightings(app, draft)).toEqual(nowhere);
    const { rows } = await withClient(site.appDatabaseUrl, (client) =>
      client.query("SELECT id FROM news_article WHERE id = $1", [draft.id]),
    );
    expect(rows).toEqual([]);
  });

  it("shows a published article on the list, the article, search, RSS and the home page, then withdraws it", async () => {
    const article = await createArticle();
    await asEditor((client) =>
      client.query("UPDATE news_article SET status = 'published', publish_at = now() WHERE id = $1", [article.id]),
    );
    await expectArticle(article, everywhere);
    await asEditor((client) => client.query("UPDATE news_article SET unpublish_at = now() WHERE id = $1", [article.id]));
    await expectArticle(article, nowhere);
  });

  it("publishes at its publish_at, with no write at that moment", async () => {
    // Far enough ahead for the checks below to run first, on a busy machine too.
    const { rows } = await site.db.query<{ at: string }>("SELECT (now() + make_interval(secs => $1))::text AS at", [scaled(3_000) / 1000]);
    const article = await createArticle({ status: "published", publishAt: rows[0]!.at });
    for (const app of apps) expect(await sightings(app, article)).toEqual(nowhere);
    // The deadline counts from the publish time.
    await until(async () => (await site.db.query("SELECT now() >= $1::timestamptz AS due", [rows[0]!.at])).rows[0].due, 10_000);
    await expectArticle(article, everywhere);
  });

  it("records each change whole, with the person's name, and restores an earlier revision", async () => {
    const article = await createArticle({ status: "published" });
    await expectArticle(article, everywhere);
    const renamed = `${article.title} renamed`;
    await asEditor((client) => client.query("UPDATE news_article SET title = $2 WHERE id = $1", [article.id, renamed]));
    await until(async () => (await text(apps[1]!, `/news/${article.slug}`)).body.includes(renamed), REACHES_READERS_MS);

    const revisions = await site.db.query<{
      id: string;
      action: string;
      actor: string;
      db_user: string;
      before: { title: string } | null;
      after: { title: string };
    }>(
      "SELECT id::text, action, actor, db_user, before, after FROM content_revision WHERE collection = 'news_article' AND item_id = $1 ORDER BY id",
      [article.id],
    );
    expect(revisions.rows.map((row) => [row.action, row.actor, row.db_user, row.before?.title ?? null, row.after.title])).toEqual([
      ["insert", EDITOR_NAME, editorLogin, null, article.title],
      ["update", EDITOR_NAME, editorLogin, article.title, renamed],
    ]);
    const row = await site.db.query("SELECT created_by, updated_by FROM news_article WHERE id = $1", [article.id]);
    expect(row.rows[0]).toEqual({ created_by: EDITOR_NAME, updated_by: EDITOR_NAME });

    const first = revisions.rows[0]!.id;
    await asEditor((client) => client.query("SELECT content_restore($1)", [first]));
    await expectArticle(article, everywhere);
    expect((await text(site.app, `/news/${article.slug}`)).body).not.toContain(renamed);
    const restore = await site.db.query(
      "SELECT action, restored_from::text, after->>'title' AS title FROM content_revision WHERE item_id = $1 ORDER BY id DESC LIMIT 1",
      [article.id],
    );
    expect(restore.rows[0]).toEqual({ action: "restore", restored_from: first, title: article.title });
  });

  it("writes no revision for an update that changes nothing", async () => {
    const article = await createArticle();
    const count = () => site.count("SELECT count(*) FROM content_revision WHERE item_id = $1", [article.id]);
    const before = await count();
    await asEditor((client) => client.query("UPDATE news_article SET title = title WHERE id = $1", [article.id]));
    expect(await count()).toBe(before);
  });
});

describe("notices in the database, on two instances", () => {
  it("show in every page's banner and in /notifications.json once published, and leave when withdrawn", async () => {
    const id = `test-${word()}`;
    const title = `Test notice ${id}`;
    const seen = () =>
      Promise.all(
        apps.map(async (app) => ({
          banner: (await text(app, "/who-we-are/about-us")).body.includes(title),
          feed: (await text(app, "/notifications.json")).body.includes(title),
        })),
      );
    await asEditor((client) =>
      client.query("INSERT INTO notice (id, title, shown_on, provenance) VALUES ($1, $2, now() + interval '1 day', 'illustrative')", [
        id,
        title,
      ]),
    );
    expect(await seen()).toEqual([
      { banner: false, feed: false },
      { banner: false, feed: false },
    ]);
    await asEditor((client) => client.query("UPDATE notice SET status = 'published', publish_at = now() WHERE id = $1", [id]));
    await until(async () => (await seen()).every((one) => one.banner && one.feed), REACHES_READERS_MS, "the notice on both instances");
    const feed = (await fetch(`${apps[1]!.baseUrl}/notifications.json`).then((response) => response.json())) as {
      title: string;
      date: string;
    }[];
    expect(feed[0]).toMatchObject({ title, date: expect.stringMatching(/^[A-Z][a-z]+ \d{2}, \d{4}$/) });
    await asEditor((client) => client.query("UPDATE notice SET status = 'archived' WHERE id = $1", [id]));
    await until(async () => (await seen()).every((one) => !one.banner && !one.feed), REACHES_READERS_MS, "the notice gone from both");
  });
});

describe("notices in the reader's language", () => {
  it("show a published translation in its language, and the English, marked English, where there is none", async () => {
    const id = `test-${word()}`;
    const english = `Test notice ${id}`;
    const hausa = `Sanarwar gwaji ${id}`;
    const untranslated = `Untranslated notice ${id}`;
    await asEditor(async (client) => {
      await client.query(
        "INSERT INTO notice (id, title, shown_on, provenance, status, publish_at) VALUES ($1, $2, now() + interval '1 day', 'illustrative', 'published', now())",
        [`${id}-only`, untranslated],
      );
      await client.query(
        "INSERT INTO notice (id, title, shown_on, provenance, status, publish_at) VALUES ($1, $2, now() + interval '2 days', 'illustrative', 'published', now())",
        [id, english],
      );
      await client.query(
        `INSERT INTO notice (id, title, shown_on, locale, translation_of, provenance, status, publish_at)
         VALUES ($1, $2, now() + interval '2 days', 'ha', $3, 'illustrative', 'published', now())`,
        [`${id}-ha`, hausa, id],
      );
    });
    const banner = async (path: string) => {
      const { body } = await text(apps[0]!, path);
      return body.slice(body.indexOf('class="notices"'), body.indexOf("</section>", body.indexOf('class="notices"')));
    };
    await until(async () => (await banner("/ha/who-we-are/about-us")).includes(hausa), REACHES_READERS_MS, "the Hausa notice");
    const inHausa = await banner("/ha/who-we-are/about-us");
    expect(inHausa).not.toContain(english);
    expect(inHausa).toMatch(new RegExp(`<span class="notices__title">${hausa}</span>`));
    // One with no translation: in English, marked, and said to be, since not all are.
    expect(inHausa).toMatch(new RegExp(`<span class="notices__title" lang="en">${untranslated}</span>`));
    // A translation not yet reviewed (the test's, and the seed's drafts) says so, as a page's does.
    expect(inHausa.replaceAll("<!-- -->", "")).toContain(`(${ha.notices.draft})`);
    const marked = inHausa.split('lang="en"').length - 1;
    expect(marked).toBeGreaterThan(0);
    expect(inHausa.split("Da Turanci").length - 1).toBe(marked);
    // Yoruba has no translation of the test's two: each in English and said to be, beside the seed's Yoruba drafts.
    await until(
      async () => (await banner("/yo/who-we-are/about-us")).includes(english),
      REACHES_READERS_MS,
      "the English notice in Yoruba",
    );
    const inYoruba = await banner("/yo/who-we-are/about-us");
    expect(inYoruba).toMatch(new RegExp(`<span class="notices__title" lang="en">${english}</span>`));
    expect(inYoruba).toMatch(new RegExp(`<span class="notices__title" lang="en">${untranslated}</span>`));
    expect(inYoruba.split("Ní èdè Gẹ̀ẹ́sì").length - 1).toBe(inYoruba.split('lang="en"').length - 1);
    await asEditor((client) =>
      client.query("UPDATE notice SET status = 'archived' WHERE id IN ($1, $2, $3)", [id, `${id}-ha`, `${id}-only`]),
    );
  });
});

describe("who may do what with content", () => {
  it("lets the site's login read live content and write nothing", async () => {
    const draft = await createArticle();
    const app = site.appDatabaseUrl;
    expect(await outcome(app, "SELECT count(*) FROM news_article")).toBe("ok");
    expect(await outcome(app, "UPDATE news_article SET title = 'x' WHERE id = $1", [draft.id])).toBe("42501");
    expect(await outcome(app, "DELETE FROM news_article")).toBe("42501");
    expect(
      await outcome(app, "INSERT INTO news_article (id, slug, title, published_on, provenance) VALUES ('x', 'x', 'x', now(), 'spec')"),
    ).toBe("42501");
    expect(await outcome(app, "SELECT count(*) FROM content_revision")).toBe("42501");
    expect(await outcome(app, "SELECT content_restore(1)")).toBe("42501");
  });

  it("lets an editor write content and its revisions' restores, and nothing else", async () => {
    expect(await outcome(editorUrl, "SELECT count(*) FROM data_access_request")).toBe("42501");
    expect(await outcome(editorUrl, "SELECT count(*) FROM newsletter_subscriber")).toBe("42501");
    expect(await outcome(editorUrl, "UPDATE search_document SET title = 'x'")).toBe("42501");
    expect(
      await outcome(
        editorUrl,
        "INSERT INTO content_revision (collection, item_id, action, actor) VALUES ('news_article', 'x', 'update', 'x')",
      ),
    ).toBe("42501");
    expect(await outcome(editorUrl, "DELETE FROM content_revision")).toBe("42501");
    expect(await outcome(editorUrl, "SELECT count(*) FROM content_revision")).toBe("ok");
  });

  it("refuses a published item without its source, and an id or slug that is not lowercase words", async () => {
    const insert = (id: string, provenance: string, slug = id) =>
      outcome(editorUrl, "INSERT INTO news_article (id, slug, title, published_on, provenance) VALUES ($1, $2, 'T', now(), $3)", [
        id,
        slug,
        provenance,
      ]);
    expect(await insert(`t-${word()}`, "published")).toBe("23514");
    expect(await insert("Not An Id", "spec")).toBe("23514");
    expect(await insert(`t-${word()}`, "spec", "bad slug")).toBe("23514");
  });
});

describe("the seed", () => {
  it("adds nothing on a second run, and never overwrites an article someone has changed", async () => {
    const { rows } = await site.db.query<{ id: string; title: string }>(
      "SELECT id, title FROM news_article WHERE updated_by = 'seed' ORDER BY published_on DESC LIMIT 1",
    );
    const seeded = rows[0]!;
    const edited = `${seeded.title} (edited by the office)`;
    await asEditor((client) => client.query("UPDATE news_article SET title = $2 WHERE id = $1", [seeded.id, edited]));
    const lines: string[] = [];
    await prepareSiteData(site.databaseUrl, (line) => lines.push(line), parseEnv({}));
    expect(lines.filter((line) => line.startsWith("Content:"))).toEqual([]);
    const after = await site.db.query("SELECT title, updated_by FROM news_article WHERE id = $1", [seeded.id]);
    expect(after.rows[0]).toEqual({ title: edited, updated_by: EDITOR_NAME });
  });

  it("brings a row only it has written back in line, and counts only that one", async () => {
    const { rows } = await site.db.query<{ id: string; title: string }>(
      "SELECT id, title FROM news_article WHERE updated_by = 'seed' ORDER BY published_on ASC LIMIT 1",
    );
    const seeded = rows[0]!;
    await withClient(site.databaseUrl, async (client) => {
      await client.query("BEGIN");
      await client.query("SELECT set_config('nassco.actor', 'seed', true)");
      await client.query("UPDATE news_article SET title = 'An older wording' WHERE id = $1", [seeded.id]);
      await client.query("COMMIT");
    });
    const lines: string[] = [];
    await prepareSiteData(site.databaseUrl, (line) => lines.push(line), parseEnv({}));
    // One row differed, so one update: the log counts only what was brought in line.
    expect(lines.filter((line) => line.startsWith("Content:"))).toEqual([
      "Content: 0 news articles added, 1 brought in line with the seed, 0 no longer in it archived.",
    ]);
    expect((await site.db.query("SELECT title FROM news_article WHERE id = $1", [seeded.id])).rows[0]).toEqual({ title: seeded.title });
  });

  it("archives an item it once wrote and no longer holds", async () => {
    const id = `dropped-${word()}`;
    await withClient(site.databaseUrl, async (client) => {
      await client.query("BEGIN");
      await client.query("SELECT set_config('nassco.actor', 'seed', true)");
      await client.query(
        "INSERT INTO news_article (id, slug, title, published_on, provenance, status) VALUES ($1, $1, 'Dropped', now(), 'illustrative', 'published')",
        [id],
      );
      await client.query("COMMIT");
    });
    await prepareSiteData(site.databaseUrl, () => undefined, parseEnv({}));
    expect((await site.db.query("SELECT status FROM news_article WHERE id = $1", [id])).rows[0]).toEqual({ status: "archived" });
  });
});
