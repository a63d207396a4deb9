import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../../server/app-process";
import { illustrativeLabel } from "../../app/content/item-kinds";
import { newsCollection } from "../../app/features/news/collection";
import { expectOnEveryInstance, outcome, text, word } from "./support/content";
import { PRODUCTION_SETTINGS, type TestSite } from "./support/site";
import { signedInStaff, startStaffTestSite, type StaffBrowser } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * Publishing from the back office (issue 34): an editor writes a draft, a
 * publisher reviews and publishes it, and readers see it on both instances
 * within 5 seconds; every step is refused to a role it does not belong to,
 * in the database as well as on the page, and every change names the person.
 */
let site: TestSite;
let apps: AppProcess[];
let staffBase: string;

interface Person {
  name: string;
  browser: StaffBrowser;
}

const person = (roles: string[]): Promise<Person> => signedInStaff(site, staffBase, roles);

let editor: Person;
let publisher: Person;

/** The form's token, from a page of the back office. */
async function csrf(who: Person): Promise<string> {
  await who.browser.get("/staff/content");
  return who.browser.csrf!;
}

function newsFields(token: string, over: Record<string, string> = {}) {
  return {
    title: `Back office article ${token}`,
    slug: `back-office-${token}`,
    published_on: "2026-11-20",
    excerpt: "Written in the back office.",
    body: `## What happened\n\nThe office wrote **${token}** itself.`,
    image_url: "",
    link: "",
    link_kind: "",
    provenance: "illustrative",
    source_url: "",
    source_as_at: "",
    ...over,
  };
}

async function writeNews(who: Person, token: string, over: Record<string, string> = {}) {
  const answer = await who.browser.post("/staff/content/news_article/new", {
    csrf: await csrf(who),
    intent: "save",
    id: "",
    ...newsFields(token, over),
  });
  return answer;
}

async function draftOf(item: string): Promise<{ id: number; state: string } | undefined> {
  const { rows } = await site.db.query<{ id: string; state: string }>(
    "SELECT id, state FROM content_draft WHERE item_id = $1 AND state IN ('draft', 'in_review', 'returned')",
    [item],
  );
  return rows[0] ? { id: Number(rows[0].id), state: rows[0].state } : undefined;
}

async function act(who: Person, item: string, intent: string, extra: Record<string, string> = {}) {
  const page = `/staff/content/news_article/${item}`;
  await who.browser.get(page);
  const draft = await draftOf(item);
  return who.browser.post(page, { csrf: who.browser.csrf!, intent, ...(draft ? { draft: String(draft.id) } : {}), ...extra });
}

async function sightings(app: AppProcess, token: string) {
  const title = `Back office article ${token}`;
  const [list, page, search, feed, home] = await Promise.all([
    text(app, "/resource-hub/news"),
    text(app, `/news/back-office-${token}`),
    text(app, `/search?query=${token}`),
    text(app, "/resource-hub/news/rss.xml"),
    text(app, "/"),
  ]);
  return {
    list: list.body.includes(title),
    article: page.status === 200 && page.body.includes(title),
    search: search.body.includes(title),
    feed: feed.body.includes(title),
    home: home.body.includes(title),
  };
}
const everywhere = { list: true, article: true, search: true, feed: true, home: true };
const nowhere = { list: false, article: false, search: false, feed: false, home: false };

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite());
  const second = await startAppProcess({ env: { ...site.logins, ...PRODUCTION_SETTINGS } });
  apps = [site.app, second];
  editor = await person(["editor"]);
  publisher = await person(["publisher"]);
}, scaled(120_000));

afterAll(async () => {
  await apps?.[1]?.stop();
  await site?.close();
});

