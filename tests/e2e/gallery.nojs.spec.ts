import { expect, test } from "@playwright/test";
import { photoCategorySeed as photoCategories, photoSeed as photos } from "../../prisma/seeds/content/photos";
import { videoSeed as videos } from "../../prisma/seeds/content/videos";
import { GALLERY_PAGE_SIZE } from "../../app/features/galleries/gallery";
import { pageCountFor } from "../../app/utils/pagination";

const PHOTOS = "/resource-hub/photo-gallery";
/** However many photos there are: GALLERY_PAGE_SIZE to a page, the last one the rest. */
const photoPages = pageCountFor(photos.length, GALLERY_PAGE_SIZE);
/** What the grid says above its tiles, as gallery-page.tsx words it. */
const status = (count: number, category = "") => {
  const pages = pageCountFor(count, GALLERY_PAGE_SIZE);
  return `${count} ${count === 1 ? "photo" : "photos"}${category ? ` in ${category}` : ""}${pages > 1 ? `, page 1 of ${pages}` : ""}`;
};

test("the unfiltered gallery counts all its photos, GALLERY_PAGE_SIZE to a page", async ({ page }) => {
  await page.goto(PHOTOS);
  await expect(page.locator(".gallery__status")).toHaveText(status(photos.length));
  await expect(page.locator(".tile")).toHaveCount(Math.min(photos.length, GALLERY_PAGE_SIZE));
});

for (const { id, name } of photoCategories) {
  const count = photos.filter((photo) => photo.categoryId === id).length;
  test(`the ${name} filter shows its own ${count} photos`, async ({ page }) => {
    await page.goto(`${PHOTOS}?category=${id}`);
    await expect(page.locator(".gallery__status")).toHaveText(status(count, name));
    await expect(page.locator(".tile")).toHaveCount(Math.min(count, GALLERY_PAGE_SIZE));
  });
}

test("filter and page links work, and the active filter is marked", async ({ page }) => {
  await page.goto(PHOTOS);
  const filters = page.getByRole("navigation", { name: "Photo categories" });
  await expect(filters.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
  const pager = page.getByRole("navigation", { name: "Gallery pages" });
  await pager.getByRole("link", { name: "Next Page »" }).click();
  await expect(page).toHaveURL(`${PHOTOS}?page=2#results`);
  await pager.getByRole("link", { name: `Page ${photoPages}` }).click();
  await expect(page.locator(".tile")).toHaveCount(photos.length - (photoPages - 1) * GALLERY_PAGE_SIZE);
  await expect(pager.locator('[aria-disabled="true"]', { hasText: "Next Page »" })).toHaveCount(1);

  await filters.getByRole("link", { name: "Call Center Orientation (969)" }).click();
  await expect(page).toHaveURL(`${PHOTOS}?category=call-center-orientation-969#results`);
  await expect(filters.getByRole("link", { name: "Call Center Orientation (969)" })).toHaveAttribute("aria-current", "page");
  const callCenter = photos.filter((photo) => photo.categoryId === "call-center-orientation-969").length;
  await expect(page.getByRole("navigation", { name: "Gallery pages" })).toHaveCount(callCenter > GALLERY_PAGE_SIZE ? 1 : 0);
});

test("a tile opens the photo's page; next from a filter's last photo wraps to its first, and back returns to the grid", async ({
  page,
}) => {
  const unga = photos.filter((photo) => photo.categoryId === "unga-2025");
  await page.goto(`${PHOTOS}?category=unga-2025`);
  await page.locator(".tile").last().click();
  await expect(page).toHaveURL(`${PHOTOS}/${unga.at(-1)!.id}?category=unga-2025`);
  await expect(page.getByText(`Photo ${unga.length} of ${unga.length} in UNGA 2025`)).toBeVisible();
  await page.getByRole("link", { name: "Next photo" }).click();
  await expect(page).toHaveURL(`${PHOTOS}/${unga[0]!.id}?category=unga-2025`);
  await page.getByRole("link", { name: "Previous photo" }).click();
  await expect(page).toHaveURL(`${PHOTOS}/${unga.at(-1)!.id}?category=unga-2025`);
  await page.getByRole("link", { name: "Back to the gallery" }).click();
  await expect(page).toHaveURL(`${PHOTOS}?category=unga-2025`);
});

test("a photo far into All links back to the grid page that holds it", async ({ page }) => {
  await page.goto(`${PHOTOS}/100`);
  const holder = Math.floor(photos.findIndex((photo) => photo.id === "100") / GALLERY_PAGE_SIZE) + 1;
  await expect(page.getByRole("link", { name: "Back to the gallery" })).toHaveAttribute("href", `${PHOTOS}?page=${holder}`);
  expect((await page.request.get(`${PHOTOS}/9999`)).status()).toBe(404);
});

test("the video gallery filters and has a page per video with a player that wraps", async ({ page }) => {
  await page.goto("/resource-hub/video-gallery");
  await expect(page.locator(".tile")).toHaveCount(Math.min(videos.length, GALLERY_PAGE_SIZE));
  await page.getByRole("navigation", { name: "Video categories" }).getByRole("link", { name: "NSR" }).click();
  await expect(page.locator(".tile")).toHaveCount(videos.filter((video) => video.categoryId === "nsr").length);
  await expect(page.locator(".tile").first()).toContainText("Click to Watch");
  await page.locator(".tile").first().click();
  await expect(page.locator("video source")).toHaveAttribute("src", videos[0]!.videoUrl);
  await page.getByRole("link", { name: "Previous video" }).click();
  const lastNsr = videos.filter((video) => video.categoryId === "nsr").at(-1)!;
  await expect(page).toHaveURL(`/resource-hub/video-gallery/${lastNsr.id}?category=nsr`);
});
