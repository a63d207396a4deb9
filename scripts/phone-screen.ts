/** How `npm run ussd` draws a screen: wrapped to a basic phone's width, in a box. */

/** A phone's screen: about 24 characters wide on a basic phone. */
const SCREEN_WIDTH = 24;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const width = (text: string) => [...graphemes.segment(text)].length;

/** The text wrapped to the screen's width at spaces (a word longer than a line is cut), its own line breaks kept. */
export function wrap(text: string, columns = SCREEN_WIDTH): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      let rest = word;
      while (width(rest) > columns) {
        if (line) lines.push(line);
        const letters = [...graphemes.segment(rest)].map((part) => part.segment);
        lines.push(letters.slice(0, columns).join(""));
        rest = letters.slice(columns).join("");
        line = "";
      }
      if (!line) line = rest;
      else if (width(line) + 1 + width(rest) <= columns) line += ` ${rest}`;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The text in a box, under a title, as a phone's screen. */
export function box(title: string, text: string, columns = SCREEN_WIDTH): string {
  const pad = (line: string) => line + " ".repeat(Math.max(0, columns - width(line)));
  const top = `┌─ ${title} ${"─".repeat(Math.max(0, columns - width(title) - 1))}┐`;
  return [top, ...wrap(text, columns).map((line) => `│ ${pad(line)} │`), `└${"─".repeat(columns + 2)}┘`].join("\n");
}

/** One USSD screen as `npm run ussd` shows it: the reply's body in a box, titled by whether the session goes on. */
export function ussdScreen(body: string, end: boolean): string {
  return box(end ? "USSD · ended" : "USSD", body);
}

/**
 * A USSD session as `npm run ussd -- --script` prints it: each reply typed (`> 2`), then the screen
 * it brought. docs/sms-ussd.md keeps one in each language, and the end-to-end test renders the same
 * sessions with this and compares.
 */
export function ussdTranscript(screens: readonly { text: string; body: string; end: boolean }[]): string {
  return screens
    .map((shown) => `${shown.text ? `> ${shown.text.split("*").at(-1)}\n` : ""}\n${ussdScreen(shown.body, shown.end)}\n`)
    .join("\n");
}
