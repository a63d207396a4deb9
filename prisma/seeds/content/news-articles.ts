import type { NewsArticle } from "../../../app/features/news/article";
import { slugify } from "../../../app/utils/slug";
import { ownPicture } from "../../../app/features/media/addresses";
import { newsSeed } from "./news";

/**
 * The seeded news as the site reads it back (features/news/news.server.ts):
 * what the seed writes, and what tests of a freshly seeded site expect to see.
 */
export const seededNews: NewsArticle[] = newsSeed.map((item) => ({
  id: item.id,
  slug: slugify(item.title),
  title: item.title,
  publishedOn: new Date(`${item.publishedOn}T00:00:00Z`),
  excerpt: item.excerpt,
  body: item.body,
  imageUrl: item.imageUrl ?? "",
  image: item.imageUrl ? ownPicture(item.imageUrl) : null,
  link: item.link ?? "",
  linkKind: item.linkKind ?? null,
  provenance: item.provenance,
  source: item.source ?? null,
}));
