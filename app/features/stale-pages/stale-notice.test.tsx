import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { StaleSlot } from "~/components/stale-slot";
import { closingDateMark, quietFormMark } from "./marks";
import { staleNotice } from "./stale-notice.server";
import { staleNoticeWords } from "./words";

/** A page as the site renders it: the slot at the top of <main>, then what `main` holds. */
const slot = renderToString(<StaleSlot />);
const page = (main: string, lang = "en") =>
  `<!DOCTYPE html><html lang="${lang}"><head><script>1</script></head><body><main id="main-content">${slot}${main}</main><footer><form method="post"></form></footer></body></html>`;
const closing = renderToString(<p {...closingDateMark}>Apply by the end of 1 March 2027.</p>);

describe("staleNotice", () => {
  it("puts the notice in the slot of a page whose main content has a form that sends, in the page's language", () => {
    for (const locale of LOCALES) {
      const words = staleNoticeWords[locale];
      const html = staleNotice(page('<form method="post" action="/contact"></form>', locale));
      expect(html, locale).toContain(`<div class="stale-slot"><div class="container"><div class="stale-notice" role="note"><p>`);
      expect(html, locale).toContain(`${words.outdated} ${words.form} ${words.call}`);
      expect(html, locale).not.toContain(words.closingDates);
    }
  });

  it("says closing dates may have changed where the page shows one", () => {
    const html = staleNotice(page(closing))!;
    const { outdated, closingDates, call } = staleNoticeWords.en;
    expect(html).toContain(`<p>${outdated} ${closingDates} ${call}</p>`);
  });

  it("adds nothing else: the page's scripts and the rest stay as they were", () => {
    const before = page('<form method="POST"></form>');
    const after = staleNotice(before)!;
    expect(after.replace(/<div class="container"><div class="stale-notice".*?<\/div><\/div>/, "")).toBe(before);
    expect(after).not.toMatch(/<script>(?!1<)/);
  });

  it("says nothing on a page with only a quiet form, a search form, or a form outside <main>", () => {
    const quiet = renderToString(
      <form method="post" {...quietFormMark}>
        <button>Yes</button>
      </form>,
    );
    expect(staleNotice(page(`<p>Plain</p>${quiet}<form method="get" action="/search"></form>`))).toBeNull();
  });

  it("says nothing on a page without the slot", () => {
    expect(staleNotice('<html lang="en"><main><form method="post"></form></main></html>')).toBeNull();
  });
});
