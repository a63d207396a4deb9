import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { queryE2eDatabase } from "./support/database";
import { actAsNewVisitor } from "./support/visitor";
import { scaled } from "../support/time-scale";

const PATH = "/nsr/data-access-request-form";

test.beforeEach(async ({ page }) => actAsNewVisitor(page));

test("each criteria block shows only while its box is ticked", async ({ page }) => {
  await page.goto(PATH);
  const blocks = {
    Location: page.getByRole("group", { name: "Location", exact: true }),
    Households: page.getByRole("group", { name: "Household criteria" }),
    Individuals: page.getByRole("group", { name: "Individual criteria" }),
  };
  for (const block of Object.values(blocks)) await expect(block).toBeHidden();
  for (const [box, block] of Object.entries(blocks)) {
    await page.getByLabel(box, { exact: true }).check();
    await expect(block).toBeVisible();
    await page.getByLabel(box, { exact: true }).uncheck();
    await expect(block).toBeHidden();
  }
});

test("a missing organisation is reported and every entry kept; once fixed, the request is saved with the ticked blocks only", async ({
  page,
}, testInfo) => {
  // Measured at up to 29 s on a quiet machine with four workers: four times that.
  test.setTimeout(scaled(120_000));
  const organisation = `Ogun Social Investment Office (${testInfo.project.name} ${Date.now()})`;
  await page.goto(PATH);
  await page.getByLabel("Office address").fill("Block C, State Secretariat, Abeokuta");
  await page.getByLabel("E-mail address").fill("socialinvestment@example.org");
  await page.getByLabel("Sector").fill("State government");
  await page.getByLabel("Households", { exact: true }).check();
  await page.getByLabel("Household criterion 1", { exact: true }).fill("Deciles 1 to 3");
  await page.getByLabel("Household criterion 2", { exact: true }).fill("Female-headed households");
  // Filled, then unticked: the server must not store it.
  await page.getByLabel("Individuals", { exact: true }).check();
  await page.getByLabel("Individual criterion 1", { exact: true }).fill("Aged 70 and above");
  await page.getByLabel("Individuals", { exact: true }).uncheck();
  // As a Nigerian writes it, on a phone with no date picker.
  await page.getByLabel("Date", { exact: true }).fill("23/11/2026");
  await page.getByRole("button", { name: "Submit request" }).click();

  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("link", { name: "Enter the name of your organisation." })).toHaveAttribute(
    "href",
    "#dar-organizationName",
  );
  const name = page.getByLabel("Name of organisation");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(/Enter the name of your organisation\./);
  await expect(page.getByLabel("Office address")).toHaveValue("Block C, State Secretariat, Abeokuta");
  await expect(page.getByLabel("Households", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Household criterion 2", { exact: true })).toHaveValue("Female-headed households");
  await expectAccessible(page);

  await name.fill(organisation);
  await page.getByRole("button", { name: "Submit request" }).click();
  // The form posts to its problems' anchor; the redirect to the receipt gives its own (decision 0104).
  await expect(page).toHaveURL(new RegExp(`${PATH}/submitted#main-content$`));
  await expect(page.getByRole("heading", { name: "Form submitted successfully!" })).toBeVisible();
  const reference = (await page.locator(".confirmation__reference strong").textContent())!;
  expect(reference).toMatch(/^DAR-\d{4}-\d{6}$/);
  await expect(page.getByText(organisation)).toBeVisible();
  await expect(page.getByText("Deciles 1 to 3; Female-headed households")).toBeVisible();
  await expect(page.getByText("23/11/2026", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.getByText("We have e-mailed a copy of this confirmation to socialinvestment@example.org.")).toBeVisible();
  await expectAccessible(page);

  const rows = await queryE2eDatabase(
    "SELECT *, to_char(request_date, 'YYYY-MM-DD') AS request_day FROM data_access_request WHERE organization_name = $1",
    [organisation],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    reference,
    email_address: "socialinvestment@example.org",
    wants_households: true,
    wants_individuals: false,
    wants_location: false,
    household_criteria: ["Deciles 1 to 3", "Female-headed households"],
    individual_criteria: [],
    location_state: null,
    request_day: "2026-11-23",
    channel: "web form",
  });

  // Post/Redirect/Get: going back to the form shows it empty.
  await page.goto(PATH);
  await expect(page.getByLabel("Name of organisation")).toHaveValue("");
});

for (const width of [240, 375]) {
  test(`at ${width} px a refused post lands on its problems, focused`, async ({ page }) => {
    await page.setViewportSize({ width, height: 640 });
    await page.goto(PATH);
    await page.getByRole("button", { name: "Submit request" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link", { name: "Enter the name of your organisation." })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PATH}#dar-problems$`));
    await expect(summary).toBeInViewport();
    // The browser focuses a focusable fragment target: the next Tab goes to the first problem's link.
    await expect(summary).toBeFocused();
    expect(await page.evaluate(() => window.scrollY), "the page scrolled down to the problems").toBeGreaterThan(200);
  });
}

/** The receipt's words, and the form's required entries, in the two languages tested. */
const RECEIPT_CASES = [
  {
    locale: "en",
    prefix: "",
    submit: "Submit request",
    followHeading: "Follow your request",
    codeIs: "Your code is",
    gone: "The code was shown",
  },
  {
    locale: "ha",
    prefix: "/ha",
    submit: "Aika buƙata",
    followHeading: "Bibiyar buƙatarku",
    codeIs: "Lambar sirrinku ita ce",
    gone: "An nuna lambar sirrin",
  },
] as const;

for (const words of RECEIPT_CASES) {
  test(`in ${words.locale}, a request without an e-mail address gets its code once on the receipt, which opens its status page`, async ({
    page,
  }, testInfo) => {
    const organisation = `Kebbi Cooperative (${words.locale} ${testInfo.project.name} ${Date.now()})`;
    await page.goto(`${words.prefix}${PATH}`);
    await page.locator("#dar-organizationName").fill(organisation);
    await page.locator("#dar-officeAddress").fill("Birnin Kebbi");
    await page.locator("#dar-sector").fill("Agriculture");
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${words.prefix}${PATH}/submitted#main-content$`));

    const follow = page.getByRole("region", { name: words.followHeading });
    const reference = (await page.locator(".confirmation__reference strong").textContent())!;
    expect(reference).toMatch(/^DAR-\d{4}-\d{6}$/);
    await expect(follow).toContainText(reference);
    // In full, from the site's own origin (SITE_URL), as it would be written down.
    const statusAddress = new RegExp(`^https?://[^/]+${words.prefix}${PATH}/status$`);
    await expect(follow.getByRole("link", { name: statusAddress })).toHaveAttribute("href", `${words.prefix}${PATH}/status`);
    await expect(follow).toContainText(words.codeIs);
    const code = (await follow.locator(".confirmation__code strong").textContent())!;
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expectAccessible(page);
    // Never kept by a cache, and never in an address that logs or a Referer would carry.
    const answer = await page.request.get(`${words.prefix}${PATH}/submitted`);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    expect(page.url()).not.toContain(code);

    // Shown once: the page again says where the code was, not what it is.
    await page.reload();
    await expect(follow).toContainText(words.gone);
    await expect(follow.locator(".confirmation__code")).toHaveCount(0);
    await expect(page.getByText(code)).toHaveCount(0);

    // The reference and the code open the status page.
    await follow.getByRole("link", { name: statusAddress }).click();
    await page.locator("#field-reference").fill(reference);
    await page.locator("#field-code").fill(code);
    await page.locator("#field-code").press("Enter");
    await expect(page.locator("#request-status-title")).toContainText(reference);
  });
}

test("the confirmation page shows nothing to a browser that sent nothing", async ({ page }) => {
  await page.goto(`${PATH}/submitted`);
  await expect(page.getByRole("heading", { name: "No recent request from this browser" })).toBeVisible();
});

test("the printable form is a PDF", async ({ request }) => {
  const answer = await request.get("/data-access-request-form.pdf");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect((await answer.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
