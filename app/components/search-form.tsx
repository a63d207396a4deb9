import { useState, type FormEvent } from "react";
import { toResults } from "~/utils/results-anchor";
import { useLocale } from "~/i18n/use-locale";

/**
 * A plain GET form to /search, so it works on any browser; it lands at the results.
 * On a page with scripts, a search sent while the browser is offline would only
 * reach the browser's own error page, in its language: the form says so itself,
 * in the reader's, and keeps the words typed (without scripts, the browser's
 * page is all there can be).
 */
export function SearchForm({ id, defaultValue = "", className }: { id: string; defaultValue?: string; className?: string }) {
  const { t, href } = useLocale();
  const [offline, setOffline] = useState(false);
  function send(event: FormEvent<HTMLFormElement>) {
    const cannotReach = typeof navigator !== "undefined" && navigator.onLine === false;
    setOffline(cannotReach);
    if (cannotReach) event.preventDefault();
  }
  const classes = ["search-form", className, offline ? "search-form--failed" : ""].filter(Boolean).join(" ");
  return (
    <form className={classes} action={toResults(href("/search"))} method="get" role="search" onSubmit={send}>
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
      {offline ? (
        <p className="search-form__error callout callout--error" role="alert">
          {t.form.error} {t.search.networkError}
        </p>
      ) : null}
    </form>
  );
}
