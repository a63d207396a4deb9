import { expect, test } from "@playwright/test";
import { contact } from "../../app/content/contact";
import { expectAccessible } from "./support/axe";
import { queryE2eDatabase } from "./support/database";
import { actAsNewVisitor } from "./support/visitor";
import { scaled } from "../support/time-scale";

/**
 * The contact page and "Was this page useful?" (issue 36), without JavaScript:
 * neither page has any script, so a run with it would see the same.
 */
const CONTENT_PAGE = "/who-we-are/about-us";
/** A page no other spec answers "Was this page useful?" on, so that none counts another's answers. */
const FEEDBACK_PAGE = { path: "/nsr/accessing-the-nsr", name: "Accessing the NSR" };

test.beforeEach(async ({ page }) => actAsNewVisitor(page));

test("the contact page gives the head office, 969, e-mail, office hours and the state offices", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  const office = page.getByRole("region", { name: "Head office" });
  await expect(office.getByText("Abuja, Federal Capital Territory, Nigeria")).toBeVisible();
  await expect(office.getByRole("link", { name: "969" })).toHaveAttribute("href", "tel:969");
  await expect(office.getByText("9am-5pm Monday to Friday")).toBeVisible();
  // The guessed mailboxes are text with their label until the office confirms them: no link to write to.
  await expect(office.getByRole("link", { name: /@/ })).toHaveCount(0);
  for (const detail of [contact.infoEmail, contact.nsrSupportEmail])
    await expect(office).toContainText(`${detail.value} (to be confirmed)`);
  const states = page.getByRole("table", { name: "State operations coordinating units" });
  await expect(states.getByRole("row", { name: /Lagos/ })).toBeVisible();
  await expectAccessible(page);
});

test("a message without words is refused with the entries kept; once written it is stored and its reference shown", async ({
  page,
}, testInfo) => {
  const words = `The LGA table does not load on my phone (${testInfo.project.name} ${Date.now()})`;
  await page.goto("/contact");
  await page.getByLabel("A problem with a page of this website").check();
  await page.getByLabel("Which page? (optional)").fill("/where-we-work/nsr-summary-by-lga");
  await page.getByLabel("Your e-mail address (optional)").fill("reader@example.org");
  await page.getByRole("button", { name: "Send message" }).click();

  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary.getByRole("link", { name: "Enter your message." })).toHaveAttribute("href", "#contact-message");
  const message = page.getByLabel("Your message");
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(message).toHaveAccessibleDescription(/Enter your message\./);
  await expect(page.getByLabel("A problem with a page of this website")).toBeChecked();
  await expect(page.getByLabel("Which page? (optional)")).toHaveValue("/where-we-work/nsr-summary-by-lga");
  await expect(page.getByLabel("Your e-mail address (optional)")).toHaveValue("reader@example.org");
  await expectAccessible(page);

  await message.fill(words);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/contact\/sent(#message)?$/);
  await expect(page.getByRole("heading", { name: "Your message has been sent" })).toBeVisible();
  const reference = (await page.locator(".confirmation__reference strong").textContent())!;
  expect(reference).toMatch(/^MSG-\d{4}-\d{6}$/);
  await expect(page.getByText("We will reply to the e-mail address you gave.")).toBeVisible();
  await expectAccessible(page);

  const rows = await queryE2eDatabase("SELECT reference, kind, page, reply_to, name FROM contact_message WHERE message = $1", [words]);
  expect(rows).toEqual([
    { reference, kind: "problem", page: "/where-we-work/nsr-summary-by-lga", reply_to: "reader@example.org", name: null },
  ]);
});

test("a page of content asks whether it was useful, counts the answer and leads back to the page", async ({ page }, testInfo) => {
  // Measured at up to 17 s on a quiet machine: three times that.
  test.setTimeout(scaled(75_000));
  const { path, name } = FEEDBACK_PAGE;
  const comment = `Please add the office's opening hours (${testInfo.project.name} ${Date.now()})`;
  const counted = async () =>
    Number(
      (
        await queryE2eDatabase<{ n: string }>(
          "SELECT coalesce(sum(count), 0) AS n FROM page_feedback_daily WHERE path = $1 AND answer = 'no'",
          [path],
        )
      )[0]!.n,
    );
  const before = await counted();
  await page.goto(path);
  const question = page.getByRole("region", { name: "Feedback on this page" });
  await expect(question.getByRole("group", { name: "Was this page useful?" })).toBeVisible();
  await expectAccessible(page);

  // Sent without an answer: the question again, the comment kept.
  await question.getByLabel("Anything to add? (optional)").fill(comment);
  await question.getByRole("button", { name: "Send feedback" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "There is a problem" }).getByRole("link", { name: "Choose yes or no." }),
  ).toBeVisible();
  await expect(page.getByLabel("Anything to add? (optional)")).toHaveValue(comment);
  await expectAccessible(page);

  await page.getByLabel("No", { exact: true }).check();
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByText(`Your answer about ${name} has been counted.`)).toBeVisible();
  expect(await counted()).toBe(before + 1);
  expect(await queryE2eDatabase("SELECT path, answer FROM page_feedback_comment WHERE comment = $1", [comment])).toEqual([
    { path: path, answer: "no" },
  ]);
  await expectAccessible(page);

  await page.getByRole("link", { name: `Back to ${name}` }).click();
  await expect(page).toHaveURL(`${path}#page-feedback`);
  await expect(page.getByRole("region", { name: "Feedback on this page" })).toBeInViewport();
});

test("the link to report a problem with a page fills in the page on the contact form", async ({ page }) => {
  await page.goto(CONTENT_PAGE);
  await page.getByRole("link", { name: "report a problem with this page" }).click();
  await expect(page).toHaveURL(/\/contact\?page=.*#message$/);
  await expect(page.getByLabel("A problem with a page of this website")).toBeChecked();
  await expect(page.getByLabel("Which page? (optional)")).toHaveValue(CONTENT_PAGE);
});
