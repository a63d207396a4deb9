import { describe, expect, it } from "vitest";
import { documentSeed } from "../../../prisma/seeds/content/documents";
import { faqSeed } from "../../../prisma/seeds/content/faqs";
import { newsSeed } from "../../../prisma/seeds/content/news";
import { tenderSeed } from "../../../prisma/seeds/content/tenders";
import { renderMarkdown, unsafeMarkdownHtml } from "./markdown.server";

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

  it("shows pictures from the site alone, never another host's, which would learn who read a newsletter", () => {
    for (const source of ["![A map](https://evil.example/pixel.png)", "![A map](//evil.example/pixel.png)"]) {
      expect(renderMarkdown(source), source).not.toContain("<img");
    }
    expect(renderMarkdown("![A map](/media/0123456789abcdef0123456789abcdef-640.webp)")).toContain(
      '<img src="/media/0123456789abcdef0123456789abcdef-640.webp" alt="A map" />',
    );
  });

  it("opens a file in a new tab and says so, keeps another site at arm's length, and keeps phone links", () => {
    expect(renderMarkdown("[The form (PDF)](/data-access-request-form.pdf)")).toBe(
      '<p><a href="/data-access-request-form.pdf" target="_blank" rel="noopener">The form (PDF)<span class="visually-hidden"> (opens in a new tab)</span></a></p>\n',
    );
    expect(renderMarkdown("[NIMC](https://nimc.gov.ng) and [us](/who-we-are)")).toBe(
      '<p><a href="https://nimc.gov.ng" rel="noopener">NIMC</a> and <a href="/who-we-are">us</a></p>\n',
    );
    expect(renderMarkdown("Call [969](tel:969).")).toBe('<p>Call <a href="tel:969">969</a>.</p>\n');
  });

  it("loses nothing of the seeded content: the allow-list keeps all that the renderer writes", () => {
    const tags = (html: string) => html.match(/<\/?[a-z0-9]+|(?:href|target|rel|class)="[^"]*"/g) ?? [];
    const pieces = [
      ...newsSeed.map((item) => [item.id, item.body]),
      ...[...documentSeed, ...tenderSeed].map((entry) => [entry.id, entry.summary]),
      ...faqSeed.map((faq) => [faq.id, faq.answer]),
    ];
    for (const [id, source] of pieces) expect(tags(renderMarkdown(source!)), id).toEqual(tags(unsafeMarkdownHtml(source!)));
  });
});
