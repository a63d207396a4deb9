import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";

/**
 * Against a second server with ANALYTICS_MEASUREMENT_ID set. Google is never
 * reached: its script is answered here, and every request is logged.
 */
const TAG = "https://www.googletagmanager.com/";

async function watch(page: Page) {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!new URL(request.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/)) thirdParty.push(request.url());
  });
  await page.route(`${TAG}**`, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
  return thirdParty;
}

const banner = (page: Page) => page.getByRole("region", { name: "May we use Google Analytics?" });

test("without an answer, or after No, nothing is asked of a third party", async ({ page }, testInfo) => {
  const thirdParty = await watch(page);
  await page.goto("/who-we-are/about-us");
  await expect(banner(page)).toBeVisible();
  if (testInfo.project.name === "consent-js") await expectAccessible(page);
  await page.getByRole("button", { name: "No, thank you" }).click();
  await expect(page).toHaveURL(/\/who-we-are\/about-us$/);
  await expect(banner(page)).toHaveCount(0);
  await page.goto("/");
  await expect(banner(page)).toHaveCount(0);
  expect(thirdParty).toEqual([]);
});

test("after Yes, the tag loads where script runs, and only then", async ({ page }, testInfo) => {
  const thirdParty = await watch(page);
  await page.goto("/resource-hub/faqs");
  expect(thirdParty).toEqual([]);
  await page.getByRole("button", { name: "Yes, use Google Analytics" }).click();
  await expect(page).toHaveURL(/\/resource-hub\/faqs$/);
  await expect(banner(page)).toHaveCount(0);
  if (testInfo.project.name === "consent-js") {
    await expect.poll(() => thirdParty.some((url) => url.startsWith(`${TAG}gtag/js?id=G-E2ETEST1`))).toBe(true);
  } else {
    await page.waitForLoadState("load");
    expect(thirdParty).toEqual([]);
  }
});

test("with Save-Data, the tag never loads, even after Yes", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "Save-Data": "on" } });
  const page = await context.newPage();
  const thirdParty = await watch(page);
  await page.goto("/who-we-are/about-us");
  await page.getByRole("button", { name: "Yes, use Google Analytics" }).click();
  await expect(banner(page)).toHaveCount(0);
  // Playwright does not repeat its extra headers on the redirect after the post, as a browser would
  // repeat Save-Data; what counts is every page loaded with the header from here on.
  thirdParty.length = 0;
  await page.goto("/resource-hub/faqs");
  await page.waitForLoadState("load");
  expect(thirdParty).toEqual([]);
  await context.close();
});

test("the privacy policy describes Google Analytics when the office has turned it on", async ({ page }) => {
  await page.goto("/resource-hub/privacy-policy");
  await expect(page.getByText("We also ask whether you agree to Google Analytics.")).toBeVisible();
});
