import { expect, test, type Page } from "@playwright/test";
import { withoutDetails } from "./support/floor";
import { E2E_STAFF_URL } from "./support/server";
import { inviteStaff, signInAs, staffName } from "./support/staff";

/**
 * The back office on a feature phone: 240×320, no JavaScript, and no
 * <details> (KaiOS 2.5, Opera Mini). Every page a publisher uses fits the
 * screen's width, and its forms are there to use.
 */
test.use({ baseURL: E2E_STAFF_URL });

async function fits(page: Page) {
  // A link's navigation resolves before the stylesheet has loaded; the width is the styled page's.
  await page.waitForLoadState("load");
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(innerWidth);
}

test("the back office's pages, forms and previews fit 240 px without <details>", async ({ page }) => {
  await withoutDetails(page);
  await page.goto("/staff/sign-in");
  await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  await fits(page);
  const name = staffName("floor");
  await signInAs(page, E2E_STAFF_URL, name, ["editor", "publisher", "request_officer", "grievance_officer", "admin"]);
  // A colleague whose roles the form changes: an admin's own are another admin's to change.
  const colleague = staffName("floormate");
  await inviteStaff(colleague, ["editor", "grievance_officer"]);
  for (const [path, control] of [
    ["/staff", "Sign out on every device"],
    ["/staff/content", null],
    ["/staff/content/news_article", "Show"],
    ["/staff/content/news_article/new", "Save draft"],
    ["/staff/register", "Check the file"],
    ["/staff/payments", "Check the file"],
    ["/staff/files", "Upload"],
    ["/staff/accounts", "Make the account and its invitation"],
    ["/staff/password", "Change your password"],
    [`/staff/accounts?roles=${colleague}`, "Save the roles"],
    ["/staff/requests", null],
    ["/staff/requests/new", "Enter the request"],
    ["/staff/grievances/new", "Enter the grievance"],
    ["/staff/sms", null],
    [`/staff/accounts?roles=${colleague}`, "Save the desk"],
    ["/staff/requests/export", "Export"],
    ["/staff/holidays", "Save the holiday"],
    ["/staff/partners", "Add the partner and make its key"],
    ["/staff/statistics", null],
    ["/staff/newsletters", null],
    ["/staff/messages", null],
    ["/staff/feedback", null],
    ["/staff/newsletters/new", "Save"],
    ["/staff/email", "Save"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (control) await expect(page.getByRole("button", { name: control })).toBeVisible();
    await fits(page);
  }
  // An item with its draft: what it changes, line by line, and the publishing forms.
  await page.goto("/staff/content/news_article/new");
  await page
    .getByRole("textbox", { name: "Title", exact: true })
    .fill(`A very long headline about the register on a small phone ${staffName("t")}`);
  await page.getByRole("textbox", { name: "Address", exact: true }).fill(staffName("floor-item").replace(/_/g, "-"));
  await page.getByRole("textbox", { name: "Date shown", exact: true }).fill("2026-11-25");
  await page
    .getByRole("textbox", { name: "Body", exact: true })
    .fill("A body line long enough to wrap several times on a feature phone's narrow screen.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  await fits(page);
  // Its page preview: the two views in boxes of their own, and the page itself.
  const item = page.url().split("?")[0]!;
  for (const view of ["preview", "page-preview"]) {
    await page.goto(`${item}/${view}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await fits(page);
  }
  // A paper request typed in with its scan: its page, with the workflow's forms.
  await page.goto("/staff/requests/new");
  await page.getByRole("textbox", { name: "Name of organisation" }).fill(`A cooperative with a long name ${staffName("c")}`);
  await page.getByRole("textbox", { name: "Office address" }).fill("1 Road, Kano");
  await page.getByRole("textbox", { name: /^Sector/ }).fill("Agriculture");
  await page.getByLabel("The scanned form or e-mail").setInputFiles({
    name: "scan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\ntrailer << >>\n%%EOF\n"),
  });
  await page.getByRole("button", { name: "Enter the request" }).click();
  await expect(page.getByRole("button", { name: "Move the request" })).toBeVisible();
  await fits(page);
  await page.getByRole("button", { name: "Show contact details" }).click();
  await expect(page.getByText("1 Road, Kano")).toBeVisible();
  await fits(page);
});
