import { MenuIcon } from "./icons";
import { SearchForm } from "~/components/search-form";
import { SITE_NAV_ID } from "./site-nav";
import { useLocale } from "~/i18n/use-locale";

/** Brand, search and the Menu link: a plain link to the menu after the content, which CSS turns into a drawer. */
export function SiteHeader() {
  const { t, href } = useLocale();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        {/* The round "N" mark is drawn by CSS, so a text browser reads "NASSCO, National Social …". */}
        <a className="brand" href={href("/")}>
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__text">
            <span className="brand__name">NASSCO</span>
            <span className="visually-hidden">, </span>
            <span className="brand__full">{t.chrome.officeName}</span>
          </span>
        </a>
        <a className="menu-link" href={`#${SITE_NAV_ID}`}>
          <MenuIcon /> {t.chrome.menu}
        </a>
        <SearchForm id="header-search" className="site-header__search" />
      </div>
    </header>
  );
}
