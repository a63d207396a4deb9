import { expect, test } from "@playwright/test";

/**
 * An online video (the test fixture, CONTENT_FIXTURES=1: we know no real
 * address) shows our own poster and a link to YouTube; nothing is fetched
 * from another site until the reader chooses to play it here.
 */
const ITEM = "/resource-hub/video-gallery/900";

test("the online video's page asks nothing of YouTube until the reader chooses", async ({ page }) => {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://localhost")) thirdParty.push(request.url());
  });
  await page.goto(ITEM);
  const watch = page.getByRole("link", { name: /Watch on YouTube/ });
  await expect(watch).toHaveAttribute("href", "https://www.youtube.com/watch?v=aqz-KE-bpKQ");
  await expect(watch).toHaveAttribute("target", "_blank");
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByText("Illustrative: to be replaced by the office's own video.")).toBeVisible();
  expect(thirdParty).toEqual([]);
});
