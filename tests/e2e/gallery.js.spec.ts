import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydrated";
import { photoCategorySeed, photoSeed as photos } from "../../prisma/seeds/content/photos";
import { videoSeed as videos } from "../../prisma/seeds/content/videos";
import { expectAccessible } from "./support/axe";
import { GALLERY_PAGE_SIZE } from "../../app/features/galleries/gallery";

const PHOTOS = "/resource-hub/photo-gallery";

test("filter to UNGA 2025, open the first photo, and previous wraps to the filter's last photo", async ({ page }) => {
  const unga = photos.filter((photo) => photo.categoryId === "unga-2025");
  await page.goto(PHOTOS);
  await hydrated(page);
  await page.getByRole("navigation", { name: "Photo categories" }).getByRole("link", { name: "UNGA 2025" }).click();
  await expect(page).toHaveURL(`${PHOTOS}?category=unga-2025#results`);
  await expect(page.locator(".tile")).toHaveCount(unga.length);
  await hydrated(page);
  // Moving through the lightbox asks the server for nothing: the grid's data is already on the page.
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    // Remix's single fetch asks for a page's loader data at <path>.data.
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });

  const firstTile = page.locator(".tile").first();
  await firstTile.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`open=${unga[0]!.id}`));
  await expect(dialog.locator("img")).toHaveAttribute("src", unga[0]!.imageUrl);
  await expectAccessible(page);

  await dialog.getByRole("button", { name: "Previous photo" }).click();
  await expect(dialog.locator("img")).toHaveAttribute("src", unga.at(-1)!.imageUrl);
  await expect(page).toHaveURL(new RegExp(`open=${unga.at(-1)!.id}`));
  await page.keyboard.press("ArrowRight");
  await expect(dialog.locator("img")).toHaveAttribute("src", unga[0]!.imageUrl);

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`${PHOTOS}?category=unga-2025`);
  await expect(firstTile).toBeFocused();
  expect(dataRequests).toEqual([]);
});

test("the caption shows only for a photo with a title", async ({ page }) => {
  const untitled = photos.find((photo) => !photo.title)!;
  const titled = photos.find((photo) => photo.title)!;
  await page.goto(PHOTOS);
  await hydrated(page);
  await page.locator(`[data-tile-id="${titled.id}"]`).click();
  await expect(page.locator(".lightbox__caption")).toHaveText(
    `${titled.title} — ${photoCategorySeed.find((category) => category.id === titled.categoryId)!.name}`,
  );
  await page.keyboard.press("Escape");
  const untitledAt = photos.indexOf(untitled) + 1;
  await page.goto(PHOTOS + (untitledAt > GALLERY_PAGE_SIZE ? `?page=${Math.ceil(untitledAt / GALLERY_PAGE_SIZE)}` : ""));
  await hydrated(page);
  await page.locator(`[data-tile-id="${untitled.id}"]`).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.locator(".lightbox__caption")).toHaveCount(0);
});

test("the video lightbox plays local clips and wraps the same way", async ({ page }) => {
  await page.goto("/resource-hub/video-gallery");
  await hydrated(page);
  await page.locator(".tile").first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator("video source")).toHaveAttribute("src", videos[0]!.videoUrl);
  await dialog.getByRole("button", { name: "Previous video" }).click();
  await expect(dialog.locator("video source")).toHaveAttribute("src", videos.at(-1)!.videoUrl);
  await dialog.getByRole("button", { name: "Next video" }).click();
  await expect(dialog.locator("video source")).toHaveAttribute("src", videos[0]!.videoUrl);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator(".tile").first()).toBeFocused();
});

test("the lightbox walks on to the next page's photos and back round to the last page's", async ({ page }) => {
  // The unfiltered gallery spans pages; its page data holds its own tiles only.
  expect(photos.length).toBeGreaterThan(GALLERY_PAGE_SIZE);
  await page.goto(PHOTOS);
  await hydrated(page);
  await page
    .locator(".tile")
    .nth(GALLERY_PAGE_SIZE - 1)
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator("img")).toHaveAttribute("src", photos[GALLERY_PAGE_SIZE - 1]!.imageUrl);
  await dialog.getByRole("button", { name: "Next photo" }).click();
  await expect(dialog.locator("img")).toHaveAttribute("src", photos[GALLERY_PAGE_SIZE]!.imageUrl);
  await expect(page).toHaveURL(new RegExp(`open=${photos[GALLERY_PAGE_SIZE]!.id}`));
  await expect(dialog).toContainText(`${GALLERY_PAGE_SIZE + 1} / ${photos.length}`);
  await dialog.getByRole("button", { name: "Previous photo" }).click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.locator(".tile").first().click();
  await dialog.getByRole("button", { name: "Previous photo" }).click();
  await expect(dialog.locator("img")).toHaveAttribute("src", photos.at(-1)!.imageUrl);
});
