import { describe, expect, it } from "vitest";
import { plainPageBody, renderPageBody } from "./page-body.server";

const blocks = (body: string) => renderPageBody("Lead.", body).blocks;

describe("a page body in Markdown", () => {
  it("gives paragraphs, headings with their anchors, subheadings and lists, their text as sanitised HTML", () => {
    expect(
      blocks(
        "## Our vision {#vision}\n\nSee [the register](/nsr) and the [form (PDF)](/form.pdf).\n\n### Steps\n\n1. one\n2. *two*\n\n- a\n- b",
      ),
    ).toEqual([
      { type: "heading", text: "Our vision", id: "vision" },
      {
        type: "paragraph",
        text: 'See <a href="/nsr">the register</a> and the <a href="/form.pdf" target="_blank" rel="noopener">form (PDF)<span class="visually-hidden"> (opens in a new tab)</span></a>.',
      },
      { type: "subheading", text: "Steps" },
      { type: "list", items: ["one", "<em>two</em>"], ordered: true },
      { type: "list", items: ["a", "b"] },
    ]);
  });

  it("reads cards with their icons and links, steps, facts, callouts and links", () => {
    const body = [
      "::: cards 2",
      "### Cash {icon=cash}",
      "Regular support.",
      "[Read More](/what-we-do)",
      "### Youth {icon=not-an-icon}",
      "Skills.",
      ":::",
      "::: steps",
      "### Mapping",
      "Poor areas first.",
      ":::",
      "::: facts",
      "- **774** Local government areas",
      ":::",
      "::: callout warning",
      "Never pay a fee.",
      ":::",
      "::: links",
      "- [News](/resource-hub/news): What we announce.",
      "- [FAQs](/resource-hub/faqs)",
      ":::",
    ].join("\n\n");
    expect(blocks(body)).toEqual([
      {
        type: "cards",
        columns: 2,
        cards: [
          { title: "Cash", text: "Regular support.", icon: "cash", link: { text: "Read More", href: "/what-we-do" } },
          { title: "Youth", text: "Skills." },
        ],
      },
      { type: "steps", steps: [{ title: "Mapping", text: "Poor areas first." }] },
      { type: "facts", facts: [{ value: "774", label: "Local government areas" }] },
      { type: "callout", text: "Never pay a fee.", tone: "warning" },
      {
        type: "links",
        links: [
          { text: "News", href: "/resource-hub/news", description: "What we announce." },
          { text: "FAQs", href: "/resource-hub/faqs" },
        ],
      },
    ]);
  });

  it("reads a table with its caption, header cells and numeric columns", () => {
    const body =
      "::: table striped\n\nStates by zone\n\n| Zone | States |\n| --- | ---: |\n| North East | 6 |\n| South West | [6](/x) |\n\n:::";
    expect(blocks(body)).toEqual([
      {
        type: "table",
        caption: "States by zone",
        columns: ["Zone", "States"],
        rows: [
          ["North East", "6"],
          ["South West", '<a href="/x">6</a>'],
        ],
        numeric: [1],
        striped: true,
      },
    ]);
  });

  it("marks where a collection goes, and what is illustrative, block by block", () => {
    expect(blocks("::: team\n:::\n\n::: illustrative\n\nFirst.\n\nSecond.\n\n:::\n\n::: steps illustrative\n\n### A\n\nB\n\n:::")).toEqual([
      { type: "team" },
      { type: "paragraph", text: "First.", provenance: "illustrative" },
      { type: "paragraph", text: "Second.", provenance: "illustrative" },
      { type: "steps", steps: [{ title: "A", text: "B" }], provenance: "illustrative" },
    ]);
  });

  it("keeps other Markdown through the allow-list, and lets no script, event or attribute through", () => {
    const [quote, paragraph] = blocks(
      '> Quoted <script>alert(1)</script>\n\n[bad](javascript:alert(1)) ![](/no-alt.png) ![A map](/map.png) text {onclick="x()" .big}',
    );
    expect(quote).toEqual({ type: "html", html: "<blockquote>\n<p>Quoted &lt;script&gt;alert(1)&lt;/script&gt;</p>\n</blockquote>\n" });
    expect(paragraph).toEqual({ type: "paragraph", text: '[bad](javascript:alert(1))  <img src="/map.png" alt="A map" /> text' });
  });

  it("gives the same page as plain text, for a PDF and the search index", () => {
    expect(plainPageBody("See [us](/who-we-are).", "::: cards\n\n### A\n\nRead *this* [here](/x).\n\n:::")).toEqual({
      lead: "See us.",
      blocks: [{ type: "cards", columns: 3, cards: [{ title: "A", text: "Read this here." }] }],
    });
  });
});
