import { isLocale } from "~/i18n/locales";
import { escapeXml } from "~/utils/format";
import { STALE_SLOT_CLASS } from "~/components/stale-slot";
import { closingDateMark, quietFormMark } from "./marks";
import { staleNoticeWords } from "./words";

const SLOT = `<div class="${STALE_SLOT_CLASS}"></div>`;
const attribute = (mark: Record<string, string>) => Object.keys(mark)[0]!;
/** A form that sends: POST, and not marked quiet. */
const SENDING_FORM = new RegExp(`<form\\b(?![^>]*\\b${attribute(quietFormMark)}\\b)[^>]*\\bmethod="post"`, "i");
const CLOSING_DATE = `${attribute(closingDateMark)}=""`;

/**
 * A public page's HTML as its last good copy is served while the database is
 * down (decision 0078): where its main content has a form that sends or a
 * closing date, with a short notice in the page's language in the slot at the
 * top of <main> (marks.ts); otherwise null, and the copy goes as it was.
 * Plain HTML, no script and no style attribute: the page's CSP hashes stay
 * valid, and it reads the same with JavaScript off, at 240 px and in w3m.
 */
export function staleNotice(html: string): string | null {
  const at = html.indexOf(SLOT);
  if (at < 0) return null;
  const end = html.indexOf("</main>", at);
  const main = html.slice(at, end < 0 ? undefined : end);
  const form = SENDING_FORM.test(main);
  const closingDates = main.includes(CLOSING_DATE);
  if (!form && !closingDates) return null;
  const lang = /<html\b[^>]*\blang="([^"]+)"/.exec(html.slice(0, at))?.[1];
  const words = staleNoticeWords[isLocale(lang) ? lang : "en"];
  const text = [words.outdated, form ? words.form : null, closingDates ? words.closingDates : null, words.call]
    .filter((sentence) => sentence !== null)
    .map(escapeXml)
    .join(" ");
  const notice = `<div class="container"><div class="stale-notice" role="note"><p>${text}</p></div></div>`;
  const inside = at + SLOT.length - "</div>".length;
  return html.slice(0, inside) + notice + html.slice(inside);
}
