import { describe, expect, it } from "vitest";
import { moveTrailingIntoBody, renderDocument } from "./render-html.server";

/**
 * React 18.3's Node writer fills 2,048-byte views from short text pieces and
 * left NULs where a multi-byte character met a view's end. Four paragraphs
 * bring the output near the first view's end; the last paragraph's padding
 * then moves the multi-byte text across it one byte at a time. (With
 * renderToPipeableStream, 6 of these 600 paddings gave NULs for "€".)
 */
const page = (padding: number, text: string) => (
  <html lang="en">
    <body>
      {[0, 1, 2, 3].map((i) => (
        <p key={i}>{"a".repeat(400)}</p>
      ))}
      <p>
        {"a".repeat(padding)}
        {text.repeat(3)}
      </p>
    </body>
  </html>
);

describe("renderDocument", () => {
  it.each([
    ["é (2 bytes)", "é"],
    ["€ (3 bytes)", "€"],
    ["𝕏 (4 bytes)", "𝕏"],
    ["Ɗ, ƙ and ẹ, as in Nigerian names", "Ɗƙẹ"],
  ])("never leaves a NUL byte, with %s at every offset across the first chunk boundary", async (_name, text) => {
    for (let padding = 0; padding < 600; padding++) {
      const { html } = await renderDocument(page(padding, text), { timeoutMs: 5_000 });
      expect(Buffer.from(html).includes(0), `padding ${padding}`).toBe(false);
      expect(html).toContain(`${padding ? `${"a".repeat(padding)}<!-- -->` : ""}${text.repeat(3)}</p>`);
    }
  });
});

describe("moveTrailingIntoBody", () => {
  it("puts what follows </html> just before </body>", () => {
    expect(moveTrailingIntoBody("<html><body><p>x</p></body></html><!--$--><script>a()</script><!--/$-->")).toBe(
      "<html><body><p>x</p><!--$--><script>a()</script><!--/$--></body></html>",
    );
  });

  it("leaves a document with nothing after </html> alone", () => {
    const html = "<!DOCTYPE html><html><body></body></html>";
    expect(moveTrailingIntoBody(html)).toBe(html);
  });
});
