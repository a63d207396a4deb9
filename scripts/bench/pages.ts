import { allPagePaths } from "../../app/utils/navigation";

export const interactivePagePaths = ["/where-we-work/nsr-summary-by-lga"];

/** Pages that should ship no JavaScript: the home page and every internal page of the navigation tree not listed as interactive. */
export function contentPagePaths(): string[] {
  return [...allPagePaths().filter((path) => !interactivePagePaths.includes(path))];
}
