import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { navigation } from "~/content/navigation";
import { ChevronIcon, CloseIcon, MenuIcon } from "./icons";
import { NavLinkItem } from "./nav-link-item";

/**
 * The small-screen menu: a <details> styled as a slide-in drawer, so it opens
 * and closes without script. Its summary's ::before is the overlay, so a tap
 * on the overlay closes it too. Groups are exclusive <details name>: opening
 * one closes the others. Where scripts run, a link click, a route change and
 * Escape also close it.
 */
export function MobileDrawer({ currentPath }: { currentPath: string }) {
  const drawer = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (drawer.current) drawer.current.open = false;
  }, [currentPath]);

  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a") && drawer.current) drawer.current.open = false;
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !drawer.current?.open) return;
    drawer.current.open = false;
    drawer.current.querySelector("summary")?.focus();
  };

  return (
    <details className="drawer" ref={drawer} onKeyDown={closeOnEscape}>
      <summary className="drawer__toggle">
        <span className="drawer__when-closed">
          <MenuIcon /> Menu
        </span>
        <span className="drawer__when-open">
          <CloseIcon /> Close
        </span>
      </summary>
      <nav className="drawer__panel" aria-label="Menu" onClick={closeOnLink}>
        <ul className="drawer__groups">
          <li>
            <a className="drawer__home" href="/" aria-current={currentPath === "/" ? "page" : undefined}>
              Home
            </a>
          </li>
          {navigation.map((group) => {
            const inGroup = currentPath === group.path || currentPath.startsWith(`${group.path}/`);
            return (
              <li key={group.path}>
                <details className="drawer__group" {...{ name: "drawer-group" }} open={inGroup}>
                  <summary>
                    {group.title}
                    <ChevronIcon className="drawer__chevron" />
                  </summary>
                  <ul>
                    <li>
                      <a href={group.path} aria-current={currentPath === group.path ? "page" : undefined}>
                        {group.title}: overview
                      </a>
                    </li>
                    {group.pages.map((page) => (
                      <li key={page.path}>
                        <NavLinkItem page={page} currentPath={currentPath} />
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
      </nav>
    </details>
  );
}