describe("an editor's draft", () => {
  it("is kept apart from the site, and previewed without being saved", async () => {
    const token = word();
    const preview = await editor.browser.post("/staff/content/news_article/new", {
      csrf: await csrf(editor),
      intent: "preview",
      id: "",
      ...newsFields(token),
    });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain(`<strong>${token}</strong>`);
    expect(await draftOf(`back-office-article-${token}`)).toBeUndefined();
    const saved = await writeNews(editor, token);
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`/staff/content/news_article/back-office-article-${token}?saved=1`);
    expect(await draftOf(`back-office-article-${token}`)).toMatchObject({ state: "draft" });
    expect(await site.count("SELECT count(*) FROM news_article WHERE id = $1", [`back-office-article-${token}`])).toBe(0);
    await expectOnEveryInstance(apps, (app) => sightings(app, token), nowhere);
    expect(await site.count("SELECT count(*) FROM audit_log WHERE action = 'draft saved' AND actor = $1", [editor.name])).toBeGreaterThan(
      0,
    );
  });

  it("refuses entries the site or the database would not take, keeps them on screen and stores nothing", async () => {
    const token = word();
    const badDate = await writeNews(editor, token, { published_on: "2026-02-30" });
    expect(badDate.status).toBe(400);
    expect(badDate.text).toContain("Date shown must be a real date");
    expect(badDate.text).toContain(`value="Back office article ${token}"`);
    const badImage = await writeNews(editor, token, { image_url: "images/not-from-the-root.jpg" });
    expect(badImage.status).toBe(400);
    expect(badImage.text).toContain("Image is not accepted here");
    expect(badImage.text).toContain('value="images/not-from-the-root.jpg"');
    const noSource = await writeNews(editor, token, { provenance: "published" });
    expect(noSource.status).toBe(400);
    expect(noSource.text).toContain("Source address is not accepted here");
    expect(await draftOf(`back-office-article-${token}`)).toBeUndefined();
  });
});

