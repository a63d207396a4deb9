import { brotliCompressSync, constants } from "node:zlib";
import { expect, test } from "@playwright/test";
import { contentPageSeed } from "../../prisma/seeds/content/pages";
import { paths } from "../../app/site/paths";

/** The pages of content: those the seed writes into content_page, and those written in code (privacy, accessibility, site map). */
const contentPaths = [...contentPageSeed.map((seed) => seed.path), paths.privacyPolicy, paths.accessibility, paths.siteMap];

test("every content page has its own title and description", async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of contentPaths) {
    const html = await (await request.get(path)).text();
    titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
    descriptions.add(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
  }
  expect(titles.size).toBe(contentPaths.length);
  expect(descriptions.size).toBe(contentPaths.length);
});

for (const path of contentPaths) {
  // At brotli's best, as the page cache stores and sends a page (decision 0098; tests/integration/first-round-trip.test.ts reads the wire).
  test(`${path}: compressed HTML fits in 14 KB`, async ({ request }) => {
    const html = await (await request.get(path)).body();
    expect(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length).toBeLessThanOrEqual(14 * 1024);
  });
}
