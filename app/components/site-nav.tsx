import { useEffect, useRef, useState } from "react";
import { navigation } from "~/content/navigation";
import { usesTwoColumns, wordsOf } from "~/site/navigation";
import { paths } from "~/site/paths";
import { useLocale } from "~/i18n/use-locale";
import { format } from "~/i18n/format";
import { ChevronIcon, CloseIcon } from "./icons";
import { NavLinkItem } from "./nav-link-item";

export const SITE_NAV_ID = "site-nav";

/**
 * The one navigation tree, placed after <main> so that a text browser or a
 * phone without CSS reaches the page's heading first and the menu at the end,
 * where the header's Menu link leads. CSS makes it the rest:
 * - 769 px and up: the mega-menu bar under the header (the body is a grid, and
 *   reading-flow keeps keyboard order with what is seen). A group opens on
 *   hover or keyboard focus and closes 150 ms after the pointer leaves.
 * - Smaller, once the Menu link targets it: a drawer over the page, with Close
 *   and an overlay that close it; otherwise it sits in the page, after the
 *   content. Its groups are exclusive <details>, so one is open at a time;
 *   where <details> is unknown (KaiOS 2.5, Opera Mini) they are plain lists.
 * Where scripts run, Escape also closes a group or the drawer.
 */
export function SiteNav({ currentPath }: { currentPath: string }) {
  const nav = useRef<HTMLElement>(null);
  const { t, pages, href } = useLocale();
  const [dismissed, setDismissed] = useState<string | null>(null);

  // A new page closes the open groups; hydration does not: on a slow line the scripts start after the
  // page has loaded (decision 0043), and a group the reader opened meanwhile stays open.
  const shownPath = useRef(currentPath);
  useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    for (const group of nav.current?.querySelectorAll("details") ?? []) group.open = false;
  }, [currentPath]);

  // Escape closes the open group (and the drawer). The listener is on the document, not the <nav>:
  // after a tap on the header's Menu link, focus is still on that link, outside the drawer.
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const target = event.target instanceof Element ? event.target : null;
      const group = nav.current?.contains(target) ? target?.closest<HTMLElement>(".site-nav__group") : null;
      if (group?.dataset["path"]) {
        setDismissed(group.dataset["path"]);
        group.querySelector<HTMLElement>("summary")?.focus();
      }
      if (window.location.hash === `#${SITE_NAV_ID}`) window.location.replace("#main-content");
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, []);

  return (
    <nav id={SITE_NAV_ID} className="site-nav" aria-label={t.chrome.menu} ref={nav}>
      {/* The dimmed page beside the open drawer: a tap on it closes the drawer. Close does the same for keyboards and screen readers. */}
      <a className="site-nav__overlay" href="#main-content" tabIndex={-1} aria-hidden="true">
        <span className="visually-hidden">{t.chrome.closeMenu}</span>
      </a>
      <div className="site-nav__inner container">
        <p className="site-nav__heading">
          {t.chrome.menu}{" "}
          <a className="site-nav__close" href="#main-content" aria-label={t.chrome.closeMenu}>
            <CloseIcon /> {t.chrome.close}
          </a>
        </p>
        <ul className="site-nav__groups">
          <li className="site-nav__home">
            <a href={href("/")} aria-current={currentPath === "/" ? "page" : undefined}>
              {t.chrome.home}
            </a>
          </li>
          {navigation.map((group) => {
            const title = wordsOf(pages, group.path).name;
            const inGroup = currentPath === group.path || currentPath.startsWith(`${group.path}/`);
            return (
              <li
                key={group.path}
                data-path={group.path}
                className={`site-nav__group${inGroup ? " is-current" : ""}${dismissed === group.path ? " is-dismissed" : ""}`}
                onMouseLeave={() => setDismissed(null)}
                onBlur={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget)) setDismissed(null);
                }}
              >
                <details {...{ name: "site-nav-group" }}>
                  <summary className="site-nav__trigger">
                    {title}
                    <ChevronIcon className="site-nav__chevron" />
                  </summary>
                  <div className="site-nav__panel">
                    <div className="container site-nav__panel-inner">
                      <div className="site-nav__intro">
                        <p className="site-nav__overview">
                          <a href={href(group.path)} aria-current={currentPath === group.path ? "page" : undefined}>
                            {format(t.chrome.groupOverview, { group: title })}
                          </a>
                        </p>
                        <p>{wordsOf(pages, group.path).description}</p>
                      </div>
                      <ul className={`site-nav__links${usesTwoColumns(group) ? " site-nav__links--two-columns" : ""}`}>
                        {group.pages.map((page) => (
                          <li key={page.path}>
                            <NavLinkItem page={page} currentPath={currentPath} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  </div>
                </details>
              </li>
            );
          })}
          {/* What a household most often comes to do, one step from the menu in every language (issue 67). */}
          <li className="site-nav__home site-nav__report">
            <a href={href(paths.grievanceForm)} aria-current={currentPath === paths.grievanceForm ? "page" : undefined}>
              {t.grievanceForm.title}
            </a>
          </li>
        </ul>
      </div>
    </nav>
  );
}
