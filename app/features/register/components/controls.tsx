import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { lgaViewSearch, PAGE_SIZES, QUERY_MAX, type LgaView } from "~/features/register/view";
import { paths } from "~/site/paths";
import { useLocale } from "~/i18n/use-locale";
import { toResults } from "~/utils/results-anchor";

/** Search and page size: GET forms that work anywhere; with scripts, typing searches as you go. */
export function Controls({ view }: { view: LgaView }) {
  const navigate = useNavigate();
  const { t, href } = useLocale();
  const tablePath = href(paths.lgaTable);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = view.q;
  }, [view.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (next: LgaView) => void navigate(`${tablePath}${lgaViewSearch(next)}`, { replace: true, preventScrollReset: true });

  return (
    <div className="lga__controls">
      <form method="get" action={toResults(tablePath)} role="search" aria-label={t.lga.formLabel} className="lga__search">
        <label htmlFor="lga-q">{t.lga.searchLabel}</label>
        <div className="lga__search-row">
          <input
            ref={input}
            id="lga-q"
            name="q"
            type="search"
            defaultValue={view.q}
            maxLength={QUERY_MAX}
            autoComplete="off"
            aria-describedby="lga-q-hint"
            onChange={(event) => {
              const q = event.currentTarget.value.trim();
              clearTimeout(timer.current);
              timer.current = setTimeout(() => go({ ...view, q, page: 1 }), 300);
            }}
          />
          <HiddenView view={view} omit={["q"]} />
          <button type="submit">{t.chrome.searchButton}</button>
        </div>
        <p id="lga-q-hint" className="hint">
          {t.lga.searchHint}
        </p>
        {view.q || view.state ? (
          <p>
            <Link to={toResults(`${tablePath}${lgaViewSearch({ ...view, q: "", state: "", page: 1 })}`)}>{t.lga.clearSearch}</Link>
          </p>
        ) : null}
      </form>
      <form method="get" action={toResults(tablePath)} className="lga__size">
        <label htmlFor="lga-size">{t.lga.sizeLabel}</label>
        <div className="lga__search-row">
          <select
            id="lga-size"
            name="size"
            defaultValue={String(view.size)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              const size = PAGE_SIZES.find((candidate) => String(candidate) === value) ?? "all";
              go({ ...view, size, page: 1 });
            }}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
            <option value="all">{t.lga.all}</option>
          </select>
          <HiddenView view={view} omit={["size"]} />
          <button type="submit" className="button--secondary">
            {t.lga.show}
          </button>
        </div>
      </form>
    </div>
  );
}

/** The rest of the view as hidden fields, defaults left out; a new search or size starts at page 1. */
function HiddenView({ view, omit }: { view: LgaView; omit: Array<keyof LgaView> }) {
  const params = new URLSearchParams(lgaViewSearch({ ...view, page: 1 }).slice(1));
  return (
    <>
      {[...params]
        .filter(([key]) => !omit.some((name) => name === key))
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
    </>
  );
}
