import { Link } from "@remix-run/react";
import { lgaViewSearch, sortedBy, type LgaColumn, type LgaView } from "~/features/register/view";
import { paths } from "~/site/paths";
import { toResults } from "~/utils/results-anchor";

/** A column heading that sorts by it: ascending first, then the other way; aria-sort says which. */
export function SortHeader({ view, column }: { view: LgaView; column: LgaColumn }) {
  const sorted = view.sort === column.key;
  const next = sortedBy(view, column.key);
  return (
    <th
      scope="col"
      className={column.numeric ? "num" : undefined}
      aria-sort={sorted ? (view.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link to={toResults(`${paths.lgaTable}${lgaViewSearch(next)}`)} className="sort-link">
        {column.heading}
        <span className="sort-link__arrow" aria-hidden="true">
          {sorted ? (view.dir === "asc" ? "▲" : "▼") : "↕"}
        </span>
        <span className="visually-hidden">{`: sort ${next.dir === "asc" ? "ascending" : "descending"}`}</span>
      </Link>
    </th>
  );
}
