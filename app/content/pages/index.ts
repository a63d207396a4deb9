import type { ContentPage } from "../types";
import { getInvolvedPages } from "./get-involved";
import { nsrPages } from "./nsr";
import { resourceHubPages } from "./resource-hub";
import { whatWeDoPages } from "./what-we-do";
import { whereWeWorkPages } from "./where-we-work";
import { whoWeArePages } from "./who-we-are";

/** Every page whose body is plain content (pages with their own routes are not here). */
export const contentPages: ContentPage[] = [
  ...whoWeArePages,
  ...whatWeDoPages,
  ...whereWeWorkPages,
  ...nsrPages,
  ...getInvolvedPages,
  ...resourceHubPages,
];

const byPath = new Map(contentPages.map((page) => [page.path, page]));

export function findContentPage(path: string): ContentPage | undefined {
  return byPath.get(path);
}
