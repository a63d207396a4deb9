import { toResults } from "~/utils/results-anchor";

/** A plain GET form to /search, so it works on any browser; it lands at the results. */
export function SearchForm({ id, defaultValue = "", className }: { id: string; defaultValue?: string; className?: string }) {
  return (
    <form className={className ? `search-form ${className}` : "search-form"} action={toResults("/search")} method="get" role="search">
      <label className="visually-hidden" htmlFor={id}>
        Search the NASSCO website
      </label>
      <input id={id} name="query" type="search" defaultValue={defaultValue} maxLength={100} placeholder="Search" autoComplete="off" />
      <button type="submit">Search</button>
    </form>
  );
}
