import { news } from "~/content/news";
import { articlePath } from "~/content/news-articles";
import { allPagePaths } from "./navigation";

/** Every public page address; collections with their own pages add theirs here. */
export function sitemapPaths(): string[] {
  return [...allPagePaths(), ...news.map(articlePath)];
}
