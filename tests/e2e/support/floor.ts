import { expect, type Page } from "@playwright/test";

/**
 * KaiOS 2.5 and Opera Mini know no <details>: they show its contents as a
 * plain block. Rewriting the served HTML that way shows a modern Chromium
 * the page those browsers get.
 */
export async function withoutDetails(page: Page): Promise<void> {
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    const html = (await response.text()).replace(/<(\/?)(details|summary)\b/g, "<$1div");
    await route.fulfill({ response, body: html });
  });
}

/** The page is no wider than the screen: nothing makes the reader scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // A form's answer is a new document, and the click resolves before its stylesheet has loaded.
  await page.waitForLoadState("load");
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * On the first screen as it opens: the page's one h1 whole (top and bottom on
 * the screen) with nothing over any part of it, and everything the site puts
 * before the page's own content (the languages, the header, the notices) in
 * at most the top half, so the reader sees what the page is about at once.
 */
export async function expectFirstScreenHeading(page: Page, where = page.url()): Promise<void> {
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1, where).toHaveCount(1);
  const viewport = page.viewportSize()!;
  const seen = await h1.evaluate((heading) => {
    const box = heading.getBoundingClientRect();
    const inset = 2;
    const points = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    ] as const;
    const main = document.querySelector("main")!;
    return {
      top: box.top,
      bottom: box.bottom,
      covered: points
        .filter(([x, y]) => !document.elementFromPoint(x, y)?.closest("h1"))
        .map(([x, y]) => `${Math.round(x)},${Math.round(y)}`),
      // The chrome's height: where the page's own content starts, in the page, however far it has scrolled.
      chrome: main.getBoundingClientRect().top + window.scrollY,
    };
  });
  expect(seen.top, `${where}: the h1's top on the first screen`).toBeGreaterThanOrEqual(0);
  expect(seen.bottom, `${where}: the h1's bottom on the first screen`).toBeLessThanOrEqual(viewport.height);
  expect(seen.covered, `${where}: nothing covers the h1`).toEqual([]);
  expect(seen.chrome, `${where}: the languages, header and notices take at most half the screen`).toBeLessThanOrEqual(viewport.height / 2);
}
