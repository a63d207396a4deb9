/**
 * The whole sitemap as one text: /sitemap.xml is an index of files
 * (docs/decisions/0051-bounded-public-lists.md), so a test that looks for a
 * page reads every file it lists, each by its path on the site under test.
 */
export async function wholeSitemap(get: (path: string) => Promise<string>): Promise<string> {
  const index = await get("/sitemap.xml");
  const files = [...index.matchAll(/<sitemap><loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1]!);
  if (files.length === 0) throw new Error(`/sitemap.xml lists no files: ${index.slice(0, 200)}`);
  return (await Promise.all(files.map(get))).join("\n");
}
