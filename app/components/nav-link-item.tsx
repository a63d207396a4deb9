import type { NavPage } from "~/content/navigation";

/** A menu link to a page, or to a file that opens in a new tab and says so. */
export function NavLinkItem({ page, currentPath, onClick }: { page: NavPage; currentPath: string; onClick?: () => void }) {
  if (page.external) {
    return (
      <a href={page.path} target="_blank" rel="noopener" onClick={onClick}>
        {page.name}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={page.path} aria-current={currentPath === page.path ? "page" : undefined} onClick={onClick}>
      {page.name}
    </a>
  );
}
