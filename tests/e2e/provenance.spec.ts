import { expect, test } from "@playwright/test";
import { seededNews } from "../../prisma/seeds/content/news-articles";
import { articlePath } from "../../app/features/news/article";
import { stakeholderSeed } from "../../prisma/seeds/content/stakeholders";
import { teamMemberSeed } from "../../prisma/seeds/content/team";
import { carouselSlideSeed } from "../../prisma/seeds/content/carousel-slides";
import { counterSeed } from "../../prisma/seeds/content/counters";
import { launchOfficeChannels } from "../../app/content/contact";
import { messages } from "../../app/i18n/messages.server";

/** What we wrote in place of the office's own says so, next to it, with and without JavaScript. */

test("the coverage page opens with a notice that its figures are illustrative, with their date", async ({ page }) => {
  await page.goto("/nsr/nsr-coverage-across-nigeria");
  const notice = page.locator(".dataset-notice");
  await expect(notice).toContainText("Illustrative figures, as at May 2021.");
  // In the page's introduction: before the map and the table.
  const noticeTop = (await notice.boundingBox())!.y;
  expect(noticeTop).toBeLessThan((await page.getByRole("heading", { name: "Households on the register, by state" }).boundingBox())!.y);
  await expect(page.getByRole("link", { name: "State totals (CSV)" })).toHaveAttribute(
    "href",
    "/where-we-work/nsr-summary-by-state-illustrative.csv",
  );
});

test("a news card and its article say the item is illustrative", async ({ page }) => {
  await page.goto("/resource-hub/news");
  await expect(page.getByRole("article").first().getByText("Illustrative: to be replaced by the office's own news item.")).toBeVisible();
  await page.goto(articlePath(seededNews[0]!.slug));
  await expect(page.getByRole("main").getByText("Illustrative: to be replaced by the office's own news item.")).toBeVisible();
});

test("each illustrative slide says so, and a figure from the specification carries no label", async ({ page }) => {
  await page.goto("/");
  const slides = page.locator(".carousel__slide");
  for (const [index, slide] of carouselSlideSeed.entries()) {
    const label = slides.nth(index).getByText("Illustrative: to be replaced by the office's own slide.");
    await expect(label).toHaveCount(slide.provenance === "illustrative" ? 1 : 0);
  }
  const labelled = counterSeed.filter((counter) => counter.provenance === "illustrative" || counter.provenance === "published");
  await expect(page.locator(".counter .provenance")).toHaveCount(labelled.length);
});

test("the stakeholders page labels each invented tile, and dates and sources those public records confirm", async ({ page }) => {
  await page.goto("/get-involved/our-stakeholders");
  await expect(page.locator(".logos > li")).toHaveCount(stakeholderSeed.length);
  await expect(page.locator(".logos > li").getByText("Illustrative: to be replaced by the office's own partner.")).toHaveCount(
    stakeholderSeed.filter((stakeholder) => stakeholder.provenance === "illustrative").length,
  );
  // A partner the public record confirms is never called illustrative: its label gives the record.
  await expect(page.locator("#stakeholder-the-world-bank .provenance")).toHaveText(
    "From public reports, as at June 2016; to be confirmed by the office. Source: documents1.worldbank.org.",
  );
  await expect(page.locator("#stakeholder-the-world-bank").getByRole("link", { name: "documents1.worldbank.org" })).toHaveAttribute(
    "href",
    "https://documents1.worldbank.org/curated/en/694981593133408730/",
  );
  // Its source's host name, one long word, stays inside the tile at every width (it overflowed at 1280 px).
  for (const width of [240, 375, 800, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const tile = (await page.locator("#stakeholder-the-world-bank").boundingBox())!;
    const source = (await page.locator("#stakeholder-the-world-bank .provenance a").boundingBox())!;
    expect(source.x + source.width, `${width} px`).toBeLessThanOrEqual(tile.x + tile.width);
  }
  // A record dated by its year alone keeps to the year.
  await expect(page.locator("#stakeholder-national-bureau-of-statistics .provenance")).toHaveText(
    "From public reports, as at 2019; to be confirmed by the office. Source: nsip.gov.ng.",
  );
  await expect(page.locator("#stakeholder-national-identity-management-commission .provenance")).toHaveText(
    "From public reports, as at February 2025; to be confirmed by the office. Source: thelagosmag.com.",
  );
});

test("the management team names the leaders the press named, each with the report's date; the other roles say they are to come", async ({
  page,
}) => {
  await page.goto("/who-we-are/about-us");
  for (const member of teamMemberSeed) {
    const profile = page.locator(`#person-${member.id}`);
    if (member.source) {
      await expect(profile.getByRole("heading", { level: 3 })).toHaveText(member.name);
      await expect(profile.locator(".person__title")).toHaveText(member.role);
      // A report dated by its year alone keeps to the year.
      const asAt = /^\d{4}$/.test(member.source.asAt) ? member.source.asAt : /\b20\d\d\b/.exec(member.source.asAt)![0];
      await expect(profile.locator(".provenance")).toContainText(`From public reports, as at `);
      await expect(profile.locator(".provenance")).toContainText(`${asAt}; to be confirmed by the office.`);
      await expect(profile.getByRole("link", { name: new URL(member.source.url).hostname.replace(/^www\./, "") })).toHaveAttribute(
        "href",
        member.source.url,
      );
    } else {
      await expect(profile.getByRole("heading", { level: 3 })).toHaveText(member.role);
      await expect(profile.locator(".provenance")).toHaveText("Illustrative: to be replaced by the office's own management profile.");
    }
  }
  await expect(page.locator("#person-national-coordinator .provenance")).toContainText("as at 2025;");
});

test("a placeholder PDF's button says it is one", async ({ page }) => {
  await page.goto("/get-involved/tenders");
  const button = page.getByRole("link", { name: /^Download/ }).first();
  await expect(button).toContainText("(placeholder PDF, 1 page)");
  await expect(page.getByText(messages.en.lists.undatedTenders)).toHaveCount(1);
});

test("unconfirmed contact details are labelled, and 969 is shown plainly", async ({ page }) => {
  await page.goto("/where-we-work/our-state-offices");
  const kano = page.locator("#state-kano");
  await expect(kano).toContainText("socu.kano@nassp.gov.ng (to be confirmed)");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("info@nassp.gov.ng (to be confirmed)");
  await expect(footer.getByRole("link", { name: "969" }).first()).toHaveAttribute("href", "tel:969");
  await expect(footer.locator(".site-footer__hotline")).not.toContainText("to be confirmed");
  // The accounts the press names say so, with the report's date; the ones we guessed say they are to be confirmed.
  const accounts = launchOfficeChannels.filter((channel) => channel.kind === "social");
  for (const account of accounts.filter((one) => one.provenance === "published")) {
    await expect(footer).toContainText(`${account.label}: From public reports, as at `);
    await expect(footer.locator(`a[href="${account.source!.url}"]`)).toBeVisible();
  }
  const guessed = accounts.filter((one) => one.provenance === "illustrative").map((one) => one.label);
  if (guessed.length) await expect(footer).toContainText(`to be confirmed: ${guessed.join(", ")}.`);
});

test("the senior citizens centre's figure is on NSR in Action", async ({ page }) => {
  await page.goto("/nsr/nsr-in-action");
  await expect(page.getByRole("main")).toContainText("aged 70 and above");
});
