import { expect, test, type APIRequestContext } from "@playwright/test";
import { localePath, PREFIXED_LOCALES, type Locale } from "../../app/i18n/locales";
import { wholeSitemap } from "../support/sitemap";
import { englishFound, englishMessages } from "./support/english-words";
import { scaled } from "../support/time-scale";

/**
 * No English furniture on another language's pages (issue 48): every public
 * page in the sitemap, in each language, and the pages no sitemap lists (a
 * search with and without a query, one that finds nothing, the 404, a form's
 * error answer, the receipts), read as a reader sees them, without what is
 * marked as quoted English (`lang="en"`: the office's untranslated content,
 * and a page shown in English under its notice), hold no English message
 * that the language words otherwise (support/english-words.ts).
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
  test(`no English furniture on any ${locale} page`, async ({ request }) => {
    test.setTimeout(scaled(180_000));
    const english = englishMessages(locale);
    const found: string[] = [];
    const check = (path: string, html: string) => found.push(...englishFound(html, locale, english).map((words) => `${path}: ${words}`));

    const queue = await everyPageIn(locale, request);
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const answer = await request.get(path);
          expect(answer.status(), path).toBeLessThan(500);
          const html = await answer.text();
          expect(html, path).toContain(`<html lang="${locale}"`);
          check(path, html);
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
  });
}
