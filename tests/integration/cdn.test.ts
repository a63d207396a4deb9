import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../../app/entry.server";
import { SHARED_CACHE_CONTROL } from "../../app/features/cdn/headers.server";
import { word } from "./support/content";
import type { TestSite } from "./support/site";
import { startStaffTestSite } from "./support/staff";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * A CDN in front (decision 0076), through the built site: what a public
 * answer tells a shared cache and what it never tells one, and a publish
 * reaching a stand-in for Fastly's purge API through the outbox, retried
 * when the API fails. Cloudflare's adapter and CDN_PURGER=none are tried
 * against the database in app/features/cdn/sender.db.test.ts.
 */
const SERVICE_ID = "SU1Z0isxPaozGVKXdv0eY";
const TOKEN = "a-fastly-api-token-for-tests";
const CDN_HEADERS = ["CDN-Cache-Control", "Surrogate-Control", "Cache-Tag", "Surrogate-Key"];

let site: TestSite;
let staffBase: string;
let fastly: Server;
const purges: { method: string; url: string; headers: IncomingHttpHeaders; body: string; status: number }[] = [];
let failNext = 0;

beforeAll(async () => {
  fastly = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const status = failNext > 0 ? 500 : 200;
      if (failNext > 0) failNext -= 1;
      purges.push({ method: request.method!, url: request.url!, headers: request.headers, body, status });
      response.writeHead(status, { "Content-Type": "application/json" });
      // As Fastly answers a batch purge: each key and the id of its purge.
      const keys = status === 200 ? ((JSON.parse(body) as { surrogate_keys: string[] }).surrogate_keys ?? []) : [];
      response.end(JSON.stringify(status === 200 ? Object.fromEntries(keys.map((key, n) => [key, `1234-${n}`])) : { msg: "down" }));
    });
  });
  await new Promise<void>((resolve) => fastly.listen(0, "127.0.0.1", resolve));
  const { port } = fastly.address() as AddressInfo;
  ({ site, staffBase } = await startStaffTestSite({
    CDN_PURGER: "fastly",
    FASTLY_SERVICE_ID: SERVICE_ID,
    FASTLY_API_TOKEN: TOKEN,
    CDN_PURGE_API_URL: `http://127.0.0.1:${port}`,
    CDN_PURGE_RETRY_SECONDS: "1",
    CDN_PURGE_DELAY_SECONDS: "0",
  }));
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => fastly?.close(resolve));
});

const get = (path: string) => fetch(site.app.baseUrl + path, { headers: site.visitor(), redirect: "manual" });
/** The tags some rows queued, each once: a change queues rows of its own, and a statement may queue a tag twice. */
const tagsIn = (rows: { tag: string }[]) => [...new Set(rows.map((row) => row.tag))].sort();
const tagsOf = (response: Response) => (response.headers.get("Cache-Tag") ?? "").split(",");

describe("a public answer", () => {
  it("keeps the browser's Cache-Control and tells a CDN its own, with the page's tags both ways", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(home.headers.get("CDN-Cache-Control")).toBe(SHARED_CACHE_CONTROL);
    expect(home.headers.get("Surrogate-Control")).toBe(SHARED_CACHE_CONTROL);
    // The home page shows the latest news: publishing an article must purge it.
    expect(tagsOf(home)).toEqual(expect.arrayContaining(["page:/", "collection:news_article", "lang:en", "all"]));
    expect(home.headers.get("Surrogate-Key")).toBe(tagsOf(home).join(" "));
    // The same headers from the page cache: they are the answer's own, kept with it.
    const again = await get("/");
    expect(again.headers.get("X-Page-Cache")).toBe("hit");
    expect(again.headers.get("Cache-Tag")).toBe(home.headers.get("Cache-Tag"));
  });

  it("carries the collections it shows, and its language, on a listing, a search, a feed and the sitemap", async () => {
    const list = await get("/ha/resource-hub/news");
    expect(tagsOf(list)).toEqual(expect.arrayContaining(["page:/ha/resource-hub/news", "collection:news_article", "lang:ha", "all"]));
    expect(tagsOf(list)).not.toContain("lang:en");
    const search = await get("/search?query=payment");
    expect(tagsOf(search)).toEqual(expect.arrayContaining(["page:/search", "collection:search"]));
    // The same query spelt otherwise: answered from search's memory of it, and tagged all the same.
    expect(tagsOf(await get("/search?query=PAYMENT"))).toEqual(expect.arrayContaining(["collection:search"]));
    const feed = await get("/resource-hub/news/rss.xml");
    expect(feed.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(feed.headers.get("CDN-Cache-Control")).toBe(SHARED_CACHE_CONTROL);
    expect(tagsOf(feed)).toEqual(expect.arrayContaining(["page:/resource-hub/news/rss.xml", "collection:news_article", "all"]));
    const services = await get("/open311/v2/services.json");
    expect(services.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(tagsOf(services)).toEqual(["page:/open311/v2/services.json", "lang:en", "all"]);
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.headers.get("CDN-Cache-Control")).toBe(SHARED_CACHE_CONTROL);
    expect(tagsOf(sitemap)).toContain("all");
  });
});

