import { isSameOriginPath } from "~/utils/same-origin-path";
import { paths } from "~/site/paths";

/** The LGA table's parameters that say how readers look at it; what they search for (q, state) and where (page) stay theirs. */
const COUNTED_LGA_PARAMS = ["sort", "dir", "size"];
/** page_view_daily.path's limit: a longer path would fail the whole batch it was written with. */
export const MAX_COUNTED_PATH = 300;

/**
 * The page a view is counted against: lower-case, without a query string
 * (a search's words stay private), except how the LGA table was sorted and
 * sized. Only pages that exist (`exists`: the sitemap's, and search) are
 * counted, so a forged beacon cannot fill the table with junk paths.
 */
export function analyticsPath(raw: unknown, exists: (path: string) => boolean): string | null {
  if (typeof raw !== "string" || raw.length > 500 || !isSameOriginPath(raw)) return null;
  const url = new URL(raw, "http://site.invalid");
  const path = (url.pathname.replace(/\/+$/, "") || "/").toLowerCase();
  if (!exists(path)) return null;
  if (path !== paths.lgaTable) return path;
  const kept = COUNTED_LGA_PARAMS.flatMap((name) => {
    const value = url.searchParams.get(name);
    return value && /^[a-z0-9]{1,10}$/.test(value) ? [`${name}=${value}`] : [];
  });
  const counted = kept.length ? `${path}?${kept.join("&")}` : path;
  return counted.length <= MAX_COUNTED_PATH ? counted : path;
}
