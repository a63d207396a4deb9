import type { Locale } from "../../../app/i18n/locales";
import { messages } from "../../../app/i18n/messages.server";

/**
 * Finding English furniture on another language's page (tests/e2e/no-english.http.spec.ts): the
 * page's text as a reader sees and hears it, less what is marked as quoted English, searched for
 * the English messages that the language has its own words for. Another
 * language's page marks what it quotes in English (`lang="en"`): the office's
 * untranslated content, and a page shown in English under its notice.
 */

/** Elements that hold no text a reader sees. */
const HIDDEN = new Set(["script", "style", "head", "template", "noscript"]);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Attributes a reader sees or hears: a picture's text, a field's hint, a landmark's or control's name. */
const SPOKEN = /\s(?:alt|placeholder|aria-label|title)="([^"]*)"/g;

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

/**
 * The body's text and spoken attributes, without hidden elements and without any element in
 * another language than the page's (`lang="en"` quoted content, the switcher's names). React's
 * markup is well formed, so a stack of open elements is enough.
 */
export function readerText(html: string, locale: Locale): string {
  const body = html.slice(html.indexOf("<body"));
  const out: string[] = [];
  // Depth of the element that began a skipped part (hidden or another language), or -1.
  let skipFrom = -1;
  let depth = 0;
  const tags = /<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>|<!--[\s\S]*?-->/g;
  let last = 0;
  for (let match = tags.exec(body); match; match = tags.exec(body)) {
    if (skipFrom < 0) out.push(body.slice(last, match.index));
    last = tags.lastIndex;
    const [, closing, rawName, attributes = "", selfClosing] = match;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (closing) {
      if (VOID.has(name)) continue;
      depth--;
      if (skipFrom === depth) skipFrom = -1;
      continue;
    }
    const lang = /\slang="([^"]*)"/.exec(attributes)?.[1];
    const elsewhere = HIDDEN.has(name) || (lang !== undefined && lang !== locale);
    if (skipFrom < 0 && !elsewhere) for (const spoken of attributes.matchAll(SPOKEN)) out.push(` ${spoken[1]} `);
    if (VOID.has(name) || selfClosing) continue;
    if (name === "script" || name === "style") {
      // Raw text: its "<" is no tag. Skip to its end tag, which closes it.
      const end = body.toLowerCase().indexOf(`</${name}`, last);
      tags.lastIndex = last = body.indexOf(">", end) + 1;
      continue;
    }
    if (skipFrom < 0 && elsewhere) skipFrom = depth;
    depth++;
    out.push(" ");
  }
  return decode(out.join(" ")).replace(/\s+/g, " ");
}

/**
 * The English messages a page in this language must not show: those the language words
 * differently, cut at their `{marks}` to the longest fixed part, and only parts long enough to be
 * words of ours rather than a name or a figure that any language writes alike.
 */
export function englishMessages(locale: Locale): string[] {
  const found = new Set<string>();
  const own = messages[locale] as Record<string, Record<string, string>>;
  // Pidgin writes many English words as its own ("Download di video"): a phrase the language's own messages use is its own too.
  const ownText = Object.values(own)
    .flatMap((words) => Object.values(words))
    .join("\n");
  for (const [section, words] of Object.entries(messages.en as Record<string, Record<string, string>>)) {
    for (const [key, english] of Object.entries(words)) {
      if (own[section]?.[key] === english) continue;
      const part = english
        .split(/\{\w+\}/)
        .map((piece) => piece.trim())
        .sort((a, b) => b.length - a.length)[0]!;
      // Short words ("Yes", "Code", "LGAs") are names or loans in every language; a phrase is ours.
      if ((part.length >= 8 || (part.length >= 6 && /\s/.test(part))) && !ownText.includes(part)) found.add(part);
    }
  }
  return [...found];
}

/** The English messages found in a page's reader text, each with the words around it. */
export function englishFound(html: string, locale: Locale, english = englishMessages(locale)): string[] {
  const text = readerText(html, locale);
  return english.flatMap((words) => {
    const at = text.indexOf(words.replace(/\s+/g, " "));
    return at < 0 ? [] : [`"${words}" in "…${text.slice(Math.max(0, at - 60), at + words.length + 40)}…"`];
  });
}
