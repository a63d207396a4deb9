import { randomBytes } from "node:crypto";
import { queryStaffDatabase } from "./support/database";
import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_URL } from "./support/server";
import { checked, expect, test } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * Taking a live item off the site is a second step, away from Publish (issue 48: a publisher
 * took the banner's notice off every page with one click meant for the draft's Publish). With
 * and without JavaScript: "Unpublish…" only asks; Cancel leaves the notice live; "Yes, unpublish"
 * takes it off; a post without the second step is sent to it.
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

const statusOf = async (title: string) =>
  (await queryStaffDatabase<{ status: string }>("SELECT status FROM notice WHERE title = $1 AND locale = 'en'", [title]))[0]?.status;

/** Whether a new reader's home page shows the notice in its banner. */
async function bannerShows(request: import("@playwright/test").APIRequestContext, title: string): Promise<boolean> {
  return (await (await request.get(`${E2E_STAFF_PUBLIC_URL}/`)).text()).includes(title);
}

test("unpublishing a live notice asks first, apart from Publish, and Cancel keeps it live", async ({ staff }) => {
  const title = `A notice the office keeps up ${randomBytes(4).toString("hex")}`;
  const { page: editor } = await staff(["editor"]);
  const { page } = await staff(["publisher"]);

  await editor.goto("/staff/content/notice/new");
  await editor.getByRole("textbox", { name: "Notice", exact: true }).fill(title);
  await editor.getByRole("textbox", { name: "Date shown", exact: true }).fill("2026-11-25");
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(editor.getByText("Draft saved.")).toBeVisible();
  await editor.getByRole("button", { name: "Send for review" }).click();
  await expect(editor.getByText("Done: Sent for review.")).toBeVisible();
  const item = editor.url().replace(/\?.*$/, "");
  await page.goto(item);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Done: Published.")).toBeVisible();
  await expect.poll(() => bannerShows(page.request, title), { timeout: scaled(5_000) }).toBe(true);

  // A draft of the live notice: its Publish comes first; Unpublish is further down, in a section of its own.
  await editor.goto(`${item}/edit`);
  await editor.getByRole("textbox", { name: "Notice", exact: true }).fill(`${title} (corrected)`);
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(editor.getByText("Draft saved.")).toBeVisible();
  await page.goto(item);
  const takeOff = page.getByRole("region", { name: "Take it off the site" });
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await expect(publish).toBeVisible();
  await expect(takeOff.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Unpublish", exact: true })).toHaveCount(0);
  const unpublish = takeOff.getByRole("link", { name: "Unpublish…" });
  expect((await unpublish.boundingBox())!.y).toBeGreaterThan((await publish.boundingBox())!.y);
  await checked(page);

  // One click only asks, and says what will happen.
  await unpublish.click();
  await expect(takeOff).toContainText(`Unpublish “${title}”? This takes it off the public site at once`);
  expect(await statusOf(title)).toBe("published");
  await checked(page);
  await takeOff.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Yes, unpublish" })).toHaveCount(0);
  expect(await statusOf(title)).toBe("published");
  expect(await bannerShows(page.request, title)).toBe(true);

  // A post without the second step (an old page's button) is sent to it, and changes nothing.
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const early = await page.request.post(item, {
    form: { csrf, intent: "unpublish" },
    headers: { Origin: E2E_STAFF_URL },
    maxRedirects: 0,
  });
  expect(early.status()).toBe(303);
  expect(early.headers().location).toMatch(/\?take-off=unpublish#take-off$/);
  expect(await statusOf(title)).toBe("published");

  await takeOff.getByRole("link", { name: "Unpublish…" }).click();
  await page.getByRole("button", { name: "Yes, unpublish" }).click();
  await expect(page.getByText("Done: Unpublished.")).toBeVisible();
  expect(await statusOf(title)).toBe("draft");
  await expect.poll(() => bannerShows(page.request, title), { timeout: scaled(5_000) }).toBe(false);
});
