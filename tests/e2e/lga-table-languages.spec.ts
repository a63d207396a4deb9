import { expect, test } from "@playwright/test";
import { format } from "../../app/i18n/format";
import { localePath, PREFIXED_LOCALES } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages.server";

const PATH = "/where-we-work/nsr-summary-by-lga";

/** The register table in each other language: its words in the language, and its links, forms and pager staying in it. */
test("the register table speaks the page's language, and sorting, searching and paging stay in it", async ({ page }) => {
  for (const locale of PREFIXED_LOCALES) {
    const { lga, chrome } = messages[locale];
    await page.goto(localePath(locale, `${PATH}?state=Kano&size=10`));
    await expect(page.getByRole("heading", { name: lga.title }), locale).toBeVisible();
    const table = page.getByRole("table", { name: new RegExp(lga.caption.slice(0, 20).replace(/[()]/g, ".")) });
    await expect(table.getByRole("columnheader"), locale).toHaveText(
      [lga.columnState, lga.columnLga, lga.columnHouseholds, lga.columnIndividuals, lga.columnMale, lga.columnFemale].map(
        (heading) => new RegExp(`^${heading}`),
      ),
    );
    await expect(table.locator(".lga__total td").first()).toHaveText(lga.nationalTotal);
    await expect(
      page.getByText(format(lga.showing, { first: 1, last: 10, matches: 44, within: format(lga.inState, { state: "Kano" }) })),
    ).toBeVisible();
    await expect(page.getByLabel(lga.sizeLabel)).toBeVisible();
    await expect(page.getByRole("button", { name: lga.show })).toBeVisible();

    // Sorting keeps the language.
    await table.getByRole("link", { name: new RegExp(`^${lga.columnHouseholds}`) }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${localePath(locale, PATH)}\\?.*sort=households`));
    // So does the pager ("Next" in the language: the table's pager is not numbered).
    await page.getByRole("navigation", { name: lga.pagerLabel }).getByRole("link").last().click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${localePath(locale, PATH)}\\?.*page=2`));
    // And a search, with its count in the language.
    await page.getByLabel(lga.searchLabel).fill("zzqx");
    await page.getByRole("search", { name: lga.formLabel }).getByRole("button", { name: chrome.searchButton }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${localePath(locale, PATH)}\\?`));
    await expect(page.getByText(lga.noMatches)).toBeVisible();
    await expect(page.getByText(lga.empty)).toBeVisible();
  }
});
