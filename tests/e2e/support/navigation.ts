import { navigation, type NavGroup } from "../../../app/content/navigation";

/** Every group and page of the navigation tree, as the tests walk them: every page, none listed by hand. */
export const groups = navigation;

export function pagesOf(group: NavGroup) {
  return group.pages.filter((page) => !page.external);
}

export const pages = navigation.flatMap((group) => pagesOf(group).map((page) => ({ group, page })));