describe("review and publishing", () => {
  it("lets a publisher publish an editor's draft, and readers see it on both instances within 5 seconds", async () => {
    const token = word();
    const item = `back-office-article-${token}`;
    await writeNews(editor, token);
    expect((await act(editor, item, "submit")).status).toBe(303);
    expect(await draftOf(item)).toMatchObject({ state: "in_review" });
    const byEditor = await act(editor, item, "publish");
    expect(byEditor.status).toBe(403);
    expect(await site.count("SELECT count(*) FROM news_article WHERE id = $1", [item])).toBe(0);
    const published = await act(publisher, item, "publish");
    expect(published.status).toBe(303);
    await expectOnEveryInstance(apps, (app) => sightings(app, token), everywhere);
    const { rows } = await site.db.query<{ actor: string; created_by: string }>(
      "SELECT r.actor, n.created_by FROM content_revision r JOIN news_article n ON n.id = r.item_id WHERE r.item_id = $1",
      [item],
    );
    expect(rows).toEqual([{ actor: publisher.name, created_by: publisher.name }]);
    expect(
      await site.count("SELECT count(*) FROM audit_log WHERE action = 'draft published' AND actor = $1 AND subject = $2", [
        publisher.name,
        `news_article:${item}`,
      ]),
    ).toBe(1);

    // Unpublishing is a second step: without it the post only asks.
    const asked = await act(publisher, item, "unpublish");
    expect(asked.status).toBe(303);
    expect(asked.location).toContain("?take-off=unpublish");
    await expectOnEveryInstance(apps, (app) => sightings(app, token), everywhere);
    expect((await act(publisher, item, "unpublish", { confirmed: "yes" })).status).toBe(303);
    await expectOnEveryInstance(apps, (app) => sightings(app, token), nowhere);
  });

  it("keeps a publisher from publishing their own draft unless they say why it is urgent", async () => {
    const token = word();
    const item = `back-office-article-${token}`;
    await writeNews(publisher, token);
    const refused = await act(publisher, item, "publish");
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("say why it is urgent");
    expect(await site.count("SELECT count(*) FROM news_article WHERE id = $1", [item])).toBe(0);
    const urgent = await act(publisher, item, "publish", { urgent: "A correction the Minister asked for today" });
    expect(urgent.status).toBe(303);
    const { rows } = await site.db.query<{ reason: string }>(
      "SELECT after->>'urgent' AS reason FROM audit_log WHERE action = 'urgent publish of own draft' AND actor = $1 AND subject = $2",
      [publisher.name, `news_article:${item}`],
    );
    expect(rows).toEqual([{ reason: "A correction the Minister asked for today" }]);
  });

  it("returns a draft with a note, which its writer sees", async () => {
    const token = word();
    const item = `back-office-article-${token}`;
    await writeNews(editor, token);
    await act(editor, item, "submit");
    expect((await act(publisher, item, "return")).status).toBe(400);
    expect((await act(publisher, item, "return", { note: "Add the date of the launch." })).status).toBe(303);
    expect(await draftOf(item)).toMatchObject({ state: "returned" });
    expect((await editor.browser.get(`/staff/content/news_article/${item}`)).text).toContain("Add the date of the launch.");
  });

  it("schedules an item, which appears when its time comes", async () => {
    const token = word();
    const item = `back-office-article-${token}`;
    await writeNews(editor, token);
    await act(editor, item, "submit");
    const later = new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString().slice(0, 10);
    expect((await act(publisher, item, "publish", { publish_at: `${later} 09:00` })).status).toBe(303);
    const page = await publisher.browser.get(`/staff/content/news_article/${item}`);
    expect(page.text).toContain(`Scheduled for ${later} 09:00`);
    await expectOnEveryInstance(apps, (app) => sightings(app, token), nowhere);
    // Time passes: the owner moves the moment to just now, as the clock would.
    await site.db.query("UPDATE news_article SET publish_at = now() WHERE id = $1", [item]);
    await expectOnEveryInstance(apps, (app) => sightings(app, token), everywhere);
  });

  it("marks an item confirmed, archives it, and restores an earlier version, each a revision naming the publisher", async () => {
    const token = word();
    const item = `back-office-article-${token}`;
    await writeNews(editor, token);
    await act(publisher, item, "publish");
    const label = illustrativeLabel(newsCollection.provenance).replace(/'/g, "&#x27;");
    await expectOnEveryInstance(apps, async (app) => (await text(app, `/news/back-office-${token}`)).body.includes(label), true);
    expect((await act(publisher, item, "confirm")).status).toBe(303);
    await expectOnEveryInstance(apps, async (app) => (await text(app, `/news/back-office-${token}`)).body.includes(label), false);
    // Archiving a live item takes it off the site: a second step, as unpublishing.
    expect((await act(publisher, item, "archive")).location).toContain("?take-off=archive");
    await expectOnEveryInstance(apps, (app) => sightings(app, token), everywhere);
    expect((await act(publisher, item, "archive", { confirmed: "yes" })).status).toBe(303);
    await expectOnEveryInstance(apps, (app) => sightings(app, token), nowhere);
    const { rows } = await site.db.query<{ id: string }>("SELECT id FROM content_revision WHERE item_id = $1 ORDER BY id", [item]);
    const restored = await act(publisher, item, "restore", { revision: rows[0]!.id });
    expect(restored.status).toBe(303);
    await expectOnEveryInstance(apps, (app) => sightings(app, token), everywhere);
    const actors = await site.db.query<{ action: string; actor: string }>(
      "SELECT action, actor FROM content_revision WHERE item_id = $1 ORDER BY id",
      [item],
    );
    expect(actors.rows.map((row) => row.actor)).toEqual(actors.rows.map(() => publisher.name));
    expect(actors.rows.at(-1)!.action).toBe("restore");
    const compare = await publisher.browser.get(`/staff/content/news_article/${item}?compare=${rows[1]!.id}`);
    expect(compare.text).toContain("Confirmed by the office");
  });
});

describe("roles, in the database", () => {
  it("refuses an editor's session every publisher's function, and the site's login every content table", async () => {
    const token = editor.browser.tokenHash();
    const app = site.appDatabaseUrl;
    // The functions check the session's roles themselves, asked by the back office's login, the only one that may call them.
    const office = site.officeDatabaseUrl;
    expect(await outcome(office, "SELECT staff_draft_publish($1, 1, NULL, NULL, 'urgent')", [token])).toBe("42501");
    expect(await outcome(office, "SELECT staff_content_change($1, 'news_article', 'x', 'unpublish')", [token])).toBe("42501");
    expect(await outcome(office, "SELECT staff_content_restore($1, 1)", [token])).toBe("42501");
    expect(
      await outcome(office, "SELECT * FROM staff_content_page($1, 'news_article', 'title', '', '', NULL, NULL, 50)", [Buffer.alloc(32)]),
    ).toBe("42501");
    expect(await outcome(office, "SELECT * FROM staff_content_page($1, 'staff_account', 'title', '', '', NULL, NULL, 50)", [token])).toBe(
      "22023",
    );
    expect(
      await outcome(app, "INSERT INTO news_article (id, slug, title, published_on, provenance) VALUES ('x', 'x', 'x', now(), 'spec')"),
    ).toBe("42501");
    expect(await outcome(app, "SELECT content_upsert('news_article', '{}'::jsonb)")).toBe("42501");
    expect(await outcome(app, "SELECT count(*) FROM content_draft")).toBe("42501");
  });
});

describe("other collections", () => {
  it("puts a published notice in every page's banner", async () => {
    const title = `Notice from the back office ${word()}`;
    const answer = await editor.browser.post("/staff/content/notice/new", {
      csrf: await csrf(editor),
      intent: "save",
      id: "",
      title,
      shown_on: "2026-11-25",
      provenance: "confirmed",
      source_url: "",
      source_as_at: "",
    });
    expect(answer.status).toBe(303);
    const item = answer.location!.split("/")[4]!.split("?")[0]!;
    const page = `/staff/content/notice/${item}`;
    await publisher.browser.get(page);
    const { rows } = await site.db.query<{ id: string }>("SELECT id FROM content_draft WHERE item_id = $1", [item]);
    await publisher.browser.post(page, { csrf: publisher.browser.csrf!, intent: "publish", draft: rows[0]!.id });
    await expectOnEveryInstance(apps, async (app) => (await text(app, "/who-we-are/about-us")).body.includes(title), true);
  });

  it("takes a vacancy off the careers page after its closing date, and refuses one already closed", async () => {
    const token = word();
    const item = `officer-${token}`;
    const fields = {
      title: `Officer ${token}`,
      slug: item,
      location: "Abuja",
      summary: "A post.",
      body: "The work.",
      provenance: "illustrative",
      source_url: "",
      source_as_at: "",
    };
    const closed = await editor.browser.post("/staff/content/vacancy/new", {
      csrf: await csrf(editor),
      intent: "save",
      id: "",
      ...fields,
      closes_on: "2020-01-31",
    });
    expect(closed.status).toBe(400);
    expect(closed.text).toContain("a closing date must be after today");
    const open = await editor.browser.post("/staff/content/vacancy/new", {
      csrf: await csrf(editor),
      intent: "save",
      id: "",
      ...fields,
      closes_on: "2099-01-31",
    });
    expect(open.status).toBe(303);
    const page = `/staff/content/vacancy/${item}`;
    await publisher.browser.get(page);
    const { rows } = await site.db.query<{ id: string }>("SELECT id FROM content_draft WHERE item_id = $1", [item]);
    expect((await publisher.browser.post(page, { csrf: publisher.browser.csrf!, intent: "publish", draft: rows[0]!.id })).status).toBe(303);
    await expectOnEveryInstance(apps, async (app) => (await text(app, "/get-involved/careers")).body.includes(fields.title), true);
    // Its closing date passes: the owner moves the dates back, as the calendar would.
    await site.db.query("UPDATE vacancy SET publish_at = now() - interval '3 days', closes_on = current_date - 1 WHERE id = $1", [item]);
    await expectOnEveryInstance(apps, async (app) => (await text(app, "/get-involved/careers")).body.includes(fields.title), false);
  });
});
