import { randomBytes } from "node:crypto";
import { localeNames } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages.server";
import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_URL } from "./support/server";
import { checked, expect, test } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * A page the office translates itself (issue 37), without JavaScript (the
 * translation form has no script), on a 360 px phone: an editor finds it untranslated on the
 * Translations page, writes it from the English, a publisher publishes it
 * and readers see it marked unreviewed; once the publisher confirms it and
 * marks the language's furniture reviewed, the page no longer says it is a
 * draft. It takes Nigerian Pidgin, which no other spec translates.
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

const PAGE = "/who-we-are/our-history";

test("a page translated in the back office reaches readers as a draft, and loses the label once reviewed", async ({ staff }) => {
  // Measured at up to 28 s on a quiet machine with four workers: four times that.
  test.setTimeout(scaled(120_000));
  const locale = "pcm";
  const language = localeNames[locale].english;
  const words = messages[locale];
  const token = `zq${randomBytes(4).toString("hex")}`;
  const { page: editor } = await staff(["editor"]);
  const { page: publisher, name: publisherName } = await staff(["publisher"]);

  await editor.goto("/staff");
  await editor.getByRole("link", { name: "Translations" }).click();
  await expect(editor.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
  await checked(editor);
  await editor.getByLabel("Language", { exact: true }).selectOption(locale);
  await editor.getByLabel("State", { exact: true }).selectOption("missing");
  await editor.getByRole("button", { name: "Show" }).click();
  await editor.getByRole("link", { name: `Translate ${PAGE}` }).click();
  await expect(editor.getByRole("heading", { level: 1, name: `Translate a page into ${language}` })).toBeVisible();
  await expect(editor.getByRole("textbox", { name: "Address", exact: true })).toHaveValue(PAGE);
  await checked(editor);
  await editor.getByRole("textbox", { name: "Opening paragraph", exact: true }).fill(`Tarihin NASSCO ${token}.`);
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(editor.getByText("Draft saved.")).toBeVisible();
  const item = editor.url().split("?")[0]!;
  expect(item).toMatch(new RegExp(`/staff/content/content_page/[a-z0-9-]+-${locale}$`));
  await editor.getByRole("button", { name: "Send for review" }).click();
  await expect(editor.getByText("Done: Sent for review.")).toBeVisible();

  await publisher.goto(item);
  await publisher.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(publisher.getByText("Done: Published.")).toBeVisible();
  const reader = `${E2E_STAFF_PUBLIC_URL}/${locale}${PAGE}`;
  const shown = async () => (await publisher.request.get(reader)).text();
  await expect.poll(shown, { timeout: scaled(5_000) }).toContain(token);
  expect(await shown()).toContain(words.translation.unreviewed.replace(/'/g, "&#x27;"));

  await publisher.getByRole("button", { name: "Mark as confirmed by the office" }).click();
  await expect(publisher.getByText("Done:")).toBeVisible();
  await publisher.goto(`/staff/translations?locale=${locale}&state=reviewed#items`);
  await expect(publisher.getByRole("table", { name: `${language}: Reviewed` })).toContainText(PAGE);
  await checked(publisher);
  await publisher.getByRole("button", { name: `Mark ${language} as reviewed` }).click();
  await expect(publisher.getByRole("listitem").filter({ hasText: language })).toContainText(`reviewed by ${publisherName}`);
  await expect.poll(shown, { timeout: scaled(5_000) }).not.toContain('class="translation-notice"');

  // Back to a draft, as it was: every page in the language says so again.
  await publisher.getByRole("button", { name: `Mark ${language} as a draft again` }).click();
  await expect.poll(shown, { timeout: scaled(5_000) }).toContain('class="translation-notice"');
});
