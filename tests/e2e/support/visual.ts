import type { Locator, Page, TestInfo } from "@playwright/test";

/**
 * What the visual-fault specs measure with (issue 36): the widths to try, and the boxes, scrolls and
 * screenshots they compare.
 */

/** From the feature phone to a desktop: the review widths and the bar's breakpoints. */
export const WIDTHS = [240, 320, 375, 600, 768, 769, 800, 900, 1024, 1099, 1100, 1280, 1440];
export const DESKTOP_WIDTHS = WIDTHS.filter((width) => width >= 769);
export const STAKEHOLDERS = "/get-involved/our-stakeholders";
export const GALLERIES = ["/resource-hub/video-gallery", "/resource-hub/photo-gallery"];

export async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
}

export async function attachShot(testInfo: TestInfo, name: string, locator: Locator) {
  await testInfo.attach(name, { body: await locator.screenshot(), contentType: "image/png" });
}

/** How far the page scrolls sideways: 0 when it fits the screen. */
export function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

export type Box = { left: number; top: number; right: number; bottom: number };
/** Whether `inner` lies within `outer`, to half a pixel (layout rounds). */
export function inside(inner: Box, outer: Box) {
  return (
    inner.left >= outer.left - 0.5 && inner.top >= outer.top - 0.5 && inner.right <= outer.right + 0.5 && inner.bottom <= outer.bottom + 0.5
  );
}
export async function box(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  });
}
