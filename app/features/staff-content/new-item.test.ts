import { describe, expect, it } from "vitest";
import { entriesOf } from "./form";
import { prefilledEntries } from "./new-item";
import { manifestOf } from "~/features/content-pages/collections";

const news = manifestOf("news_article")!;
const empty = entriesOf(news, null);
const pdf = "/media/0123456789abcdef0123456789abcdef.pdf";

describe("prefilledEntries", () => {
  it("takes an upload's address and a choice's own value from the Files page's link", () => {
    const filled = prefilledEntries(news, empty, new URLSearchParams({ link: pdf, link_kind: "view-pdf" }));
    expect(filled).toMatchObject({ link: pdf, link_kind: "view-pdf" });
    expect(empty.link).toBe("");
  });

  it("takes nothing else: other addresses, unknown choices, fields the form lacks", () => {
    const query = new URLSearchParams({
      link: "https://example.com/x.pdf",
      link_kind: "spam",
      title: pdf.replace(".pdf", ".exe"),
      nope: pdf,
    });
    expect(prefilledEntries(news, empty, query)).toEqual(empty);
  });
});
