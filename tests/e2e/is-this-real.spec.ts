import { expect, test, type Page } from "@playwright/test";
import { en } from "../../app/i18n/messages/en";
import { ha } from "../../app/i18n/messages/ha";
import { paths } from "../../app/site/paths";
import { expectAccessible } from "./support/axe";

/**
 * "Is this real?" as a reader meets it, without JavaScript (it has none): the
 * rule first, the office's real channels with the day each was checked, the
 * known fakes as text that cannot be followed, and "Report a scam", which
 * opens the grievance form on its fraud category in the page's language;
 * and the footer's link to it from any page.
 */
const main = (page: Page) => page.getByRole("main");
const words = en.isThisReal;

test("says first that NASSCO never charges or asks for a PIN, then the real channels, the known fakes, and how to report a scam", async ({
  page,
}) => {
  const response = await page.goto(paths.isThisReal);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Is this real? – NASSCO");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
  // The rule comes before any heading of the page's own.
  const rule = main(page).locator(".is-this-real__rule");
  await expect(rule).toContainText(words.neverCharges);
  await expect(rule).toContainText(words.neverAsks);
  const order = await main(page)
    .locator(".is-this-real__rule, h2")
    .evaluateAll((nodes) => nodes.map((node) => (node.tagName === "H2" ? node.textContent : "rule")));
  expect(order).toEqual(["rule", words.channelsHeading, words.fakesHeading, words.reportHeading]);
  // A rule readers see in large words: bigger than the text around it.
  const sizes = await rule.evaluate((box) => ({
    rule: parseFloat(getComputedStyle(box.querySelector("strong")!).fontSize),
    text: parseFloat(getComputedStyle(document.body).fontSize),
  }));
  expect(sizes.rule).toBeGreaterThan(sizes.text);

  const phones = main(page).getByRole("region", { name: words.kindPhone });
  await expect(phones.getByRole("link", { name: "969" })).toHaveAttribute("href", "tel:969");
  await expect(phones).toContainText(/Last checked by the office: \w+ \d{2}, \d{4}\.|Not yet checked by the office\./);
  await expect(main(page).getByRole("region", { name: words.kindDomain })).toContainText("nassp.gov.ng");

  const fakes = main(page).getByRole("region", { name: words.fakesHeading });
  await expect(fakes.getByRole("listitem").first()).toContainText(/Reported \w+ \d{2}, \d{4}/);
  await expect(fakes).toContainText("nctocct[.]com");
  await expect(fakes.getByRole("link", { name: /nctocct|huppcct/ })).toHaveCount(0);
  await expect(fakes).toContainText("to be confirmed by the office");

  // Twice: right after the lead (on the first screens of a small phone) and under its own heading.
  const report = main(page).getByRole("link", { name: words.reportLink });
  await expect(report).toHaveCount(2);
  for (const link of await report.all()) await expect(link).toHaveAttribute("href", "/grievances/new?category=fraud");
  await expectAccessible(page);
});

test("in Hausa, Report a scam opens the Hausa form on the fraud category", async ({ page }) => {
  await page.goto(`/ha${paths.isThisReal}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ha.isThisReal.title);
  await expect(main(page)).toContainText(ha.isThisReal.neverCharges);
  await expect(main(page).getByRole("link", { name: ha.isThisReal.reportLink }).first()).toHaveAttribute(
    "href",
    "/ha/grievances/new?category=fraud",
  );
});

test("every page's footer links to it, and to Report a problem, in the page's language", async ({ page }) => {
  for (const [from, prefix] of [
    ["/", ""],
    ["/contact", ""],
    ["/get-involved/careers", ""],
    ["/ha/resource-hub/faqs", "/ha"],
  ] as const) {
    await page.goto(from);
    const footer = page.getByRole("contentinfo");
    const reportName = prefix ? ha.grievanceForm.title : en.grievanceForm.title;
    await expect(footer.getByRole("link", { name: reportName, exact: true })).toHaveAttribute("href", `${prefix}/grievances/new`);
    await footer.getByRole("link", { name: prefix ? ha.isThisReal.title : en.isThisReal.title, exact: true }).click();
    await expect(page).toHaveURL(`${prefix}${paths.isThisReal}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(prefix ? ha.isThisReal.title : words.title);
  }
});

test("the careers page's warning about fake job offers points to it", async ({ page }) => {
  await page.goto("/get-involved/careers");
  await main(page).getByRole("link", { name: "Is this real?" }).click();
  await expect(page).toHaveURL(paths.isThisReal);
});
