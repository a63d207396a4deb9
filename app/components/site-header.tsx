import { navigation } from "~/content/navigation";
import { SearchForm } from "./search-form";

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a className="site-header__logo" href="/">
          NASSCO
        </a>
        <nav aria-label="Main">
          <ul>
            {navigation.map((group) => (
              <li key={group.path}>
                <a href={group.path}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <SearchForm id="header-search" />
      </div>
    </header>
  );
}
