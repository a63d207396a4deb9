import { describe, expect, it } from "vitest";
import { liveFaqsIn } from "~/features/faqs/faqs.server";
import { foldForSearch, searchSite } from "~/features/search/search.server";
import { prisma } from "~/utils/db.server";

/** Translations as rows of the content model (decision 0045), on PostgreSQL: what readers see, what is stale, and the search. */

async function followed(id: string) {
  const [row] = await prisma.$queryRaw<{ source: bigint | null; words: bigint | null }[]>`
    SELECT t.source_revision AS source, content_words_revision('faq', t.translation_of) AS words FROM faq t WHERE t.id = ${id}`;
  return row!;
}

describe("translations of the FAQs", () => {
  it("show each question in the reader's language under the English question's anchor, unreviewed until confirmed", async () => {
    const english = await liveFaqsIn("en");
    const yoruba = await liveFaqsIn("yo");
    expect(english.translation).toBe("original");
    expect(yoruba.translation).toBe("unreviewed");
    expect(yoruba.items.map((item) => item.id)).toEqual(english.items.map((item) => item.id));
    expect(yoruba.items[0]!.question).not.toBe(english.items[0]!.question);
    // Links in a translated answer lead to the Yoruba pages.
    const links = yoruba.items.flatMap((item) => [...item.html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !href.startsWith("/yo/") && !/\.[a-z]+$/.test(href))).toEqual([]);
  });

  it("follow the English revision they were written against, and are stale once the English words change, not its status", async () => {
    const id = "what-is-nassco-ig";
    const before = await followed(id);
    expect(before.source).toBe(before.words);
    await prisma.$executeRaw`UPDATE faq SET publish_at = publish_at - interval '1 day' WHERE id = 'what-is-nassco'`;
    const scheduleOnly = await followed(id);
    expect(scheduleOnly.words).toBe(before.words);
    await prisma.$executeRaw`UPDATE faq SET answer = answer || ' (Updated.)' WHERE id = 'what-is-nassco'`;
    const changed = await followed(id);
    expect(changed.words! > changed.source!).toBe(true);
    // A reviewer who reads it again against the new English marks it confirmed: it follows the English again.
    await prisma.$executeRaw`UPDATE faq SET provenance = 'confirmed' WHERE id = ${id}`;
    const reviewed = await followed(id);
    expect(reviewed.source).toBe(reviewed.words);
    await prisma.$executeRaw`UPDATE faq SET answer = replace(answer, ' (Updated.)', ''), provenance = 'spec' WHERE id = 'what-is-nassco'`;
    await prisma.$executeRaw`UPDATE faq SET provenance = 'illustrative' WHERE id = ${id}`;
  });
});

describe("search in each language", () => {
  it("folds tone marks and hooked letters the way the database does", () => {
    expect(foldForSearch("Ọ̀RỌ̀")).toBe("oro");
    expect(foldForSearch("ƙasa")).toBe("kasa");
    expect(foldForSearch("ɗaya")).toBe("daya");
  });

  it("finds the same Igbo pages with and without tone marks, and the same Hausa pages with and without hooked letters", async () => {
    const marked = await searchSite("ndekọ", 1, "ig");
    const plain = await searchSite("ndeko", 1, "ig");
    expect(marked.total).toBeGreaterThan(0);
    expect(marked.hits.map((hit) => hit.url)).toEqual(plain.hits.map((hit) => hit.url));
    expect(marked.hits[0]!.url.startsWith("/ig/")).toBe(true);
    const hooked = await searchSite("ƙorafi", 1, "ha");
    const unhooked = await searchSite("korafi", 1, "ha");
    expect(hooked.total).toBeGreaterThan(0);
    expect(hooked.hits.map((hit) => hit.url)).toEqual(unhooked.hits.map((hit) => hit.url));
  });

  it("keeps English searches to English documents", async () => {
    const { hits } = await searchSite("register", 1, "en");
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => !/^\/(ha|yo|ig|pcm)(\/|$)/.test(hit.url))).toBe(true);
  });
});
