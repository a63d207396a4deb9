import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seededTenders } from "../../prisma/seeds/content/library-entries";
import { FIXTURE_VACANCY } from "../../prisma/seeds/content/fixtures";
import { vacancyPath } from "../../app/features/careers/vacancy";
import { queryStaffDatabase } from "./support/database";
import { E2E_SITE_URL, E2E_STAFF_PUBLIC_URL } from "./support/server";
import { scaled } from "../support/time-scale";

/**
 * The tenders and vacancies feeds, read as a feed reader reads them: found
 * through the page's link rel="alternate", fetched, and parsed as XML by the
 * browser's own parser (so this runs where the page has script). They list
 * what is published and live, and nothing else.
 */

interface ParsedFeed {
  error: string | null;
  version: string | null;
  channel: { title: string; link: string; description: string; self: string | null };
  items: { title: string; link: string; guid: string; pubDate: string; description: string }[];
}

function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const child = (parent: Element, name: string) =>
      Array.from(parent.children).find((element) => element.tagName === name)?.textContent ?? "";
    const channel = doc.documentElement.getElementsByTagName("channel")[0];
    if (!channel)
      return { error: doc.querySelector("parsererror")?.textContent ?? "no channel", version: null, channel: {}, items: [] } as never;
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      version: doc.documentElement.tagName === "rss" ? doc.documentElement.getAttribute("version") : null,
      channel: {
        title: child(channel, "title"),
        link: child(channel, "link"),
        description: child(channel, "description"),
        self: channel.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]?.getAttribute("href") ?? null,
      },
      items: Array.from(channel.getElementsByTagName("item")).map((item) => ({
        title: child(item, "title"),
        link: child(item, "link"),
        guid: child(item, "guid"),
        pubDate: child(item, "pubDate"),
        description: child(item, "description"),
      })),
    };
  }, xml);
}

/** The feed a page advertises: the head's link and the visible one agree, and it is served as RSS for an hour. */
async function feedOf(page: Page, request: APIRequestContext, base: string, path: string, visible: string) {
  await page.goto(`${base}${path}`);
  const href = await page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
  expect(href).toBe(`${path}/rss.xml`);
  await expect(page.getByRole("main").getByRole("link", { name: visible })).toHaveAttribute("href", href!);
  const answer = await request.get(`${base}${href}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  expect(answer.headers()["cache-control"]).toBe("public, max-age=3600");
  const feed = await parseFeed(page, await answer.text());
  expect(feed.error).toBeNull();
  expect(feed.version).toBe("2.0");
  expect(feed.channel.link).toBe(`${E2E_SITE_URL}${path}`);
  expect(feed.channel.self).toBe(`${E2E_SITE_URL}${href}`);
  expect(feed.channel.title).not.toBe("");
  expect(feed.channel.description).not.toBe("");
  for (const item of feed.items) {
    expect(item.title).not.toBe("");
    expect(item.link).toMatch(/^https:\/\//);
    expect(item.guid).not.toBe("");
    expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    expect(item.description).not.toBe("");
  }
  return feed;
}

test("the tenders feed lists every published tender, each leading to its notice", async ({ page, request }) => {
  const feed = await feedOf(page, request, "", "/get-involved/tenders", "Follow new tenders with the RSS feed");
  const listed = feed.items.map((item) => item.title);
  for (const tender of seededTenders) expect(listed).toContain(tender.title);
  const first = seededTenders[0]!;
  expect(feed.items.find((item) => item.title === first.title)?.link).toBe(
    first.link.startsWith("/") ? `${E2E_SITE_URL}${first.link}` : first.link,
  );
});

test("the vacancies feed lists the open vacancy, leading to its page", async ({ page, request }) => {
  const feed = await feedOf(page, request, "", "/get-involved/careers", "Follow new vacancies with the RSS feed");
  const item = feed.items.find((entry) => entry.title === FIXTURE_VACANCY.title);
  expect(item?.link).toBe(`${E2E_SITE_URL}${vacancyPath(FIXTURE_VACANCY.slug)}`);
  expect(item?.description).toContain(FIXTURE_VACANCY.summary);
});

test("a tender or vacancy the office publishes joins its feed, and a draft or one not yet due never does", async ({ page, request }) => {
  // On the back office's server, whose content the tests may change: the main server's must stay as seeded.
  const token = `zq${randomBytes(4).toString("hex")}`;
  const lagos = (days: number) => `(now() AT TIME ZONE 'Africa/Lagos')::date + ${days}`;
  const tenders = { published: `Feed tender ${token}`, draft: `Draft tender ${token}`, later: `Later tender ${token}` };
  const vacancies = { published: `Feed vacancy ${token}`, draft: `Draft vacancy ${token}`, later: `Later vacancy ${token}` };
  for (const [kind, status, publishAt] of [
    ["published", "published", "now()"],
    ["draft", "draft", "now()"],
    ["later", "published", "now() + interval '2 days'"],
  ] as const) {
    await queryStaffDatabase(
      `INSERT INTO tender (id, title, published_on, closes_on, summary, file_url, provenance, status, publish_at)
       VALUES ($1, $2, ${lagos(0)}, ${lagos(14)}, 'A notice the feed test wrote.', '/files/tenders/x.pdf', 'illustrative', $3, ${publishAt})`,
      [`feed-${kind}-${token}`, tenders[kind], status],
    );
    await queryStaffDatabase(
      `INSERT INTO vacancy (id, slug, title, location, summary, body, closes_on, provenance, status, publish_at)
       VALUES ($1, $1, $2, 'Kano', 'A vacancy the feed test wrote.', 'Apply.', ${lagos(14)}, 'illustrative', $3, ${publishAt})`,
      [`feed-${kind}-${token}`, vacancies[kind], status],
    );
  }
  for (const [path, visible, titles, link] of [
    ["/get-involved/tenders", "Follow new tenders with the RSS feed", tenders, `${E2E_SITE_URL}/files/tenders/x.pdf`],
    [
      "/get-involved/careers",
      "Follow new vacancies with the RSS feed",
      vacancies,
      `${E2E_SITE_URL}${vacancyPath(`feed-published-${token}`)}`,
    ],
  ] as const) {
    // Published content reaches readers within seconds (every instance's cache is purged); poll until it has.
    await expect
      .poll(async () => (await request.get(`${E2E_STAFF_PUBLIC_URL}${path}/rss.xml`)).text(), { timeout: scaled(10_000) })
      .toContain(titles.published);
    const feed = await feedOf(page, request, E2E_STAFF_PUBLIC_URL, path, visible);
    const listed = feed.items.map((item) => item.title);
    expect(listed).toContain(titles.published);
    expect(listed).not.toContain(titles.draft);
    expect(listed).not.toContain(titles.later);
    expect(feed.items.find((item) => item.title === titles.published)?.link).toBe(link);
  }
});
