import { expect, test } from "@playwright/test";
import { format } from "../../app/i18n/format";
import { LOCALES, localePath } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages.server";

/**
 * The search's own words (docs/product.md, "Messages"), in each language: no query and no results
 * here; a search sent while offline, which only scripts can answer, in search-languages.js.spec.ts.
 * A search the database cannot answer is in tests/integration/faults.test.ts, which stops PostgreSQL.
 */
test("an empty search and one with no results say so in the reader's language", async ({ page }) => {
  for (const locale of LOCALES) {
    const t = messages[locale];
    await page.goto(localePath(locale, "/search?query="));
    await expect(page.locator("main").getByText(t.search.empty), locale).toBeVisible();
    const query = "zzqxwvy";
    await page.goto(localePath(locale, `/search?query=${query}`));
    await expect(page.locator("main").getByText(format(t.search.noResults, { query })), locale).toBeVisible();
  }
});