describe("an answer for one person, a form's answer, an error and the back office", () => {
  it("never carry a CDN's directive or tags", async () => {
    const answers = {
      "a receipt (private, no-store)": await get("/contact/sent"),
      "a form's answer": await site.postForm("/contact", [["message", ""]]),
      "an unknown address": await get(`/no-such-page-${word()}`),
      "the back office": await fetch(`${staffBase}/staff/sign-in`, { redirect: "manual" }),
    };
    // The form's page again, with what was typed and what was wrong.
    expect(answers["a form's answer"].status).toBe(400);
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.headers.get("Cache-Control"), what).toMatch(/no-store|private/);
      for (const name of CDN_HEADERS) expect(answer.headers.has(name), `${name} on ${what}`).toBe(false);
    }
  });
});

/** The tags queued after row `after`, and their states. */
async function queuedAfter(after: number): Promise<{ tag: string; state: string; attempts: number; last_error: string | null }[]> {
  const { rows } = await site.db.query<{ tag: string; state: string; attempts: number; last_error: string | null }>(
    "SELECT tag, state, attempts, last_error FROM cdn_purge_outbox WHERE id > $1 ORDER BY tag",
    [after],
  );
  return rows;
}

const lastRow = async () =>
  Number((await site.db.query<{ id: string }>("SELECT coalesce(max(id), 0) AS id FROM cdn_purge_outbox")).rows[0]!.id);

async function article(status: "draft" | "published", publishAt = "now") {
  const token = word();
  await site.db.query(
    `INSERT INTO news_article (id, slug, title, published_on, excerpt, body, provenance, status, publish_at)
     VALUES ($1, $1, $2, current_date, 'An article the CDN test wrote.', 'Its body.', 'illustrative', $3, $4::timestamptz)`,
    [`cdn-${token}`, `CDN test ${token}`, status, publishAt],
  );
  return `cdn-${token}`;
}

/** Until nothing waits to be purged: what a test queues next is its own. */
const settled = () =>
  until(async () => (await site.count("SELECT count(*) FROM cdn_purge_outbox WHERE state IN ('pending', 'sending')")) === 0);

/**
 * Until the site's schedule has passed an article's publish_at: an article published "now" is
 * purged at its insert and again when the schedule's mark passes that time, which on a busy machine
 * can come after the first purge has gone.
 */
const scheduleReached = (id: string) =>
  until(
    async () =>
      (await site.count(
        "SELECT count(*) FROM content_schedule_mark, news_article WHERE news_article.id = $1 AND reached_at >= publish_at",
        [id],
      )) === 1,
    20_000,
    "the schedule to pass the article's publish_at",
  );

