import { expect, test, type APIRequestContext } from "@playwright/test";
import { format } from "../../app/i18n/format";
import { localeNames, localePath, PREFIXED_LOCALES, type Locale } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages.server";
import { wholeSitemap } from "../support/sitemap";
import { englishFound, englishMessages, readerText } from "./support/english-words";
import { scaled } from "../support/time-scale";

/**
 * No English furniture on another language's pages (issue 48): every public
 * page in the sitemap, in each language, and the pages no sitemap lists (a
 * search with and without a query, one that finds nothing, the 404, a form's
 * error answer, the receipts), read as a reader sees them, without what is
 * marked as quoted English (`lang="en"`: the office's untranslated content,
 * and a page shown in English under its notice), hold no English message
 * that the language words otherwise (support/english-words.ts). A page that
 * says it is shown in English shows something in English, and one that shows
 * its content in English says so (issue 67).
 */
const UNLISTED = [
  "/search",
  "/search?query=",
  "/search?query=cash",
  "/search?query=zzqxwvy",
  "/no-such-page",
  "/resource-hub/news/no-such-article",
  "/get-involved/careers/no-such-vacancy",
  "/where-we-work/nsr-summary-by-lga?q=kano&sort=households&dir=desc",
  "/where-we-work/nsr-summary-by-lga?q=zzqxwvy",
  "/nsr/nsr-coverage-across-nigeria?sort=households&dir=desc",
  "/nsr/data-access-request-form/status",
  "/nsr/data-access-request-form/submitted",
  "/contact/sent",
  "/grievances/new/submitted",
  "/grievances/status",
  "/resource-hub/news?page=2",
];

/** Forms sent empty: each answers with its errors, in the language of its address. */
const FORMS: [path: string, fields: Record<string, string>][] = [
  ["/contact", { kind: "", message: "" }],
  ["/nsr/data-access-request-form", { organizationName: "", officeAddress: "", sector: "" }],
  ["/nsr/data-access-request-form/status", { reference: "nonsense", code: "x" }],
  ["/grievances/new", { description: "", state: "", mayContact: "on" }],
  ["/grievances/status", { reference: "nonsense", code: "x" }],
];

/** Pages fetched at once: enough to finish in well under a minute, few enough to leave the server room for other tests. */
const AT_ONCE = 4;

async function everyPageIn(locale: Locale, request: APIRequestContext): Promise<string[]> {
  const sitemap = await wholeSitemap(async (address) => (await request.get(address)).text());
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)]
    .map((match) => match[1]!)
    .filter((path) => path === `/${locale}` || path.startsWith(`/${locale}/`));
  expect(listed.length, locale).toBeGreaterThan(20);
  return [...new Set([...listed, ...UNLISTED.map((path) => localePath(locale, path))])];
}

for (const locale of PREFIXED_LOCALES) {
  test(`no English furniture on any ${locale} page, "shown in English" only where it is, and links that stay in ${locale}`, async ({
    request,
  }) => {
    test.setTimeout(scaled(240_000));
    const english = englishMessages(locale);
    const found: string[] = [];
    const check = (path: string, html: string) => found.push(...englishFound(html, locale, english).map((words) => `${path}: ${words}`));
    const untrue: string[] = [];
    const fallback = format(messages[locale].translation.fallback, { language: localeNames[locale].own });
    const checkNotice = (path: string, html: string) => {
      const notice = /<div class="translation-notice" role="note">([\s\S]*?)<\/div>/.exec(html)?.[1];
      const saysEnglish = notice !== undefined && readerText(`<body>${notice}`, locale).includes(fallback);
      // What the page quotes in English: the office's untranslated items (a list's titles) or its whole content.
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>")).replace(/<div class="translation-notice"[\s\S]*?<\/div>/, "");
      if (saysEnglish && !/\slang="en"/.test(main)) untrue.push(`${path}: says it is shown in English, and shows nothing in English`);
      if (!saysEnglish && main.includes('<div lang="en" class="content-in-english">'))
        untrue.push(`${path}: shows its content in English without saying so`);
    };

    const queue = await everyPageIn(locale, request);
    // A link to an English address whose page this language has too: the reader is taken out of their language.
    const ownPages = new Set(queue.map((path) => path.replace(/[?#].*$/, "")));
    const leaving: string[] = [];
    const checkLinks = (path: string, html: string) => {
      for (const [tag, target] of html.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"[^>]*>/g)) {
        // Deliberate: "read in English", the language switcher.
        if (/\shrefLang=/i.test(tag)) continue;
        const address = target!.replace(/&amp;/g, "&").replace(/[?#].*$/, "");
        if (address === `/${locale}` || address.startsWith(`/${locale}/`)) continue;
        if (ownPages.has(localePath(locale, address))) leaving.push(`${path} → ${target}`);
      }
    };
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const answer = await request.get(path);
          expect(answer.status(), path).toBeLessThan(500);
          const html = await answer.text();
          expect(html, path).toContain(`<html lang="${locale}"`);
          check(path, html);
          checkLinks(path, html);
          checkNotice(path, html);
        }
      }),
    );
    for (const [path, fields] of FORMS) {
      const answer = await request.post(localePath(locale, path), { form: fields, maxRedirects: 0 });
      expect(answer.status(), path).toBeGreaterThanOrEqual(400);
      expect(answer.status(), path).toBeLessThan(500);
      check(`POST ${path}`, await answer.text());
    }
    expect(found, "English words on this language's pages").toEqual([]);
    expect(untrue, "pages whose notice is not true").toEqual([]);
    expect([...new Set(leaving)], "links to English addresses of pages this language has").toEqual([]);
  });
}
