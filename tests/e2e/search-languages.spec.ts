import { expect, test } from "@playwright/test";
import { format } from "../../app/i18n/format";
import { LOCALES, localePath } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages.server";
import { hydrated } from "./support/hydrated";

/**
 * The search's own words (docs/product.md, "Messages"), in each language: no query, no results,
 * and, with scripts, a search sent while offline. A search the database cannot answer is in
 * tests/integration/faults.test.ts, which stops PostgreSQL.
 */
const javaScript = () => test.info().project.use.javaScriptEnabled !== false;

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

test("a search sent offline says so under the field, in the reader's language, and keeps the words", async ({ page, context }) => {
  test.skip(!javaScript(), "without scripts, a search sent offline meets the browser's own error page");
  for (const locale of LOCALES) {
    const t = messages[locale];
    // The home page has scripts; the header's form is the same on every page.
    await page.goto(localePath(locale, "/"));
    await hydrated(page);
    await context.setOffline(true);
    const form = page.getByRole("banner").getByRole("search");
    await form.getByRole("searchbox").fill("cash transfer");
    await form.getByRole("button", { name: t.chrome.searchButton }).click();
    await expect(form.getByRole("alert"), locale).toHaveText(`${t.form.error} ${t.search.networkError}`);
    await expect(form.getByRole("searchbox")).toHaveValue("cash transfer");
    expect(new URL(page.url()).pathname).toBe(localePath(locale, "/"));
    // Back online, the same form searches.
    await context.setOffline(false);
    await form.getByRole("button", { name: t.chrome.searchButton }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/search")}\\?query=cash\\+transfer`));
  }
});
