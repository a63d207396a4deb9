import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import config from "../../remix.config.js";
import { LANGUAGES } from "./languages.mjs";
import { localizeHref, localizeLinks } from "./localize-links";
import { DEFAULT_LOCALE, LOCALES, localeNames, localePath, PREFIXED_LOCALES, routeLocale, splitLocale } from "./locales";

describe("the one list of languages", () => {
  it("gives the app its codes and names, English first and without a prefix", () => {
    expect(LOCALES).toEqual(LANGUAGES.map(({ code }) => code));
    expect(LOCALES[0]).toBe(DEFAULT_LOCALE);
    expect(PREFIXED_LOCALES).toEqual(LOCALES.slice(1));
    expect(localeNames.yo).toEqual({ own: "Yorùbá", english: "Yoruba" });
    for (const { code, own, english } of LANGUAGES) expect(localeNames[code]).toEqual({ own, english });
  });

  it("reaches the files outside app/ that name the languages: the mirror's not-found map and the forms' fallback page", () => {
    const mirror = readFileSync("deploy/mirror/nginx.conf", "utf8");
    expect(/"~\^\/\(\?<language>([a-z|]+)\)/.exec(mirror)?.[1]?.split("|")).toEqual(PREFIXED_LOCALES);
    const fallback = readFileSync("deploy/unavailable/forms.html", "utf8");
    expect([...fallback.matchAll(/<(?:html|section) lang="([a-z]+)"/g)].map((match) => match[1])).toEqual(LOCALES);
  });

  it("holds codes an address can carry: each once, and each read back from its prefix", () => {
    expect(new Set(LOCALES).size).toBe(LOCALES.length);
    for (const locale of PREFIXED_LOCALES) expect(splitLocale(`/${locale}/contact`)).toEqual({ locale, path: "/contact" });
  });

  it("registers every reader's page again under each prefix, and nothing of the back office", async () => {
    const ids: string[] = [];
    await config.routes!((define) => {
      define((_path, _file, options) => void ids.push((options as { id: string }).id));
      return {};
    });
    const prefixes = new Set(ids.map((id) => id.split("/")[0]));
    expect([...prefixes]).toEqual(PREFIXED_LOCALES);
    for (const locale of PREFIXED_LOCALES) {
      expect(ids).toContain(`${locale}/routes/contact`);
      expect(ids).not.toContain(`${locale}/routes/staff._index`);
    }
  });
});

describe("a page's address in each language", () => {
  it("puts a language's prefix before the English path, and none for English", () => {
    expect(localePath("ha", "/")).toBe("/ha");
    expect(localePath("pcm", "/nsr/accessing-the-nsr")).toBe("/pcm/nsr/accessing-the-nsr");
    expect(localePath("yo", "/?index#newsletter")).toBe("/yo?index#newsletter");
    expect(localePath("en", "/search")).toBe("/search");
    expect(localePath("ig", "https://example.org/")).toBe("https://example.org/");
  });

  it("reads the language back from the address, and takes nothing else for one", () => {
    expect(splitLocale("/ha")).toEqual({ locale: "ha", path: "/" });
    expect(splitLocale("/ig/resource-hub/faqs")).toEqual({ locale: "ig", path: "/resource-hub/faqs" });
    expect(splitLocale("/nsr")).toEqual({ locale: "en", path: "/nsr" });
    expect(splitLocale("/en/nsr")).toEqual({ locale: "en", path: "/en/nsr" });
    expect(splitLocale("/hausa")).toEqual({ locale: "en", path: "/hausa" });
  });

  it("gives a loader or action the language of the address it answers, whatever its query", () => {
    expect(routeLocale(new Request("https://nassp.gov.ng/yo/search?query=ha"))).toEqual({ locale: "yo", path: "/search" });
    expect(routeLocale(new Request("https://nassp.gov.ng/pcm"))).toEqual({ locale: "pcm", path: "/" });
    expect(routeLocale(new Request("https://nassp.gov.ng/contact?page=/ha"))).toEqual({ locale: "en", path: "/contact" });
  });

  it("leads content's links to pages in the reader's language, says a file opens in a new tab in it, and leaves files, media and other sites alone", () => {
    expect(localizeHref("/nsr/accessing-the-nsr#steps", "yo")).toBe("/yo/nsr/accessing-the-nsr#steps");
    expect(localizeHref("/documents/x.pdf", "yo")).toBe("/documents/x.pdf");
    expect(localizeHref("/media/ab12.jpg", "yo")).toBe("/media/ab12.jpg");
    expect(localizeHref("https://nassp.gov.ng/", "yo")).toBe("https://nassp.gov.ng/");
    expect(
      localizeLinks(
        {
          html: '<a href="/nsr">NSR</a> <a href="/privacy-policy.pdf">PDF<span class="visually-hidden"> (opens in a new tab)</span></a>',
          link: { href: "/contact" },
        },
        "ha",
        "(zai buɗe a sabon shafi)",
      ),
    ).toEqual({
      html: '<a href="/ha/nsr">NSR</a> <a href="/privacy-policy.pdf">PDF<span class="visually-hidden"> (zai buɗe a sabon shafi)</span></a>',
      link: { href: "/ha/contact" },
    });
  });
});
