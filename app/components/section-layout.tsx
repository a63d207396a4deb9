import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import type { NavGroup } from "~/content/navigation";
import { breadcrumbsFor, heroFor, locate, sideLinksFor, type Crumb } from "~/site/navigation";
import { ChevronIcon } from "./icons";
import { PageFrame } from "./page-frame";

/**
 * The frame of every section page: the hero (whose title is the page's one
 * h1), the breadcrumb, the content, and the section's other pages, as a sticky
 * side list on large screens and a "More in …" menu on small ones.
 */
export function SectionLayout({ children, title, path }: { children: ReactNode; title?: string; path?: string }) {
  // A draft's preview in the back office is drawn at its own address, not the page's (staff-content/page-preview.tsx).
  const location = useLocation();
  const pathname = path ?? location.pathname;
  const hero = heroFor(pathname);
  const { group } = locate(pathname);
  return (
    <PageFrame hero={{ title: title ?? hero.title, tagline: hero.tagline }}>
      <div className="container">
        <Breadcrumbs crumbs={breadcrumbsFor(pathname)} />
        {group ? <MoreIn group={group} currentPath={pathname} /> : null}
        <div className={group ? "section" : undefined}>
          <div className="section__content">{children}</div>
          {group ? <RelatedContent group={group} currentPath={pathname} /> : null}
        </div>
      </div>
    </PageFrame>
  );
}

function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <a href={crumb.path} aria-current="page">
                {crumb.name}
              </a>
            ) : (
              <a href={crumb.path}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function SideLinks({ group, currentPath }: { group: NavGroup; currentPath: string }) {
  return (
    <ul className="side-links">
      {sideLinksFor(group).map((link) => {
        const current = currentPath === link.path;
        const within = !current && link.path !== group.path && currentPath.startsWith(`${link.path}/`);
        return (
          <li key={link.path}>
            <a href={link.path} aria-current={current ? "page" : within ? "true" : undefined}>
              {link.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function RelatedContent({ group, currentPath }: { group: NavGroup; currentPath: string }) {
  return (
    <aside className="section__aside" aria-labelledby="related-content">
      <h2 id="related-content">Related Content</h2>
      <nav aria-label={`Related content: ${group.title}`}>
        <SideLinks group={group} currentPath={currentPath} />
      </nav>
    </aside>
  );
}

/** Small screens: the same list behind a disclosure, closed again on a change of page. */
function MoreIn({ group, currentPath }: { group: NavGroup; currentPath: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [currentPath]);
  return (
    <details className="more-in" ref={menu}>
      <summary>
        More in {group.title}
        <ChevronIcon className="more-in__chevron" />
      </summary>
      <nav aria-label={`More in ${group.title}`}>
        <SideLinks group={group} currentPath={currentPath} />
      </nav>
    </details>
  );
}
