import { describe, expect, it } from "vitest";
import { htmlToText, truncateText } from "~/utils/html-text.server";

describe("htmlToText", () => {
  it("strips tags, keeps words apart across block elements and decodes entities", () => {
    expect(htmlToText("<p>One&nbsp;&amp; two</p><ul><li>three</li><li>&#8220;four&#x201D;</li></ul>")).toBe("One & two three “four”");
  });
  it("leaves an unknown entity as written", () => {
    expect(htmlToText("a &bogus; b")).toBe("a &bogus; b");
  });
});

describe("truncateText", () => {
  it("keeps exactly the first 250 characters, then an ellipsis", () => {
    const text = "x".repeat(249) + "yz" + " tail";
    const summary = truncateText(text, 250);
    expect(summary).toBe("x".repeat(249) + "y…");
    expect(Array.from(summary)).toHaveLength(251);
  });
  it("leaves short text alone", () => {
    expect(truncateText("short", 250)).toBe("short");
  });
  it("never cuts inside an entity, because it cuts decoded text", () => {
    const html = `<p>${"a".repeat(248)}&amp;&amp;&amp;</p>`;
    expect(truncateText(htmlToText(html), 250)).toBe(`${"a".repeat(248)}&&…`);
  });
  it("never splits a character made of two UTF-16 units", () => {
    expect(truncateText("😀😀😀", 2)).toBe("😀😀…");
  });
});
