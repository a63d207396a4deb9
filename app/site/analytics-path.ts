import { isSameOriginPath } from "~/utils/same-origin-path";
import { locate } from "./navigation";
import { paths } from "./paths";
import { canonicalQueryKey } from "./query-params";

/**
 * The page a view is counted against: lower-case, without a query string
 * (a search's words stay private), except the LGA table's own parameters,
 * which say what readers looked for. Only pages of the site's own sections
 * are counted, so a forged beacon cannot fill the table with junk paths.
 */
export function analyticsPath(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > 500 || !isSameOriginPath(raw)) return null;
  const url = new URL(raw, "http://site.invalid");
  const path = (url.pathname.replace(/\/+$/, "") || "/").toLowerCase();
  if (!/^\/[a-z0-9._/-]*$/.test(path) || path.length > 200) return null;
  if (path !== paths.home && path !== paths.search && !locate(path).group) return null;
  return path === paths.lgaTable ? canonicalQueryKey(path, url.searchParams) : path;
}
