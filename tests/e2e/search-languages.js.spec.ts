import { expect, test } from "@playwright/test";
import { LOCALES, localePath } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages.server";
import { hydrated } from "./support/hydrated";

/**
 * A search sent while offline, in each language: the page's script says so under the field and keeps
 * the words. Without scripts the browser shows its own error page, which is not the site's to word.
 */
test("a search sent offline says so under the field, in the reader's language, and keeps the words", async ({ page, context }) => {
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
