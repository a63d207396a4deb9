import type { NavPage } from "~/content/navigation";
import { NewTabLink } from "./new-tab-link";
import { PlaceholderNote } from "./provenance-label";
import { useLocale } from "~/i18n/use-locale";
import { wordsOf } from "~/site/navigation";

/** A menu link to a page, or to a file that opens in a new tab and says so. */
export function NavLinkItem({ page, currentPath, onClick }: { page: NavPage; currentPath: string; onClick?: () => void }) {
  const { pages, href } = useLocale();
  const name = wordsOf(pages, page.path).name;
  if (page.external) {
    return (
      <NewTabLink href={page.path} onClick={onClick}>
        {name}
        <PlaceholderNote href={page.path} />
      </NewTabLink>
    );
  }
  return (
    <a href={href(page.path)} aria-current={currentPath === page.path ? "page" : undefined} onClick={onClick}>
      {name}
    </a>
  );
}
