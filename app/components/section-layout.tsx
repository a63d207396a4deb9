import { useEffect, useRef, type ReactNode } from "react";
import type { NavGroup } from "~/content/navigation";
import { useLocale } from "~/i18n/use-locale";
import { format } from "~/i18n/format";
import { breadcrumbsFor, heroFor, locate, sideLinksFor, wordsOf, type Crumb } from "~/site/navigation";
import { ChevronIcon } from "./icons";
import { PageFrame } from "./page-frame";

/**
 * The frame of every section page: the hero (whose title is the page's one
 * h1), the breadcrumb, the content, and the section's other pages, as a sticky
 * side list on large screens and a "More in …" menu on small ones.
 */
export function SectionLayout({
  children,
  title,
  path,
  answer,
}: {
  children: ReactNode;
  title?: string;
  path?: string;
  /** A form's answer: shown in the hero in place of the section's tagline (PageHero.answer). */
  answer?: ReactNode;
}) {
  // A draft's preview in the back office is drawn at its own address, not the page's (staff-content/page-preview.tsx).
  const locale = useLocale();
  const pathname = path ?? locale.path;
  const hero = heroFor(pathname, locale.pages);
  const { group } = locate(pathname);
  return (
    <PageFrame hero={answer ? { title: title ?? hero.title, answer } : { title: title ?? hero.title, tagline: hero.tagline }}>
      <div className="container">
        <Breadcrumbs crumbs={breadcrumbsFor(pathname, locale.t.chrome.home, locale.pages)} />
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
  const { t, href } = useLocale();
  return (
    <nav className="breadcrumbs" aria-label={t.chrome.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <a href={href(crumb.path)} aria-current="page">
                {crumb.name}
              </a>
            ) : (
              <a href={href(crumb.path)}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function SideLinks({ group, currentPath }: { group: NavGroup; currentPath: string }) {
  const { pages, href } = useLocale();
  return (
    <ul className="side-links">
      {sideLinksFor(group, pages).map((link) => {
        const current = currentPath === link.path;
        const within = !current && link.path !== group.path && currentPath.startsWith(`${link.path}/`);
        return (
          <li key={link.path}>
            <a href={href(link.path)} aria-current={current ? "page" : within ? "true" : undefined}>
              {link.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function RelatedContent({ group, currentPath }: { group: NavGroup; currentPath: string }) {
  const { t, pages } = useLocale();
  return (
    <aside className="section__aside" aria-labelledby="related-content">
      <h2 id="related-content">{t.chrome.relatedContent}</h2>
      <nav aria-label={format(t.chrome.relatedContentIn, { group: wordsOf(pages, group.path).name })}>
        <SideLinks group={group} currentPath={currentPath} />
      </nav>
    </aside>
  );
}

/** Small screens: the same list behind a disclosure, closed again on a change of page. */
function MoreIn({ group, currentPath }: { group: NavGroup; currentPath: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { t, pages } = useLocale();
  const moreIn = format(t.chrome.moreIn, { group: wordsOf(pages, group.path).name });
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [currentPath]);
  return (
    <details className="more-in" ref={menu}>
      <summary>
        {moreIn}
        <ChevronIcon className="more-in__chevron" />
      </summary>
      <nav aria-label={moreIn}>
        <SideLinks group={group} currentPath={currentPath} />
      </nav>
    </details>
  );
}
