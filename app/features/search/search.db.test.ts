import { describe, expect, it } from "vitest";
import { normaliseQuery, searchSite } from "~/features/search/search.server";

describe("site search on PostgreSQL", () => {
  it("ranks the National Cash Transfer Programme page first for 'cash transfer'", async () => {
    const results = await searchSite("cash transfer");
    expect(results.hits[0]?.url).toBe("/what-we-do/national-cash-transfer-programme");
    expect(results.total).toBeGreaterThan(3);
  });

  it("finds the grievance pages and FAQ for '969'", async () => {
    const { hits } = await searchSite("969");
    const text = hits.map((hit) => `${hit.title} ${hit.description} ${hit.snippet.join("")}`).join(" ");
    expect(text).toMatch(/grievance|complain/i);
    expect(hits.some((hit) => hit.kind === "faq")).toBe(true);
  });

  it.each(["complaint", "complain", "report a problem"])("offers the grievance form among the first three for %j", async (query) => {
    const { hits } = await searchSite(query);
    expect(hits.slice(0, 3).map((hit) => hit.url)).toContain("/grievances/new");
  });

  // After the language's own pages, which come first (the form's words are the code's, indexed in English).
  it.each([
    ["ƙorafi", "ha"],
    ["rahoto", "ha"],
    ["ẹ̀sùn", "yo"],
    ["mkpesa", "ig"],
    ["complain", "pcm"],
  ] as const)("offers the grievance form on the first page for %j in %s", async (query, locale) => {
    const { hits } = await searchSite(query, 1, locale);
    expect(hits.map((hit) => hit.url)).toContain("/grievances/new");
  });

  it("finds the NIN integration FAQ and news for 'NIN'", async () => {
    const { hits, total } = await searchSite("NIN");
    expect(total).toBeGreaterThan(5);
    expect(hits.some((hit) => hit.kind === "faq" && /Identification Number \(NIN\)/.test(hit.title))).toBe(true);
    expect(hits.some((hit) => hit.kind === "news" && /NIN Integration/.test(hit.title))).toBe(true);
  });

  it("finds the ESMP, a linked PDF, by its short name, beside the Resource Hub's section about it", async () => {
    const { hits } = await searchSite("esmp");
    expect(hits.slice(0, 2)).toContainEqual(expect.objectContaining({ url: "/esmp.pdf", kind: "PDF" }));
  });

  it.each(["kano", "KANO", "Kano"])("offers Kano's view of the register table and the Kano office first for %j", async (query) => {
    const { hits } = await searchSite(query);
    const top = hits.slice(0, 2).map((hit) => hit.url);
    expect(top).toContain("/where-we-work/nsr-summary-by-lga?state=Kano");
    expect(top).toContain("/where-we-work/our-state-offices#state-kano");
  });

  it.each([
    ["CSDP", "/what-we-do/community-and-social-development-project"],
    ["NCTP", "/what-we-do/national-cash-transfer-programme"],
    ["YESSO", "/what-we-do/youth-empowerment-and-social-support-operations"],
    ["DARF", "/nsr/data-access-request-form"],
  ])("finds what %s stands for", async (query, url) => {
    const { hits } = await searchSite(query);
    expect(hits.slice(0, 3).map((hit) => hit.url)).toContain(url);
  });

  it("matches the last word as a prefix: 'benef' finds beneficiaries", async () => {
    const { hits } = await searchSite("benef");
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.some((hit) => /benef/i.test(hit.snippet.join("") + hit.title + hit.description))).toBe(true);
  });

  it.each([
    ["benificiary", /beneficiar/],
    ["regster", /register/],
  ])("falls back on spelling for %s", async (typo, fixed) => {
    const results = await searchSite(typo);
    expect(results.suggestion).toMatch(fixed);
    expect(results.hits.length).toBeGreaterThan(0);
  });

  it("marks matches in the snippet as separate parts", async () => {
    const { hits } = await searchSite("register");
    const marked = hits[0]!.snippet.filter((_, index) => index % 2 === 1);
    expect(marked.length).toBeGreaterThan(0);
    for (const part of marked) expect(part.toLowerCase()).toMatch(/regist/);
  });

  it("treats SQL and HTML metacharacters as text", async () => {
    for (const query of [
      "'; DROP TABLE search_document; --",
      "<script>alert(1)</script>",
      "a & b | !c :* ( )",
      '"unterminated',
      "\\ % _",
    ]) {
      const results = await searchSite(query);
      expect(Array.isArray(results.hits)).toBe(true);
    }
    expect((await searchSite("cash transfer")).total).toBeGreaterThan(0);
  });

  it("pages through results ten at a time", async () => {
    const first = await searchSite("social", 1);
    const second = await searchSite("social", 2);
    expect(first.hits).toHaveLength(10);
    expect(second.total).toBe(first.total);
    expect(second.hits[0]?.id).not.toBe(first.hits[0]?.id);
  });

  it("trims, collapses and caps the query at 100 characters", () => {
    expect(normaliseQuery("  cash   transfer ")).toBe("cash transfer");
    expect(normaliseQuery("x".repeat(150))).toHaveLength(100);
    expect(normaliseQuery(null)).toBe("");
  });
});
