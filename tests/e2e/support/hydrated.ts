import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page and its handlers listen. The
 * scripts start only once the page has loaded (decision 0043), so a test that
 * types or clicks straight after `goto` would reach the plain HTML page:
 * the router is ready when React has rendered, and the handlers are attached
 * by the next frame.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
