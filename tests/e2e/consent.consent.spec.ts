import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { hydrated } from "./support/hydrated";

/**
 * Against a second server with ANALYTICS_MEASUREMENT_ID set. Google is never
 * reached: its script is answered here, and every request is logged. The
 * banner's answer is read in the browser (decision 0114): with JavaScript the
 * page's script asks and loads the tag; without it nothing is asked and
 * nothing loads, and every page is the same bytes whatever the cookies.
 */
const TAG = "https://www.googletagmanager.com/";
const TAG_SCRIPT = `${TAG}gtag/js?id=G-E2ETEST1`;

async function watch(page: Page) {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!new URL(request.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/)) thirdParty.push(request.url());
  });
  await page.route(`${TAG}**`, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
  return thirdParty;
}

const banner = (page: Page) => page.getByRole("region", { name: "May we use Google Analytics?" });

async function answered(context: BrowserContext, baseURL: string | undefined, choice: "yes" | "no") {
  await context.addCookies([{ name: "nassco_analytics", value: choice, url: baseURL }]);
}

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the banner is the page's script's");

  test("the banner asks; after No it goes, and nothing is asked of a third party", async ({ page }) => {
    const thirdParty = await watch(page);
    await page.goto("/who-we-are/about-us");
    await expect(banner(page)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "No, thank you" }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page).toHaveURL(/\/who-we-are\/about-us$/);
    await page.goto("/");
    await page.waitForLoadState("load");
    await expect(banner(page)).toHaveCount(0);
    expect(thirdParty).toEqual([]);
  });

  test("after Yes, the tag loads at once, and on every page from then on", async ({ page }) => {
    const thirdParty = await watch(page);
    await page.goto("/resource-hub/faqs");
    await expect(banner(page)).toBeVisible();
    expect(thirdParty).toEqual([]);
    await page.getByRole("button", { name: "Yes, use Google Analytics" }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => thirdParty.filter((url) => url === TAG_SCRIPT)).toHaveLength(1);
    await page.goto("/who-we-are/about-us");
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => thirdParty.filter((url) => url === TAG_SCRIPT)).toHaveLength(2);
  });

  test("when the fetch of the answer fails, the form posts it", async ({ page }) => {
    const thirdParty = await watch(page);
    let refused = false;
    await page.route("**/analytics-consent", (route) => {
      if (refused) return route.fallback();
      refused = true;
      return route.abort();
    });
    await page.goto("/resource-hub/faqs");
    await page.getByRole("button", { name: "Yes, use Google Analytics" }).click();
    await expect.poll(() => thirdParty.includes(TAG_SCRIPT)).toBe(true);
    expect(refused).toBe(true);
    await expect(page).toHaveURL(/\/resource-hub\/faqs$/);
    await expect(banner(page)).toHaveCount(0);
  });

  test("a hydrated page with the banner shown hydrates without a mismatch", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
    });
    await page.goto("/where-we-work/nsr-summary-by-lga");
    await expect(banner(page)).toBeVisible();
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("Global Privacy Control and Do Not Track keep the tag away, even after Yes", async ({ page, context, baseURL }) => {
    await answered(context, baseURL, "yes");
    const thirdParty = await watch(page);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    await page.goto("/who-we-are/about-us");
    await page.waitForLoadState("load");
    await expect(banner(page)).toHaveCount(0);
    const dnt = await context.newPage();
    const thirdPartyDnt = await watch(dnt);
    await dnt.addInitScript(() => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }));
    await dnt.goto("/resource-hub/faqs");
    await dnt.waitForLoadState("load");
    expect([...thirdParty, ...thirdPartyDnt]).toEqual([]);
  });
});

test("without JavaScript, nothing is asked and nothing loads, whatever the answer", async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "without JavaScript only");
  const thirdParty = await watch(page);
  await page.goto("/who-we-are/about-us");
  await page.waitForLoadState("load");
  await expect(banner(page)).toHaveCount(0);
  await answered(context, baseURL, "yes");
  await page.goto("/resource-hub/faqs");
  await page.waitForLoadState("load");
  await expect(banner(page)).toHaveCount(0);
  expect(thirdParty).toEqual([]);
});

test("a page is the same bytes and as cacheable with the consent cookie as without", async ({ request }) => {
  const plain = await request.get("/who-we-are/about-us");
  const withCookies = await request.get("/who-we-are/about-us", {
    headers: {
      Cookie: "nassco_analytics=yes; _ga=GA1.1.1234567890.1764400000; _ga_E2ETEST1=GS2.1.s1764400000$o1$g1$t1764400100$j60$l0$h0",
    },
  });
  expect(withCookies.headers()["cache-control"]).toMatch(/^public/);
  expect(withCookies.headers()["cache-control"]).toBe(plain.headers()["cache-control"]);
  expect(await withCookies.text()).toBe(await plain.text());
});

test("with Save-Data, the page is lite: no banner and no tag, even after Yes", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "Save-Data": "on" } });
  await answered(context, baseURL, "yes");
  const page = await context.newPage();
  const thirdParty = await watch(page);
  await page.goto("/resource-hub/faqs");
  await page.waitForLoadState("load");
  await expect(banner(page)).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  await context.close();
});

test("the privacy policy describes Google Analytics when the office has turned it on", async ({ page }) => {
  await page.goto("/resource-hub/privacy-policy");
  await expect(page.getByText("We also ask whether you agree to Google Analytics.")).toBeVisible();
  await expect(page.getByText("Google's script needs JavaScript")).toBeVisible();
});
