import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../app/i18n/messages.server";
import { LOCALES, localePath, type Locale } from "../../app/i18n/locales";
import { paths } from "../../app/site/paths";
import { wholeSitemap } from "../support/sitemap";
import { text, word } from "./support/content";
import { startTestSite, type TestSite } from "./support/site";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * "Is this real?" as readers get it from the production build: in every
 * language, in the first round trip (14 KB over the wire, its first screen's
 * styles included: decision 0097), with the office's real channels and
 * the published fakes, and nothing else.
 */
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
}, scaled(120_000));

afterAll(() => site?.close());

/** The page's own part, without the header and footer (which name contacts of their own). */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

const page = async (locale: Locale = "en") => text(site.app, localePath(locale, paths.isThisReal));

/** The bytes a browser that accepts gzip receives for a page: what the budget counts. */
function gzipBytes(path: string): Promise<{ encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(site.app.baseUrl + path, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve({ encoding: response.headers["content-encoding"], bytes }));
      })
      .on("error", reject);
  });
}

/** Until the page shows what `holds` looks for (a change reaches readers once the page cache hears of it). */
const untilPage = (holds: (main: string) => boolean, what: string) => until(async () => holds(mainOf((await page()).body)), 10_000, what);

describe("Is this real?", () => {
  it.each(LOCALES)("answers in %s: the rule first, the channels, the fakes, then Report a scam in that language", async (locale) => {
    const words = messages[locale].isThisReal;
    const { status, body } = await page(locale);
    expect(status).toBe(200);
    const main = mainOf(body);
    expect(main).toContain(words.title);
    // Each as an element's whole text: the tagline may repeat a heading's words.
    const order = [words.neverCharges, words.channelsHeading, words.fakesHeading].map((part) =>
      main.indexOf(`>${part.replaceAll("'", "&#x27;")}<`),
    );
    // The heading, not the short link of the same words at the top.
    order.push(main.indexOf(`id="report-scam">${words.reportHeading.replaceAll("'", "&#x27;")}<`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(main).toContain(`href="${localePath(locale, "/grievances/new")}?category=fraud"`);
  });

  it.each(LOCALES)("opens in %s with Report a scam, then the rule and what NASSCO never does, before the long lists", async (locale) => {
    const words = messages[locale].isThisReal;
    const main = mainOf((await page(locale)).body);
    const at = (part: string) => main.indexOf(`>${part.replaceAll("'", "&#x27;")}<`);
    const scam = main.indexOf(`<a href="${localePath(locale, "/grievances/new")}?category=fraud">${words.reportLink}</a>`);
    const order = [scam, at(words.neverCharges), at(words.neverPublishesNames), at(words.noOnlineRegistration), at(words.channelsHeading)];
    expect(
      order.every((index) => index > 0),
      order.join(),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Nothing but the page's heading and lead comes before the link: it is on the first screen.
    expect(
      main
        .slice(0, scam)
        .replace(/<[^>]*>/g, " ")
        .trim()
        .split(/\s+/).length,
    ).toBeLessThan(60);
    if (locale !== "en") {
      // What a launch channel is for, in the reader's words.
      expect(main).toContain(words.labelTollFree.replaceAll("'", "&#x27;"));
      expect(main).not.toContain(">Toll-free line<");
    }
  });

  it.each(LOCALES)("weighs under 14 KB compressed in %s, its inline styles included", async (locale) => {
    const { encoding, bytes } = await gzipBytes(localePath(locale, paths.isThisReal));
    expect(encoding).toBe("gzip");
    expect(bytes).toBeLessThan(14 * 1024);
  });

  it("lists the office's channels with a basis, never a guessed one, each saying when the office last checked it", async () => {
    await site.db.query("UPDATE contact_channel SET checked_on = '2026-11-20' WHERE id = 'national-toll-free'");
    await untilPage((main) => main.includes("Last checked by the office: November 20, 2026."), "the checked date shown");
    const main = mainOf((await page()).body);
    expect(main).toContain('href="tel:969"');
    expect(main).toContain("nassp.gov.ng");
    expect(main).toContain("Not yet checked by the office.");
    expect(main).toContain("to be confirmed by the office");
    // The guessed mailbox and the guessed accounts are the footer's, with "to be confirmed"; this page calls none of them real.
    expect(main).not.toContain("info@nassp.gov.ng");
    expect(main).not.toContain("facebook.com");
    const { body: hausa } = await page("ha");
    expect(mainOf(hausa)).toContain("Ofishin ya duba shi na ƙarshe: 20 Nuwamba, 2026.");
    // A launch label is in the reader's words; one the office has changed is its English until its
    // row is translated, and says so.
    expect(mainOf(hausa)).toContain("<span>Layin waya na kyauta</span>");
    await site.db.query("UPDATE contact_channel SET label = 'Toll-free line, free from any network' WHERE id = 'national-toll-free'");
    await until(
      async () => mainOf((await page("ha")).body).includes('<span lang="en">Toll-free line, free from any network</span>'),
      10_000,
      "the changed label shown in English",
    );
    await site.db.query("UPDATE contact_channel SET label = 'Toll-free line' WHERE id = 'national-toll-free'");
  });

  it("shows a fake only once published, newest first, dated, its address as text no one can follow", async () => {
    const token = word();
    const id = `test-${token}`;
    await site.db.query(
      `INSERT INTO known_fake (id, kind, looked_like, asked_for, reported_on, provenance, status)
       VALUES ($1, 'site', $2, 'bank-details', '2026-03-04', 'illustrative', 'draft')`,
      [id, `https://${token}.example.com/grant`],
    );
    // Seeded fakes show, so the page has been read since the draft was written.
    await untilPage((main) => main.includes("nctocct[.]com"), "the seeded fakes listed");
    expect(mainOf((await page()).body)).not.toContain(token);

    await site.db.query("UPDATE known_fake SET status = 'published' WHERE id = $1", [id]);
    await untilPage((main) => main.includes(token), "the published fake listed");
    const main = mainOf((await page()).body);
    expect(main).toContain(`${token}[.]example[.]com/grant`);
    expect(main).not.toMatch(new RegExp(`href="[^"]*${token}`));
    expect(main).not.toMatch(/href="[^"]*(nctocct|huppcct)/);
    expect(main).toContain("Reported March 04, 2026");
    expect(main).toContain("It asked for: bank details, a PIN, a password or a code.");
    expect(main).toContain("Reported February 03, 2025");
    // Newest first: the test's fake (2026), the sites NITDA flagged (2025), the fake fund (2023).
    expect(main.indexOf(token)).toBeLessThan(main.indexOf("nctocct[.]com"));
    expect(main.indexOf("nctocct[.]com")).toBeLessThan(main.indexOf("Child Support Fund"));
    // A fake from a public report names its source and awaits the office's word.
    expect(main).toContain("From public reports, as at February 2025; to be confirmed by the office.");
    expect(main).toContain('<a href="https://punchng.com/">punchng.com</a>');

    await site.db.query("UPDATE known_fake SET status = 'archived' WHERE id = $1", [id]);
    await untilPage((main) => !main.includes(token), "the archived fake gone");
  });

  it("is one tap from every footer, in the page's language, and in the sitemap", async () => {
    for (const path of ["/", "/contact", "/resource-hub/faqs", "/ha/get-involved/careers"]) {
      const { body } = await text(site.app, path);
      const prefix = path.startsWith("/ha") ? "/ha" : "";
      const footer = body.slice(body.indexOf("<footer"));
      expect(footer, path).toContain(`href="${prefix}/is-this-real"`);
      expect(footer, path).toContain(`href="${prefix}/grievances/new"`);
    }
    const sitemap = await wholeSitemap(async (path) => (await text(site.app, path)).body);
    expect(sitemap).toContain("/is-this-real<");
  });

  it("is found by the site's search", async () => {
    const { body } = await text(site.app, "/search?query=scam");
    expect(mainOf(body)).toContain(`href="${paths.isThisReal}"`);
  });
});
