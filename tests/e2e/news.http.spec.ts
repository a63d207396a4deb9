import { expect, test } from "@playwright/test";
import { seededDocuments, seededTenders } from "../../prisma/seeds/content/library-entries";
import { seededNews } from "../../prisma/seeds/content/news-articles";
import { alternateSlug, slugify } from "../../app/utils/slug";

for (const item of seededNews) {
  const slug = slugify(item.title);
  test(`the article ${slug} answers 200 at both addresses, and its other slug reading redirects`, async ({ request }) => {
    expect((await request.get(`/news/${slug}`)).status()).toBe(200);
    expect((await request.get(`/resource-hub/news/${slug}`)).status()).toBe(200);
    if (alternateSlug(item.title) !== slug) {
      const moved = await request.get(`/news/${alternateSlug(item.title)}`, { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers()["location"]).toBe(`/news/${slug}`);
    }
  });
}

test("every linked PDF answers 200 as application/pdf", async ({ request }) => {
  const links = [
    ...seededNews.map((item) => item.link),
    ...seededDocuments.map((entry) => entry.link),
    ...seededTenders.map((entry) => entry.link),
  ].filter((link) => link.endsWith(".pdf"));
  expect(links.length).toBeGreaterThan(25);
  for (const link of links) {
    const answer = await request.get(link);
    expect(answer.status(), link).toBe(200);
    expect(answer.headers()["content-type"], link).toBe("application/pdf");
  }
});
