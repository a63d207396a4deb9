import { randomBytes } from "node:crypto";
import { E2E_STAFF_URL } from "./support/server";
import { checked, everywhereNewsShows, expect, test, whereNewsIsSeen } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * The office's path from "I have the text" to live, as an editor and a
 * publisher, with and without JavaScript, on a 360 px phone: write a news
 * item, preview its Markdown (live as it is typed, with JavaScript), see
 * its page at a phone's width and a desktop's, send it for review, publish
 * it, and find it on the news list, its page, the home page, search and the
 * RSS feed of both public instances within 5 seconds; unpublish it and it is
 * gone from all of them.
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

test("an editor's news item reaches readers once a publisher publishes it, and leaves when unpublished", async ({ staff }, testInfo) => {
  // Measured at up to 45 s on a quiet machine: three times that.
  test.setTimeout(scaled(150_000));
  const token = `zq${randomBytes(4).toString("hex")}`;
  const title = `The office publishes by itself ${token}`;
  const slug = `office-publishes-${token}`;
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  const { page: editor } = await staff(["editor"]);
  const { page: publisher } = await staff(["publisher"]);

  await editor.goto("/staff");
  await editor.getByRole("link", { name: /^Write, review and publish/ }).click();
  await expect(editor.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await checked(editor);
  await editor.getByRole("link", { name: "News articles" }).click();
  await checked(editor);
  await editor.getByRole("link", { name: "Write a news article" }).click();
  await editor.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await editor.getByRole("textbox", { name: "Address", exact: true }).fill(slug);
  await editor.getByRole("textbox", { name: "Date shown", exact: true }).fill("2026-13-01");
  await editor.getByRole("textbox", { name: "Body", exact: true }).fill(`The office wrote **${token}** in the back office.`);
  // With JavaScript the body's rendering shows under it as it is typed; without, nothing shows until Preview is pressed.
  const live = editor.getByRole("region", { name: "Body as readers will see it" });
  if (javaScript) {
    await expect(live.locator("strong")).toHaveText(token);
    await editor.getByRole("textbox", { name: "Body", exact: true }).pressSequentially(" Then *live*");
    await expect(live.locator("em")).toHaveText("live");
    await checked(editor);
  } else {
    await expect(live).toBeHidden();
  }
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(editor.getByRole("link", { name: "Date shown must be a real date, written as 2026-11-25" })).toBeVisible();
  await expect(editor.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
  await checked(editor);
  await editor.getByRole("textbox", { name: "Date shown", exact: true }).fill("2026-11-25");
  await editor.getByRole("button", { name: "Preview" }).click();
  await expect(editor.locator(".staff-preview strong")).toHaveText(token);
  await checked(editor);
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(editor.getByText("Draft saved.")).toBeVisible();
  await checked(editor);
  const item = editor.url().split("?")[0]!;

  // The draft's page as readers will see it, in a phone's frame and a desktop's, and on its own.
  await editor.getByRole("link", { name: "See its page on a phone and a desktop" }).click();
  await expect(editor.getByRole("heading", { level: 1, name: `Preview: ${title}` })).toBeVisible();
  await checked(editor);
  for (const view of ["on a phone", "on a desktop"]) {
    const frame = editor.frameLocator(`iframe[title="${title}: ${view}"]`);
    await expect(frame.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(frame.locator(".article__body strong")).toHaveText(token);
    await expect(frame.getByText("Preview: not published.")).toBeVisible();
  }
  const widths = await Promise.all(
    (await editor.locator("iframe").elementHandles()).map(async (handle) =>
      (await handle.contentFrame())!.evaluate(() => document.documentElement.clientWidth),
    ),
  );
  expect(widths).toEqual([360, 1280]);
  await editor.getByRole("link", { name: "Open the phone view on its own" }).click();
  await expect(editor.getByText("Preview: not published.")).toBeVisible();
  await expect(editor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(editor.locator(".article__body strong")).toHaveText(token);
  await checked(editor);
  await editor.goto(item);
  await editor.getByRole("button", { name: "Send for review" }).click();
  await expect(editor.getByText("Done: Sent for review.")).toBeVisible();
  await expect(editor.getByRole("button", { name: "Publish" })).toHaveCount(0);

  await publisher.goto("/staff/content");
  await publisher.getByRole("link", { name: title }).click();
  await expect(publisher.getByRole("table", { name: "What the draft changes" })).toContainText(title);
  await checked(publisher);
  const published = Date.now();
  await publisher.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(publisher.getByText("Done: Published.")).toBeVisible();
  await expect
    .poll(() => whereNewsIsSeen(publisher.request, title, slug, token), { timeout: scaled(5_000) })
    .toEqual(everywhereNewsShows(slug, token));
  testInfo.annotations.push({ type: "publish to visible (ms)", description: String(Date.now() - published) });

  await publisher.getByRole("link", { name: "Unpublish…" }).click();
  await publisher.getByRole("button", { name: "Yes, unpublish" }).click();
  await expect(publisher.getByText("Done: Unpublished.")).toBeVisible();
  await expect.poll(() => whereNewsIsSeen(publisher.request, title, slug, token), { timeout: scaled(5_000) }).toEqual([]);
});
