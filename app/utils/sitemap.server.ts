import { allPagePaths } from "./navigation";

/** Every public page address; collections with their own pages add theirs here. */
export function sitemapPaths(): string[] {
  return [...allPagePaths()];
}
