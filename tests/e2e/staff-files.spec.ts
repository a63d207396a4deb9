import { randomBytes } from "node:crypto";
import { cameraPhoto } from "../support/camera-photo";
import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_URL } from "./support/server";
import { checked, everywhereNewsShows, expect, test, whereNewsIsSeen } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * "I have the text and a photo": an editor on a 360 px phone uploads a
 * camera's 4000×3000 JPEG, writes a news item with it and sends it for
 * review; a publisher publishes it; within 5 seconds it is on the news list,
 * its page, the home page, search and RSS of both public instances; and a
 * reader's phone without JavaScript (the article has none, and a browser without it fetches even the
 * pictures it would leave for later, the heavier case) gets the article's first view
 * within 100 KB, its photo within 50 KB, in the size the phone needs.
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

const FIRST_VIEW_BYTES = 100 * 1024;
const IMAGE_BYTES = 50 * 1024;

test("a photo from a camera goes from upload to a reader's phone within the budgets", async ({ browser, staff }, testInfo) => {
  // Measured at up to 44 s on a quiet machine with four workers (camera photo, its sizes, two people, a reader's phone): four times that.
  test.setTimeout(scaled(200_000));
  const token = `zq${randomBytes(4).toString("hex")}`;
  const title = `Enumerators visit households ${token}`;
  const slug = `enumerators-visit-${token}`;
  const alt = `Two enumerators talk with a family outside their home ${token}`;
  const { page: editor } = await staff(["editor"]);
  const { page: publisher } = await staff(["publisher"]);
  const photo = await cameraPhoto({ seed: randomBytes(2).readUInt16BE() });
  const started = Date.now();

  await editor.goto("/staff");
  await editor.getByRole("link", { name: "Upload photos and PDFs" }).click();
  await expect(editor.getByRole("heading", { level: 1, name: "Photos and documents" })).toBeVisible();
  await checked(editor);
  // Without words for readers who cannot see it, the photo is refused and nothing is kept.
  await editor.getByLabel("The file").setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo });
  await editor.getByRole("button", { name: "Upload" }).click();
  await expect(editor.getByRole("link", { name: /^Describe what the photo shows/ })).toBeVisible();
  await checked(editor);
  await editor.getByLabel("What the photo shows").fill(alt);
  await editor.getByLabel("The file").setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo });
  await editor.getByRole("button", { name: "Upload" }).click();
  await expect(editor.getByText("Uploaded: IMG_2041.jpg.")).toBeVisible();
  await expect(editor.getByRole("img", { name: alt })).toBeVisible();
  await checked(editor);

  await editor.getByRole("link", { name: "Write a news article with this photo" }).click();
  await expect(editor.getByRole("combobox", { name: "Image" })).toHaveValue(/^\/media\/[0-9a-f]{32}-960\.jpg$/);
  await editor.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await editor.getByRole("textbox", { name: "Address", exact: true }).fill(slug);
  await editor.getByRole("textbox", { name: "Date shown", exact: true }).fill("2026-11-25");
  await editor.getByRole("textbox", { name: "Body", exact: true }).fill(`Enumerators visited households in ${token}.`);
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(editor.getByText("Draft saved.")).toBeVisible();
  await editor.getByRole("button", { name: "Send for review" }).click();
  await expect(editor.getByText("Done: Sent for review.")).toBeVisible();

  await publisher.goto("/staff/content");
  await publisher.getByRole("link", { name: title }).click();
  await publisher.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(publisher.getByText("Done: Published.")).toBeVisible();
  const published = Date.now();
  await expect
    .poll(() => whereNewsIsSeen(publisher.request, title, slug, token), { timeout: scaled(5_000) })
    .toEqual(everywhereNewsShows(slug, token));
  testInfo.annotations.push(
    { type: "publish to visible on both instances (ms)", description: String(Date.now() - published) },
    { type: "photo and text to live everywhere (ms)", description: String(Date.now() - started) },
  );

  // A reader's phone: everything the article's first view fetches, compressed, as sent.
  const reader = await browser.newContext({
    viewport: { width: 360, height: 740 },
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  });
  const page = await reader.newPage();
  const fetched: { url: string; type: string; bytes: number }[] = [];
  page.on("requestfinished", async (request) => {
    const sizes = await request.sizes();
    const response = await request.response();
    fetched.push({
      url: request.url(),
      type: response?.headers()["content-type"] ?? "",
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
    });
  });
  await expect.poll(async () => (await page.goto(`${E2E_STAFF_PUBLIC_URL}/news/${slug}`))?.status(), { timeout: scaled(5_000) }).toBe(200);
  const picture = page.getByRole("img", { name: alt });
  await expect(picture).toBeVisible();
  await page.waitForLoadState("load");
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const chosen = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).toMatch(/\/media\/[0-9a-f]{32}-(320|640)\.webp$/);
  await expect.poll(() => fetched.some((entry) => entry.url === chosen), { message: `${chosen} was fetched` }).toBe(true);
  const image = fetched.find((entry) => entry.url === chosen);
  expect(image!.bytes).toBeLessThanOrEqual(IMAGE_BYTES);
  const total = fetched.reduce((sum, entry) => sum + entry.bytes, 0);
  expect(total, fetched.map((entry) => `${entry.url} ${entry.bytes}`).join("\n")).toBeLessThanOrEqual(FIRST_VIEW_BYTES);
  testInfo.annotations.push({ type: "article first view (bytes)", description: `${total}, of which the photo ${image!.bytes}` });
  await reader.close();
});
