import { MegaMenu } from "./mega-menu";
import { MobileDrawer } from "./mobile-drawer";
import { SearchForm } from "./search-form";

export function SiteHeader({ currentPath }: { currentPath: string }) {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a className="brand" href="/">
          <span className="brand__mark" aria-hidden="true">
            N
          </span>
          <span className="brand__text">
            <span className="brand__name">NASSCO</span>
            <span className="brand__full">National Social Safety-Nets Coordinating Office</span>
          </span>
        </a>
        <SearchForm id="header-search" className="site-header__search" />
        <MobileDrawer currentPath={currentPath} />
      </div>
      <MegaMenu currentPath={currentPath} />
    </header>
  );
}
