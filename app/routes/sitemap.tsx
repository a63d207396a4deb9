import type { MetaFunction } from "@remix-run/node";
import { NavLinkItem } from "~/components/nav-link-item";
import { SectionLayout } from "~/components/section-layout";
import { sitePages } from "~/content/site-pages";
import { pageMetaFor, siteMapSections } from "~/site/navigation";
import { slugify } from "~/utils/slug";

const PATH = sitePages.siteMap.path;

/** Written from the navigation tree alone, so it needs no loader and can never list a page the menus do not. */
export const meta: MetaFunction = () => {
  const { title, description } = pageMetaFor(PATH);
  return [{ title }, { name: "description", content: description }];
};

/** The HTML site map: every section and page in plain lists, for readers who cannot use the menus or prefer one list. */
export default function SiteMap() {
  return (
    <SectionLayout path={PATH}>
      <p className="lead">
        Every section and page of this website. The menu at the top of each page leads to the same places; the <a href="/">home page</a> is
        the way in.
      </p>
      <div className="site-map">
        {siteMapSections().map((section) => {
          const id = `site-map-${slugify(section.title)}`;
          return (
            <section key={section.title} aria-labelledby={id}>
              <h2 id={id}>{section.path ? <a href={section.path}>{section.title}</a> : section.title}</h2>
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
