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
