import { news } from "../../app/content/news";
import { articlePath } from "../../app/content/news-articles";
import { allPagePaths } from "../../app/utils/navigation";

/** Pages whose routes set handle.hydrate: they may ship the interactive JavaScript budget. */
export const interactivePagePaths = ["/", "/where-we-work/nsr-summary-by-lga", "/resource-hub/photo-gallery", "/resource-hub/video-gallery"];

/** Pages that should ship no JavaScript: every internal page of the navigation tree not listed as interactive, and an article. */
export function contentPagePaths(): string[] {
  return [...allPagePaths().filter((path) => !interactivePagePaths.includes(path)), articlePath(news[0]!)];
}
