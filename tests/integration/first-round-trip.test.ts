import { brotliCompressSync, constants } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededNews } from "../../prisma/seeds/content/news-articles";
import { articlePath } from "../../app/features/news/article";
import { LOCALES, localePath, PREFIXED_LOCALES } from "../../app/i18n/locales";
import { en } from "../../app/i18n/messages/en";
import { PAGE_WORDS_ID } from "../../app/i18n/words";
import { GALLERY_PAGE_SIZE } from "../../app/features/galleries/gallery";
import { startTestSite, type TestSite } from "./support/site";
import { getCompressed, loadedModules, pageDataScripts } from "./support/page-bytes";
import { scaled } from "../support/time-scale";

/**
 * What lets a page paint after one round trip on a slow network (issue 66, decision 0098), as the
 * built site sends it: its HTML within the first TCP window, compressed as a phone's browser gets
 * it; a hydrated page's script within its budget, and none of it a language the page does not
 * show; a language's home without a redirect; a refilled page as small as a cached one. Sizes,
 * not timings: those are the bench's (npm run bench).
 */
const KB = 1024;
/** The first round trip: ten TCP segments of about 1.4 KB (docs/budgets.md). */
const FIRST_ROUND_TRIP = 14 * KB;
/** A hydrated page's script, every module it loads before it hydrates (docs/budgets.md). */
const SCRIPT_BUDGET = 100 * KB;

const PAGE_KINDS = [
  "/",
  "/who-we-are/about-us",
  "/where-we-work/nsr-summary-by-lga",
  "/grievances/new",
  "/is-this-real",
  // The largest content page: the state map, drawn inline.
  "/nsr/nsr-coverage-across-nigeria",
  articlePath(seededNews[0]!.slug),
  "/resource-hub/photo-gallery",
  "/resource-hub/video-gallery",
];
const PAGES = PAGE_KINDS.flatMap((kind) => LOCALES.map((locale) => localePath(locale, kind)));

let site: TestSite;
/** Each page's first answer (the one that stored it) and its second (from the cache). */
const answers = new Map<string, { first: Awaited<ReturnType<typeof getCompressed>>; cached: Awaited<ReturnType<typeof getCompressed>> }>();

beforeAll(async () => {
  site = await startTestSite();
  for (const path of PAGES) {
    const first = await getCompressed(site.app.baseUrl, path);
    const cached = await getCompressed(site.app.baseUrl, path);
    answers.set(path, { first, cached });
  }
}, scaled(240_000));

afterAll(async () => site?.close());

describe("the first HTML", () => {
  it.each(PAGES)("%s fits the first round trip, compressed as sent", (path) => {
    const { first } = answers.get(path)!;
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.bytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
  });

  it.each(PAGES)("%s goes out at the best compression right after the cache was filled, as from the cache", (path) => {
    const { first, cached } = answers.get(path)!;
    const best = brotliCompressSync(first.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    expect(first.bytes).toBe(best);
    expect(cached.headers["x-page-cache"]).toBe("hit");
    expect(cached.bytes).toBe(best);
  });

  it("carries no words: a page without script has no data, a hydrated one the address of its words alone", async () => {
    for (const path of PAGES) {
      const { body } = answers.get(path)!.first;
      const hydrated = body.includes('type="module"');
      const block = new RegExp(`<script id="${PAGE_WORDS_ID}" type="application/json" data-src="([^"]+)">([^<]*)</script>`).exec(body);
      if (!hydrated) {
        expect(pageDataScripts(body), path).toEqual([]);
        expect(block, path).toBeNull();
        continue;
      }
      expect(block, path).not.toBeNull();
      expect(block![2], path).toBe("");
      const words = await wordsFile(block![1]!);
      expect(words.status, path).toBe(200);
      expect(words.headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
      const messages = (JSON.parse(words.body) as { messages: Record<string, unknown> }).messages;
      // The chrome's words, and not the forms' (a hydrated page has none of them).
      expect(Object.keys(messages), path).toContain("chrome");
      expect(Object.keys(messages), path).not.toContain("dar");
      expect(Object.keys(messages), path).not.toContain("contact");
      // The routes' data carries no words.
      expect(pageDataScripts(body).join(""), path).not.toContain(JSON.stringify(messages["chrome"]).slice(1, 40));
    }
  });
});

/** A words file as the page names it (its address as the HTML writes it, with &amp;). */
const wordsFile = (address: string) => getCompressed(site.app.baseUrl, address.replace(/&amp;/g, "&"));

describe("a hydrated page's words file", () => {
  const addressOf = (path: string) => /data-src="([^"]+)"/.exec(answers.get(path)!.first.body)![1]!.replace(/&amp;/g, "&");

  it("is in the page's language, and kept a minute only under a digest that is not today's", async () => {
    const address = addressOf("/ha");
    const hausa = JSON.parse((await wordsFile(address)).body) as { messages: { chrome: { skipLink: string } } };
    const english = JSON.parse((await wordsFile(addressOf("/"))).body) as { messages: { chrome: { skipLink: string } } };
    expect(hausa.messages.chrome.skipLink).not.toBe(english.messages.chrome.skipLink);
    const stale = await wordsFile(address.replace(/v=[0-9a-f]+/, "v=0000000000000000"));
    expect(stale.status).toBe(200);
    expect(stale.headers["cache-control"]).toBe("public, max-age=60");
    expect(stale.body).toBe((await wordsFile(address)).body);
  });

  it.each([
    ["no language", "/page-words.json?path=%2F&words=home"],
    ["a language the site lacks", "/page-words.json?locale=fr&path=%2F&words=home"],
    ["a path that is not one", "/page-words.json?locale=ha&path=home&words=home"],
    ["a word the furniture lacks", "/page-words.json?locale=ha&path=%2F&words=home.nothing"],
    ["a section the furniture lacks", "/page-words.json?locale=ha&path=%2F&words=nothing"],
  ])("refuses %s with a 400 that no cache keeps", async (_, address) => {
    const answer = await getCompressed(site.app.baseUrl, address);
    expect(answer.status).toBe(400);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });
});

