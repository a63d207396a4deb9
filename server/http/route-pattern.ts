import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/router";
import { LRUCache } from "lru-cache";
import { routeTree } from "./request-guards";

/** The catch-all route's pattern: every address no other route knows (a 404 page, mostly). */
export const UNKNOWN_ROUTE = "/*";

/**
 * The route pattern a path reaches ("/news/:slug", "/:group/:page", "/*"),
 * by the compiled route table's own matching: what the request log and the
 * metrics name a request by, never its address. Single-fetch data requests
 * ("/news/x.data") get their route's pattern with ".data".
 */
export function routePatterns(build: ServerBuild): (path: string) => string {
  const routes = routeTree(build);
  // matchRoutes ranks the whole table on every call (0.1 ms or so): the paths readers ask for
  // again and again are remembered, a few hundred short ones at most.
  const known = new LRUCache<string, string>({ max: 500 });
  const patternOf = (path: string) => {
    if (path.length > 200) return match(path);
    let pattern = known.get(path);
    if (pattern === undefined) known.set(path, (pattern = match(path)));
    return pattern;
  };
  const match = (path: string) => {
    const data = path.endsWith(".data");
    const pagePath = data ? path.slice(0, -".data".length).replace(/^\/_root$/, "/") : path;
    // matchRoutes would warn on the console about a path it cannot decode (rejectBadEscapes refuses those).
    try {
      decodeURIComponent(pagePath);
    } catch {
      return UNKNOWN_ROUTE;
    }
    const matches = matchRoutes(routes, pagePath);
    if (!matches) return UNKNOWN_ROUTE;
    const segments = matches.map((match) => match.route.path).filter((segment): segment is string => Boolean(segment));
    const pattern = `/${segments.join("/")}`.replace(/\/{2,}/g, "/");
    return data ? `${pattern}.data` : pattern;
  };
  return patternOf;
}
