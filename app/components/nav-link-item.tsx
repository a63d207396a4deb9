import type { NavPage } from "~/content/navigation";
import { NewTabLink } from "./new-tab-link";
import { PlaceholderNote } from "./provenance-label";

/** A menu link to a page, or to a file that opens in a new tab and says so. */
export function NavLinkItem({ page, currentPath, onClick }: { page: NavPage; currentPath: string; onClick?: () => void }) {
  if (page.external) {
    return (
      <NewTabLink href={page.path} onClick={onClick}>
        {page.name}
        <PlaceholderNote href={page.path} />
      </NewTabLink>
    );
  }
  return (
    <a href={page.path} aria-current={currentPath === page.path ? "page" : undefined} onClick={onClick}>
      {page.name}
    </a>
  );
}
