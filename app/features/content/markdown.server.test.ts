import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { documentSeed } from "../../../prisma/seeds/content/documents";
import { newsSeed } from "../../../prisma/seeds/content/news";
import { tenderSeed } from "../../../prisma/seeds/content/tenders";
import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("writes paragraphs, lists, links and emphasis as HTML", () => {
    expect(renderMarkdown("One **two** [three](/nsr)\n\n- four\n- five")).toBe(
      '<p>One <strong>two</strong> <a href="/nsr">three</a></p>\n<ul>\n<li>four</li>\n<li>five</li>\n</ul>\n',
    );
  });

  it("starts headings at h2, under the page's own h1", () => {
    expect(renderMarkdown("# Title\n\n## Part\n\n###### Deep")).toBe("<h2>Title</h2>\n<h2>Part</h2>\n<h4>Deep</h4>\n");
  });

  it("keeps an image with alt text and drops one without", () => {
    expect(renderMarkdown("![A training session](/images/news/a.svg)")).toBe(
      '<p><img src="/images/news/a.svg" alt="A training session" /></p>\n',
    );
    expect(renderMarkdown("![](/images/news/a.svg)")).toBe("<p></p>\n");
  });

  it("writes a table with header cells scoped to their columns", () => {
    const html = renderMarkdown("| State | Households |\n| --- | ---: |\n| Kano | 100 |");
    expect(html).toContain('<th scope="col">State</th>');
    expect(html).toContain("<td>Kano</td>");
    expect(html).not.toContain("style");
  });

  it("shows raw HTML as text and drops unsafe links", () => {
    const html = renderMarkdown(
      "<script>alert(1)</script>\n\n[x](javascript:alert(1)) [y](//evil.example) ![z](http://evil.example/a.png)",
    );
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toMatch(/href="(javascript:|\/\/)/);
    expect(html).not.toContain("<img");
  });

  it("loses nothing of the seeded content: the allow-list keeps all that markdown-it writes", () => {
    const plain = new MarkdownIt("commonmark", { html: false }).enable("table");
    const tags = (html: string) => html.match(/<\/?[a-z0-9]+/g) ?? [];
    const pieces = [
      ...newsSeed.map((item) => [item.id, item.body]),
      ...[...documentSeed, ...tenderSeed].map((entry) => [entry.id, entry.summary]),
    ];
    for (const [id, source] of pieces) expect(tags(renderMarkdown(source!)), id).toEqual(tags(plain.render(source!)));
  });
});
