import { describe, expect, it } from "vitest";
import { localizeHref, localizeLinks } from "./localize-links";
import { localePath, splitLocale } from "./locales";

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
