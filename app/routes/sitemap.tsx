import type { MetaFunction } from "@remix-run/node";
import { NavLinkItem } from "~/components/nav-link-item";
import { SectionLayout } from "~/components/section-layout";
import { sitePages } from "~/content/site-pages";
import { pageMetaFor, siteMapSections, wordsOf } from "~/site/navigation";
import { WithLink } from "~/components/with-link";
import { useLocale } from "~/i18n/use-locale";
import type { RouteHandle } from "~/utils/handle";
import { slugify } from "~/utils/slug";

const PATH = sitePages.siteMap.path;

/** The navigation's names, in the site's own words. */
export const handle: RouteHandle = { furnitureOnly: true };

/** Written from the navigation tree alone, so it needs no loader and can never list a page the menus do not. */
export const meta: MetaFunction = () => {
  const { title, description } = pageMetaFor(PATH);
  return [{ title }, { name: "description", content: description }];
};

/** The HTML site map: every section and page in plain lists, for readers who cannot use the menus or prefer one list. */
export default function SiteMap() {
  const { t, pages, href } = useLocale();
  return (
    <SectionLayout path={PATH}>
      <p className="lead">
        <WithLink text={t.lists.siteMapLead} mark="home" href={href("/")} label={t.lists.homePage} />
      </p>
      <div className="site-map">
        {siteMapSections().map((section) => {
          // Ids stay the English title's, so links to a section hold in every language.
          const id = `site-map-${slugify(section.title)}`;
          const title = section.path ? wordsOf(pages, section.path).name : t.lists.aboutWebsite;
          return (
            <section key={section.title} aria-labelledby={id}>
              <h2 id={id}>{section.path ? <a href={href(section.path)}>{title}</a> : title}</h2>
              <ul>
                {section.pages.map((page) => (
                  <li key={page.path}>
                    <NavLinkItem page={page} currentPath={PATH} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </SectionLayout>
  );
}
