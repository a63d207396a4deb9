import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { queryStaffDatabase } from "./support/database";
import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_URL } from "./support/server";
import { expect, test } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * What the office sets for later, as a reader's browser meets it, without
 * JavaScript (the pages it changes have none): a news item scheduled for a later time appears when
 * the time comes; a vacancy leaves the careers page after its closing date;
 * a notice appears in the banner. Time passing is the one thing the test
 * does in the database: it moves the stored moment to now, as the clock would.
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

const token = () => `zq${randomBytes(4).toString("hex")}`;

interface Office {
  editor: Page;
  publisher: Page;
}

/** An editor writes an item and sends it for review; a publisher publishes it, at `publishAt` (Lagos time) if given. */
async function publish({ editor, publisher: page }: Office, table: string, fields: Record<string, string>, publishAt = "") {
  await editor.goto(`/staff/content/${table}/new`);
  for (const [label, value] of Object.entries(fields)) await editor.getByRole("textbox", { name: label, exact: true }).fill(value);
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(editor.getByText("Draft saved.")).toBeVisible();
  await editor.getByRole("button", { name: "Send for review" }).click();
  await expect(editor.getByText("Done: Sent for review.")).toBeVisible();
  await page.goto(editor.url().replace(/\?.*$/, ""));
  if (publishAt) await page.getByRole("textbox", { name: "Appears from (Lagos time)" }).fill(publishAt);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(publishAt ? /^Done: Scheduled for/ : "Done: Published.")).toBeVisible();
}

/**
 * Whether a reader's page shows `text`, within the 5 seconds the office is promised. Each look is
 * a new visitor: a returning one may keep a page for its minute (max-age=60), as browsers do.
 */
async function expectReaderSees(browser: Browser, javaScriptEnabled: boolean | undefined, path: string, text: string, shown: boolean) {
  await expect
    .poll(
      async () => {
        const visitor = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled });
        const page = await visitor.newPage();
        await page.goto(`${E2E_STAFF_PUBLIC_URL}${path}`);
        const seen = (await page.content()).includes(text);
        await visitor.close();
        return seen;
      },
      { timeout: scaled(5_000) },
    )
    .toBe(shown);
}

test("a scheduled news item appears at its time, a vacancy leaves after its closing date, a notice shows in the banner", async ({
  browser,
  staff,
}, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled;
  const sees = (path: string, text: string, shown: boolean) => expectReaderSees(browser, javaScriptEnabled, path, text, shown);
  const office = { editor: (await staff(["editor"])).page, publisher: (await staff(["publisher"])).page };

  const news = token();
  const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await publish(
    office,
    "news_article",
    { Title: `Scheduled news ${news}`, Address: `scheduled-${news}`, "Date shown": later, Body: "Appears later." },
    `${later} 09:00`,
  );
  await expect(office.publisher.getByText(`Scheduled for ${later} 09:00 (Lagos time)`)).toBeVisible();
  await sees("/resource-hub/news", `Scheduled news ${news}`, false);
  await queryStaffDatabase("UPDATE news_article SET publish_at = now() WHERE slug = $1", [`scheduled-${news}`]);
  await sees("/resource-hub/news", `Scheduled news ${news}`, true);

  const job = token();
  await publish(office, "vacancy", {
    "Job title": `Officer ${job}`,
    Address: `officer-${job}`,
    Location: "Abuja",
    "Closing date": "2099-01-31",
    Summary: "A post.",
    Description: "The work.",
  });
  await sees("/get-involved/careers", `Officer ${job}`, true);
  await queryStaffDatabase("UPDATE vacancy SET publish_at = now() - interval '3 days', closes_on = current_date - 1 WHERE slug = $1", [
    `officer-${job}`,
  ]);
  await sees("/get-involved/careers", `Officer ${job}`, false);

  const notice = `Notice from the office ${token()}`;
  await publish(office, "notice", { Notice: notice, "Date shown": "2026-11-25" });
  await sees("/who-we-are/about-us", notice, true);
});