describe("a hydrated page's script", () => {
  const hydratedPages = () => PAGES.filter((path) => answers.get(path)!.first.body.includes('type="module"'));

  it("is on the pages that ask for it, in every language", () => {
    for (const kind of ["/", "/where-we-work/nsr-summary-by-lga", "/resource-hub/photo-gallery"])
      for (const locale of LOCALES) expect(hydratedPages()).toContain(localePath(locale, kind));
  });

  it("stays within the budget, compressed as served, and holds no English catalogue", async () => {
    for (const path of hydratedPages()) {
      const modules = await loadedModules(site.app.baseUrl, answers.get(path)!.first.body);
      const total = modules.reduce((sum, module) => sum + module.bytes, 0);
      expect(total, path).toBeLessThanOrEqual(SCRIPT_BUDGET);
      expect(
        modules.filter((module) => module.source.includes(en.chrome.skipLink)).map((module) => module.url),
        path,
      ).toEqual([]);
    }
  });
});

describe("a gallery's grid page", () => {
  it("carries its own tiles only; the lightbox asks the gallery's JSON for another page's", async () => {
    const { body } = answers.get("/resource-hub/photo-gallery")!.first;
    const ownTiles = [...body.matchAll(/data-tile-id="(\d+)"/g)].map((match) => match[1]);
    expect(ownTiles).toHaveLength(GALLERY_PAGE_SIZE);
    // No picture of a later page is in the page's data.
    const second = await getCompressed(site.app.baseUrl, "/resource-hub/photo-gallery.json?page=2");
    expect(second.status).toBe(200);
    expect(second.headers["cache-control"]).toBe("public, max-age=60");
    const page = JSON.parse(second.body) as { page: number; total: number; tiles: { id: number; image: string }[] };
    expect(page.page).toBe(2);
    expect(page.tiles).toHaveLength(GALLERY_PAGE_SIZE);
    for (const tile of page.tiles) {
      expect(ownTiles).not.toContain(String(tile.id));
      expect(pageDataScripts(body).join(""), tile.image).not.toContain(tile.image);
    }
    // A page out of range reads as the last; an unknown filter as All, as the grid's would.
    const last = JSON.parse(
      (await getCompressed(site.app.baseUrl, "/resource-hub/photo-gallery.json?page=9999&category=nothing")).body,
    ) as {
      page: number;
      total: number;
    };
    expect(last.page).toBe(Math.ceil(page.total / GALLERY_PAGE_SIZE));
  });
});

describe("a language's home", () => {
  it.each(PREFIXED_LOCALES)("answers /%s/ itself, without a redirect, naming its address without the slash", async (locale) => {
    const answer = await getCompressed(site.app.baseUrl, `/${locale}/`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`<html lang="${locale}"`);
    expect(answer.body).toContain(`<link rel="canonical" href="https://nassco.example/${locale}"/>`);
    const slashless = await getCompressed(site.app.baseUrl, `/${locale}`);
    expect(slashless.body).toContain(`<link rel="canonical" href="https://nassco.example/${locale}"/>`);
  });

  it("still sends other addresses with a trailing slash on to the one without", async () => {
    const answer = await getCompressed(site.app.baseUrl, "/ha/who-we-are/");
    expect(answer.status).toBe(301);
    expect(answer.headers["location"]).toBe("/ha/who-we-are");
  });
});
