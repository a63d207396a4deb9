import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { LOCALES, localeNames, localePath, PREFIXED_LOCALES } from "../../app/i18n/locales";
import { messages, pageWords } from "../../app/i18n/messages.server";
import { wholeSitemap } from "../support/sitemap";
import { E2E_BASE_URL, E2E_SITE_URL } from "./support/server";
import { scaled } from "../support/time-scale";

/** Each language in w3m, 40 columns wide (no CSS, no script), and in the sitemap. */
const dump = (path: string) =>
  execFileSync("w3m", ["-dump", "-cols", "40", `${E2E_BASE_URL}${path}`], { encoding: "utf8", timeout: scaled(30_000) });

test("each language reads in w3m: its switcher's names apart, its heading, menu and notice in the language", () => {
  for (const locale of PREFIXED_LOCALES) {
    const text = dump(localePath(locale, "/nsr/accessing-the-nsr"));
    // Each name on a line of its own (a list: "• Hausa"), so a text browser never runs them together.
    const lines = text.split("\n").map((line) => line.trim().replace(/^• /, ""));
    for (const code of LOCALES.filter((one) => one !== locale)) expect(lines, `${locale}: ${code}`).toContain(localeNames[code].own);
    expect(text, locale).toContain(pageWords[locale]["/nsr/accessing-the-nsr"]!.title!);
    expect(text, locale).toContain(messages[locale].chrome.skipLink);
    expect(text, locale).toContain(messages[locale].footer.quickLinks);
    // The notice, in the language, with its way to the English page.
    expect(text.replace(/\s+/g, " "), locale).toContain(messages[locale].translation.readInEnglish.replace(/\s+/g, " "));
  }
});

test("the sitemap lists every page in every language, each with all its alternates and x-default", async ({ request }) => {
  const sitemap = await wholeSitemap(async (address) => (await request.get(address)).text());
  for (const path of ["/", "/nsr/accessing-the-nsr", "/contact"]) {
    for (const locale of LOCALES) {
      expect(sitemap, `${locale} ${path}`).toContain(`<loc>${E2E_SITE_URL}${localePath(locale, path)}</loc>`);
      expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="${locale}" href="${E2E_SITE_URL}${localePath(locale, path)}"/>`);
    }
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${E2E_SITE_URL}${path}"/>`);
  }
});

test("no language is chosen for a reader: Accept-Language changes nothing, and an unknown prefix is a 404", async ({ request }) => {
  const home = await request.get("/", { headers: { "Accept-Language": "ha-NG,ha;q=0.9" }, maxRedirects: 0 });
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('<html lang="en"');
  expect(home.headers()["set-cookie"] ?? "").not.toMatch(/lang/i);
  expect((await request.get("/fr/nsr", { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get("/ha/no-such-page", { maxRedirects: 0 })).status()).toBe(404);
});
