import { brotliCompressSync, constants } from "node:zlib";
import { expect, test } from "@playwright/test";
import { contentPages } from "../../app/content/pages";

test("every content page has its own title and description", async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const content of contentPages) {
    const html = await (await request.get(content.path)).text();
    titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
    descriptions.add(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
  }
  expect(titles.size).toBe(contentPages.length);
  expect(descriptions.size).toBe(contentPages.length);
});

for (const content of contentPages) {
  test(`${content.path}: compressed HTML fits in 14 KB`, async ({ request }) => {
    const html = await (await request.get(content.path)).body();
    expect(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length).toBeLessThanOrEqual(14 * 1024);
  });
}
