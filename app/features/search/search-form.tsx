import { toResults } from "~/utils/results-anchor";
import { useLocale } from "~/i18n/use-locale";

/** A plain GET form to /search, so it works on any browser; it lands at the results. */
export function SearchForm({ id, defaultValue = "", className }: { id: string; defaultValue?: string; className?: string }) {
  const { t, href } = useLocale();
  return (
    <form className={className ? `search-form ${className}` : "search-form"} action={toResults(href("/search"))} method="get" role="search">
      <label className="visually-hidden" htmlFor={id}>
        {t.chrome.searchLabel}
      </label>
      <input
        id={id}
        name="query"
        type="search"
        defaultValue={defaultValue}
        maxLength={100}
        placeholder={t.chrome.searchPlaceholder}
        autoComplete="off"
      />
      <button type="submit">{t.chrome.searchButton}</button>
    </form>
  );
}
