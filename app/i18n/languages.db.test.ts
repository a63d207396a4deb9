import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { LANGUAGES } from "./languages.mjs";
import { LOCALES, PREFIXED_LOCALES } from "./locales";

/**
 * The database keeps two copies of the list of languages (app/i18n/languages.mjs) that no code can
 * derive: content_locale's rows, and the prefixes in search_document's generated columns, which may
 * read only their own row. A language added to the list and not to them fails here (decision 0045,
 * "Adding a language").
 */

class RolledBack extends Error {
  constructor(readonly rows: { url: string; locale: string; document: string }[]) {
    super("rolled back");
  }
}

/** The generated columns of search documents at these addresses, written and then rolled back. */
async function generatedFor(urls: string[]) {
  try {
    await prisma.$transaction(async (tx) => {
      for (const url of urls)
        await tx.$executeRaw`
          INSERT INTO search_document (key, kind, title, description, body, url, content_hash)
          VALUES (${`languages-test:${url}`}, 'page', 'Running', '', '', ${url}, repeat('0', 64))`;
      throw new RolledBack(
        await tx.$queryRaw`SELECT url, locale, document::text AS document FROM search_document WHERE key LIKE 'languages-test:%'`,
      );
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.rows;
    throw error;
  }
  throw new Error("the transaction was not rolled back");
}

describe("the database's languages", () => {
  it("are the list's: a content_locale row for each, with its names in English and in its own words", async () => {
    const rows = await prisma.$queryRaw<{ code: string; name: string; own_name: string }[]>`
      SELECT code, name, own_name FROM content_locale ORDER BY code`;
    const listed = LANGUAGES.map(({ code, english, own }) => ({ code, name: english, own_name: own }));
    expect(rows).toEqual(listed.sort((a, b) => (a.code < b.code ? -1 : 1)));
  });

  it("give each language's search documents its code, from their prefix, and fold them instead of stemming English", async () => {
    const urls = [...PREFIXED_LOCALES.flatMap((locale) => [`/${locale}`, `/${locale}/nsr#x`]), "/nsr", "/hausa", "/search?q=1"];
    const rows = await generatedFor(urls);
    const expected = (url: string) => LOCALES.find((locale) => locale !== "en" && new RegExp(`^/${locale}([/#?]|$)`).test(url)) ?? "en";
    expect(Object.fromEntries(rows.map(({ url, locale }) => [url, locale]))).toEqual(
      Object.fromEntries(urls.map((url) => [url, expected(url)])),
    );
    // The English configuration stems "Running" to "run"; the others keep the folded word.
    for (const { locale, document } of rows) expect(document).toBe(locale === "en" ? "'run':1A" : "'running':1A");
  });
});
