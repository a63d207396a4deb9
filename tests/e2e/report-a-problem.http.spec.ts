import { expect, test } from "@playwright/test";
import { LOCALES, localePath } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages.server";

/**
 * The way to report a problem is one step from where a person looks (issue
 * 67): the menu of every page, the contact page, the FAQ's answer on
 * complaints, the cash-transfer programme's page, and a search for the words
 * people use, in each language, each leading to the form in that language.
 */
const PAGES = ["/", "/contact", "/resource-hub/faqs", "/what-we-do/national-cash-transfer-programme"];

for (const locale of LOCALES) {
  test(`in ${locale}, the form is linked from the menu, contact, the FAQ and the cash-transfer page, and found by its words`, async ({
    request,
  }) => {
    const form = `href="${localePath(locale, "/grievances/new")}"`;
    for (const path of PAGES) {
      const html = await (await request.get(localePath(locale, path))).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      const menu = html.slice(html.indexOf('<nav id="site-nav"'), html.indexOf("</nav>", html.indexOf('<nav id="site-nav"')));
      expect(menu, `${path}: the menu`).toContain(form);
      if (path !== "/") expect(main, `${path}: the page itself`).toContain(form);
    }
    for (const word of messages[locale].grievanceForm.searchWords.split(" ")) {
      const html = await (await request.get(`${localePath(locale, "/search")}?query=${encodeURIComponent(word)}`)).text();
      const results = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(results, `a search for "${word}"`).toContain(form);
    }
  });
}
