import type { ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { isSameOriginPath } from "../app/utils/same-origin-path";
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

/** The last line of defence: a redirect whose Location would leave the site goes home instead. */
export function sameOriginRedirects(_req: Request, res: Response, next: NextFunction) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    const location = res.getHeader("Location");
    if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === "string" && !isSameOriginPath(location)) {
      console.error(`Refused a redirect off the site: ${JSON.stringify(location.slice(0, 100))}`);
      res.setHeader("Location", "/");
    }
    return writeHead(...args);
  }) as Response["writeHead"];
  next();
}

function splitQuery(url: string): [string, string | undefined] {
  const index = url.indexOf("?");
  return index < 0 ? [url, undefined] : [url.slice(0, index), url.slice(index)];
}

/** The URL patterns of the routes with an action, from the compiled route table. */
export function actionPatterns(build: ServerBuild): RegExp[] {
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.keys(routes)
    .filter((id) => Boolean(routes[id]?.module.action))
    .map((id) => {
      const pattern = fullPath(id)
        .split("/")
        .filter(Boolean)
        .map((segment) => (segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("/");
      return new RegExp(`^/${pattern}/?$`);
    });
}

const READ_METHODS = ["GET", "HEAD"];
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * GET and HEAD everywhere, POST where a route has an action, OPTIONS says
 * which; any other method is a 405 with Allow. A post must be a form (or JSON
 * to /api/), sent without a content coding.
 */
export function methodGuard(actions: RegExp[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (READ_METHODS.includes(req.method)) return next();
    const posts = actions.some((pattern) => pattern.test(req.path));
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
    const types = req.path.startsWith("/api/") ? ["application/json"] : FORM_TYPES;
    if ((encoding && encoding.toLowerCase() !== "identity") || !types.some((type) => req.is(type))) {
      return refuse(req, res, 415, `Please send this as ${types.join(" or ")}.`);
    }
    next();
  };
}
