import { expect, test } from "@playwright/test";

/** With JavaScript, the online video's page (the CONTENT_FIXTURES one) can play it in place, from youtube-nocookie.com only. */
test("Play here puts the youtube-nocookie.com player in place of the poster, which the CSP allows", async ({ page }) => {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://localhost")) thirdParty.push(new URL(request.url()).host);
  });
  const response = await page.goto("/resource-hub/video-gallery/900");
  expect(response!.headers()["content-security-policy"]).toContain("frame-src https://www.youtube-nocookie.com;");
  const play = page.getByRole("button", { name: /Play here/ });
  await expect(play).toBeVisible();
  expect(thirdParty).toEqual([]);
  await play.click();
  await expect(page.locator("iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1");
  expect(new Set(thirdParty)).toEqual(new Set(thirdParty.filter((host) => host === "www.youtube-nocookie.com")));
});

test("without the reader's click, a local video's page sends no script at all", async ({ request }) => {
  expect(await (await request.get("/resource-hub/video-gallery/3")).text()).not.toContain("<script");
});
