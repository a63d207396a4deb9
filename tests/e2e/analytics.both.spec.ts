import { expect, test } from "@playwright/test";

test("a page view is counted by a request that also happens without JavaScript, and never by a third party", async ({ page }, testInfo) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === "/pv");
  await page.goto("/who-we-are/about-us");
  const counted = new URL((await beacon).url());
  expect(counted.searchParams.get("p")).toBe("/who-we-are/about-us");
  await page.waitForLoadState("load");
  const withoutJs = requests.filter((url) => url.includes("/pv?") && url.includes("js=0"));
  expect(withoutJs).toHaveLength(testInfo.project.name === "no-js" ? 1 : 0);
  // No consent banner and no request anywhere but this site, since no measurement id is set.
  await expect(page.getByRole("region", { name: "May we use Google Analytics?" })).toHaveCount(0);
  expect(requests.filter((url) => !url.startsWith(testInfo.project.use.baseURL!))).toEqual([]);
});
