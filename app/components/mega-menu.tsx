import { useState } from "react";
import { navigation } from "~/content/navigation";
import { usesTwoColumns } from "~/utils/navigation";
import { ChevronIcon } from "./icons";
import { NavLinkItem } from "./nav-link-item";

/**
 * The desktop menu. Hover or keyboard focus opens a group's panel and CSS
 * closes it 150 ms after the pointer leaves, so it needs no script. Where
 * scripts run, Escape also closes it.
 */
export function MegaMenu({ currentPath }: { currentPath: string }) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  return (
    <nav className="mega" aria-label="Main">
      <ul className="container mega__groups">
        {navigation.map((group) => {
          const active = currentPath === group.path || currentPath.startsWith(`${group.path}/`);
          return (
            <li
              key={group.path}
              className={`mega__group${dismissed === group.path ? " is-dismissed" : ""}`}
              onKeyDown={(event) => {
                if (event.key !== "Escape") return;
                setDismissed(group.path);
                (event.currentTarget.querySelector(".mega__trigger") as HTMLElement | null)?.focus();
              }}
              onMouseLeave={() => setDismissed(null)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDismissed(null);
              }}
            >
              <a className="mega__trigger" href={group.path} aria-current={active ? "true" : undefined}>
                {group.title}
                <ChevronIcon className="mega__chevron" />
              </a>
              <div className="mega__panel">
                <div className="container mega__panel-inner">
                  <div className="mega__intro">
                    <p className="mega__title">
                      <a href={group.path}>{group.title}</a>
                    </p>
                    <p>{group.description}</p>
                  </div>
                  <ul className={`mega__links${usesTwoColumns(group) ? " mega__links--two-columns" : ""}`}>
                    {group.pages.map((page) => (
                      <li key={page.path}>
                        <NavLinkItem page={page} currentPath={currentPath} />
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
