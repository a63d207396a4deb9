import type { ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { apiSurfaceOf } from "./api-surfaces";
import { refuse } from "./refuse";

/**
 * What reaches Remix has been checked here first: forwarded headers come only
 * from trusted proxies, the path is decodable and starts with one slash, the
 * method suits the route, and a posted body has a type the route reads. So
 * nothing a client sends can turn into a 500, and no redirect can leave the site.
 */

const FORWARDED_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  // A country for the page-view counts, from a CDN or proxy that knows it.
  "cf-ipcountry",
  "x-country-code",
];

/** Without a trusted proxy in between, X-Forwarded-* are the client's own words: drop them before anything reads them. */
export function dropUntrustedForwarding(trusted: (address: string) => boolean) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!trusted(req.socket.remoteAddress ?? "")) for (const name of FORWARDED_HEADERS) delete req.headers[name];
    next();
  };
}

/** A path Node cannot decode ("/%E0%A4%A") is the client's mistake: 400, before any router tries. */
export function rejectBadEscapes(req: Request, res: Response, next: NextFunction) {
  try {
    decodeURIComponent(req.path);
  } catch {
    return refuse(req, res, 400, "The web address is not valid. Please check it and try again.");
  }
  next();
}

/** Leading slashes and backslashes, raw or %-encoded: "//x", "/\\x", "/%2F%5Cx" all begin this way. */
const LEADING_SLASHES = /^(?:[/\\]|%2f|%5c)+/i;

/**
 * "//evil.example/" is a path to us but a host to a browser reading a
 * Location header. Such paths are collapsed to one slash (a same-site 301)
 * before any other redirect logic sees them.
 */
export function collapseLeadingSlashes(req: Request, res: Response, next: NextFunction) {
  const [path = "", query] = splitQuery(req.originalUrl);
  const collapsed = path.replace(LEADING_SLASHES, "/");
  if (collapsed === path) return next();
  res.setHeader("Cache-Control", "public, max-age=86400");
  res.redirect(301, collapsed + (query ?? ""));
}

function splitQuery(url: string): [string, string | undefined] {
  const index = url.indexOf("?");
  return index < 0 ? [url, undefined] : [url.slice(0, index), url.slice(index)];
}

/**
 * Whether a path reaches a route with an action, by the compiled route
 * table's own matching (@remix-run/router's matchRoutes), so that the answer
 * is the one Remix would give.
 */
export function actionRoutes(build: ServerBuild): (path: string) => boolean {
  const routes = routeTree(build);
  return (path) => {
    const leaf = matchRoutes(routes, path)?.at(-1);
    return Boolean(leaf && build.routes[leaf.route.id!]?.module.action);
  };
}

/** The build's routes as @remix-run/router's matchRoutes takes them. */
export function routeTree(build: ServerBuild): AgnosticRouteObject[] {
  const tree = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
      );
  return tree(undefined);
}

const READ_METHODS = ["GET", "HEAD"];
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * GET and HEAD everywhere, POST where a route has an action, OPTIONS says
 * which; any other method is a 405 with Allow. A post must be a form (or JSON
 * to /api/), sent without a content coding.
 */
export function methodGuard(hasAction: (path: string) => boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (READ_METHODS.includes(req.method)) return next();
    const posts = hasAction(req.path);
    const allow = posts ? "GET, HEAD, POST, OPTIONS" : "GET, HEAD, OPTIONS";
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", allow);
      req.resume();
      return res.status(204).end();
    }
    if (req.method !== "POST" || !posts) {
      res.setHeader("Allow", allow);
      return refuse(req, res, 405, "This address cannot be used that way. Please go back and use the page's own form or links.");
    }
    const encoding = req.get("Content-Encoding");
    const types = apiSurfaceOf(req.path)?.bodyTypes ?? FORM_TYPES;
    if ((encoding && encoding.toLowerCase() !== "identity") || !types.some((type) => req.is(type))) {
      return refuse(req, res, 415, `Please send this as ${types.join(" or ")}.`);
    }
    next();
  };
}
