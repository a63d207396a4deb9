import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/router";
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
  return (path) => {
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
}
