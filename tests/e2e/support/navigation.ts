import { navigation, type NavGroup } from "../../../app/content/navigation";
import { contentPages } from "../../../app/content/pages";

/** Every group and page of the navigation tree, as the tests walk them. */
export const groups = navigation;

/** Addresses that answer today: content pages so far; pages with their own routes join as they are built. */
const built = new Set([
  ...contentPages.map((page) => page.path),
  "/where-we-work/nsr-summary-by-lga",
  "/nsr/data-access-request-form",
  "/resource-hub/news",
  "/resource-hub/policy-and-governance-documents",
  "/get-involved/tenders",
  "/resource-hub/photo-gallery",
  "/resource-hub/video-gallery",
]);

export function pagesOf(group: NavGroup) {
  return group.pages.filter((page) => !page.external && built.has(page.path));
}

export const pages = navigation.flatMap((group) => pagesOf(group).map((page) => ({ group, page })));
