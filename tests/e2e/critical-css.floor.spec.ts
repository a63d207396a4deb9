import { expect, test, type Page } from "@playwright/test";
import { expectFirstScreenHeading, expectNoSidewaysScroll } from "./support/floor";

/**
 * The first screen paints from the styles inline in <head> alone (decision
 * 0097): with the whole stylesheet never arriving, on a 240×320 phone without
 * JavaScript (the `floor` project) and on a 1280 px screen, a page of each kind
 * has its h1 whole on the first screen under at most half a screen of header,
 * and nothing is wider than the screen.
 */
const PAGES: Record<string, string> = {
  home: "/",
  "home in Hausa": "/ha",
  "content page": "/who-we-are/about-us",
  "content page in Hausa": "/ha/who-we-are/about-us",
  "grievance form": "/grievances/new",
  "is this real": "/is-this-real",
  "LGA table": "/where-we-work/nsr-summary-by-lga",
  "not found": "/no-such-page",
};

/** The whole stylesheet (and print's) never arrives; only what the page carries inline styles it. */
async function withoutStylesheets(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.route(/\/build\/_assets\/[^/]+\.css$/, (route) => {
    refused.push(route.request().url());
    return route.abort();
  });
  return refused;
}

async function expectReadable(page: Page): Promise<void> {
  const refused = await withoutStylesheets(page);
  for (const [kind, path] of Object.entries(PAGES)) {
    await page.goto(path);
    // The inline block is what styles it: the header is the green bar, not a browser's default.
    await expect(page.getByRole("banner"), `${kind}: styled from the inline block`).toHaveCSS("background-color", "rgb(11, 107, 58)");
    await expectFirstScreenHeading(page, `${kind} (${path})`);
    await expectNoSidewaysScroll(page);
  }
  expect(refused.length, "the whole stylesheet was asked for, and never arrived").toBeGreaterThan(0);
}

test("on a 240×320 phone without JavaScript, a page of each kind reads from its inline styles alone", async ({ page }) => {
  await expectReadable(page);
});

test("on a 1280 px screen, a page of each kind reads from its inline styles alone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectReadable(page);
});
