import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./safe-html.server";

describe("sanitizeHtml", () => {
  it("keeps the tags our content uses", () => {
    const html = '<p>One <strong>two</strong> <a href="/nsr">three</a></p><ul><li>four</li></ul><br>';
    expect(sanitizeHtml(html)).toBe('<p>One <strong>two</strong> <a href="/nsr">three</a></p><ul><li>four</li></ul><br />');
  });

  it("removes scripts, styles, handlers, unknown tags and unsafe links", () => {
    const html =
      '<p onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a><a href="//evil.example">c</a><style>p{}</style></p>';
    expect(sanitizeHtml(html)).toBe("<p>a<a>b</a><a>c</a></p>");
  });

  it("lets a link open only a new tab, always without a handle on this page, and keeps no other class", () => {
    expect(sanitizeHtml('<a href="/a.pdf" target="_top" rel="opener">a</a><span class="x visually-hidden">b</span>')).toBe(
      '<a href="/a.pdf" target="_blank" rel="noopener">a</a><span class="visually-hidden">b</span>',
    );
  });

  it("escapes a stray angle bracket", () => {
    expect(sanitizeHtml("<p>1 < 2</p>")).toBe("<p>1 &lt; 2</p>");
  });
});
