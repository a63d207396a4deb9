import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { queryStaffDatabase } from "./support/database";
import { E2E_STAFF_URL } from "./support/server";
import { checked, expect, test } from "./support/staff";

/**
 * What a new editor met in the editor's words and pictures (issue 48), without
 * JavaScript (what the editor's one script adds is in staff-publishing.both.spec.ts): an image field shows the picture it holds, not its address; the list dates
 * only changes someone made, not the seed's writing of every row at the first start; and no
 * status reads "a draft draft".
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

/** The same word twice in a row ("a draft draft", "A draft, draft"), anywhere in the page's text. */
async function doubledWords(page: Page): Promise<string[]> {
  const text = await page.locator("main").innerText();
  return [...text.matchAll(/\b(\p{L}+)[\s,;:]+\1\b/giu)].map((match) => match[0]);
}

test("an image field shows its picture, with what it is, not its address", async ({ staff }) => {
  const [seeded] = await queryStaffDatabase<{ id: string; image_url: string }>(
    "SELECT id, image_url FROM news_article WHERE locale = 'en' AND image_url LIKE '/images/%' ORDER BY id LIMIT 1",
  );
  const { page } = await staff(["editor"]);
  await page.goto(`/staff/content/news_article/${seeded!.id}/edit`);
  const file = seeded!.image_url.slice(seeded!.image_url.lastIndexOf("/") + 1);
  const picture = page.getByRole("img", { name: file });
  await expect(picture).toBeVisible();
  // It is the picture itself, served by the back office, not a broken image.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByText("The current image", { exact: true })).toBeVisible();
  await expect(page.locator("main")).not.toContainText(seeded!.image_url);
  await checked(page);
});

test("the list dates the office's changes, not the seed's, and no status doubles a word", async ({ staff }) => {
  const token = randomBytes(4).toString("hex");
  const id = `office-notice-${token}`;
  const title = `A notice the office wrote ${token}`;
  // A notice the office changed (not published: no reader sees it), beside the seed's.
  await queryStaffDatabase(
    "INSERT INTO notice (id, title, shown_on, provenance, status) VALUES ($1, $2, '2026-11-25', 'illustrative', 'draft')",
    [id, title],
  );
  const [seeded] = await queryStaffDatabase<{ title: string }>(
    "SELECT title FROM notice WHERE locale = 'en' AND updated_by = 'seed' ORDER BY updated_at DESC, id DESC LIMIT 1",
  );
  const { page } = await staff(["editor"]);

  // A draft of it, not yet sent for review.
  await page.goto(`/staff/content/notice/${id}/edit`);
  await page.getByRole("textbox", { name: "Notice", exact: true }).fill(`${title}, corrected`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();
  await expect(page.getByText(/^A draft, not yet sent for review, last changed by/)).toBeVisible();
  expect(await doubledWords(page)).toEqual([]);

  await page.goto("/staff/content/notice");
  // The list names an item by what readers see: the draft's title is not published yet.
  const ours = page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await expect(ours).toContainText(/\(changed \d{4}-\d\d-\d\d\)/);
  await expect(ours).toContainText("Not published; a draft not yet sent for review");
  const seed = page.getByRole("row").filter({ has: page.getByRole("link", { name: seeded!.title, exact: true }) });
  await expect(seed).toBeVisible();
  await expect(seed).not.toContainText("(changed");
  expect(await doubledWords(page)).toEqual([]);
  await checked(page);

  await page.goto("/staff/content");
  await expect(page.getByRole("listitem").filter({ hasText: `${title}, corrected` })).toContainText("not yet sent for review");
  expect(await doubledWords(page)).toEqual([]);
});
