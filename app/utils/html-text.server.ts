import { convert } from "html-to-text";

/**
 * The text of an HTML fragment, on one line: by html-to-text, which knows
 * block elements from inline ones and every named entity. Links and images
 * give their words, never their addresses.
 */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
      // List items as words in a sentence, not "* " bullets.
      { selector: "ul", options: { itemPrefix: " " } },
      { selector: "ol", format: "unorderedList", options: { itemPrefix: " " } },
    ],
  })
    .replace(/\s+/g, " ")
    .trim();
}

/** The first `length` characters (code points, so no emoji is cut in half), then "…" if anything was cut. */
export function truncateText(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length <= length ? text : `${characters.slice(0, length).join("")}…`;
}