describe("publishing", () => {
  it("queues exactly the tags of the pages it changed, and Fastly is asked to purge them, with the service's key", async () => {
    const before = await lastRow();
    const seen = purges.length;
    // A draft changes nothing readers see: nothing to purge.
    await article("draft");
    expect(await queuedAfter(before)).toEqual([]);
    await article("published");
    await until(async () => (await queuedAfter(before)).every((row) => row.state === "sent"), 20_000, "the purge to be sent");
    expect(tagsIn(await queuedAfter(before))).toEqual(["collection:news_article", "collection:search"]);
    const sent = purges.slice(seen).filter((purge) => purge.status === 200);
    expect(sent.length).toBeGreaterThan(0);
    for (const purge of sent) {
      expect(purge.method).toBe("POST");
      expect(purge.url).toBe(`/service/${SERVICE_ID}/purge`);
      expect(purge.headers["fastly-key"]).toBe(TOKEN);
      // A hard purge: a soft one leaves copies Fastly serves stale for a day, a withdrawn page's too.
      expect(purge.headers["fastly-soft-purge"]).toBeUndefined();
      expect(purge.headers["content-type"]).toBe("application/json");
    }
    const keys = sent.flatMap((purge) => (JSON.parse(purge.body) as { surrogate_keys: string[] }).surrogate_keys);
    expect(keys).toEqual(expect.arrayContaining(["collection:news_article", "collection:search"]));
  });

  it("is purged still when the API fails first: the tag waits, is tried again, and arrives", async () => {
    const id = await article("published");
    await scheduleReached(id);
    await settled();
    const before = await lastRow();
    const seen = purges.length;
    failNext = 1;
    await site.db.query("UPDATE news_article SET title = title || ' (changed)' WHERE id = $1", [id]);
    await until(
      async () => {
        const rows = await queuedAfter(before);
        return rows.length > 0 && rows.every((row) => row.state === "sent");
      },
      20_000,
      "the purge to be sent after the failure",
    );
    const rows = await queuedAfter(before);
    expect(tagsIn(rows)).toEqual(["collection:news_article", "collection:search"]);
    // Each row sent, none with an error left; the first ones on their second attempt (a row queued by a later statement may have needed one).
    expect(rows.every((row) => row.last_error === null)).toBe(true);
    expect(rows.some((row) => row.attempts === 2)).toBe(true);
    // The failure, then the purge that arrived (a row a later statement queued may go in a call of its own).
    const statuses = purges.slice(seen).map((purge) => purge.status);
    expect(statuses[0]).toBe(500);
    expect(statuses.slice(1)).toEqual(statuses.slice(1).map(() => 200));
    expect(statuses.length).toBeGreaterThan(1);
    const purged = purges.slice(seen + 1).flatMap((purge) => (JSON.parse(purge.body) as { surrogate_keys: string[] }).surrogate_keys);
    expect([...new Set(purged)].sort()).toEqual(["collection:news_article", "collection:search"]);
  });

  it("queues an article's tags when its scheduled time comes, not when it is saved", async () => {
    await settled();
    const before = await lastRow();
    await article("published", new Date(Date.now() + 3_000).toISOString());
    expect(await queuedAfter(before)).toEqual([]);
    await until(async () => (await queuedAfter(before)).length > 0, 20_000, "the scheduled time's purge to be queued");
    expect(tagsIn(await queuedAfter(before))).toEqual(["collection:news_article", "collection:search"]);
  });

  it("queues a language's tag when its furniture is marked reviewed", async () => {
    await settled();
    const before = await lastRow();
    await site.db.query("UPDATE content_locale SET reviewed_by = 'CDN test', reviewed_at = now() WHERE code = 'ha'");
    expect((await queuedAfter(before)).map((row) => row.tag)).toEqual(["lang:ha"]);
  });

  it("queues every page's tag when the office's contact channels, in every footer, change", async () => {
    await settled();
    const before = await lastRow();
    // The same values written again (as the seed run twice does) change nothing readers see.
    await site.db.query("UPDATE contact_channel SET value = value");
    expect(await queuedAfter(before)).toEqual([]);
    await site.db.query("UPDATE contact_channel SET position = position + 1 WHERE id = (SELECT min(id) FROM contact_channel)");
    expect(tagsIn(await queuedAfter(before))).toContain("all");
  });

  it("queues a deleted file's own address, which a CDN would otherwise keep a year", async () => {
    const key = randomBytes(16).toString("hex");
    await site.db.query(
      "INSERT INTO media_upload (key, kind, original_name, byte_size, uploaded_by) VALUES ($1, 'pdf', 'A form.pdf', 4, 'CDN test')",
      [key],
    );
    await site.db.query("INSERT INTO media_file (path, key, content_type, bytes) VALUES ($1 || '.pdf', $1, 'application/pdf', '%PDF')", [
      key,
    ]);
    const file = await get(`/media/${key}.pdf`);
    expect(tagsOf(file)).toContain(`page:/media/${key}.pdf`);
    await settled();
    const before = await lastRow();
    // As the owner, by hand: no login may delete a file.
    await site.db.query("DELETE FROM media_upload WHERE key = $1", [key]);
    expect((await queuedAfter(before)).map((row) => row.tag)).toEqual([`page:/media/${key}.pdf`]);
  });
});
