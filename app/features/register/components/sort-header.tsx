import { Link } from "@remix-run/react";
import { columnHeading } from "~/features/register/table-words";
import { lgaViewSearch, sortedBy, type LgaColumn, type LgaView } from "~/features/register/view";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";
import { toResults } from "~/utils/results-anchor";

/** A column heading that sorts by it: ascending first, then the other way; aria-sort says which. */
export function SortHeader({ view, column }: { view: LgaView; column: LgaColumn }) {
  const { t, href } = useLocale();
  const sorted = view.sort === column.key;
  const next = sortedBy(view, column.key);
  return (
    <th
      scope="col"
      className={column.numeric ? "num" : undefined}
      aria-sort={sorted ? (view.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link to={toResults(`${href(paths.lgaTable)}${lgaViewSearch(next)}`)} className="sort-link">
        {columnHeading(column.key, t.lga)}
        <span className="sort-link__arrow" aria-hidden="true">
          {sorted ? (view.dir === "asc" ? "▲" : "▼") : "↕"}
        </span>
        <span className="visually-hidden">
          {format(t.lga.sortAction, { direction: next.dir === "asc" ? t.lga.ascending : t.lga.descending })}
        </span>
      </Link>
    </th>
  );
}
