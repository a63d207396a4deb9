import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import type { RequestRecord } from "../metrics";
import { UNKNOWN_ROUTE } from "./route-pattern";

/**
 * The route parameters a logged path may show: what a page's address names publicly (a section,
 * a page, an article, a file's content hash) or a back-office record. Any other parameter may be a
 * capability (an invitation's :token, which sets up an account), so a path through such a route is
 * never written; the route pattern names it instead.
 */
const PUBLIC_PARAMS = new Set(["group", "page", "slug", "id", "collection", "file", "reference"]);

/** Whether a path reaching this route pattern may be written to the log as it is. */
export function pathIsLoggable(route: string): boolean {
  if (route === UNKNOWN_ROUTE) return false;
  return [...route.matchAll(/:([A-Za-z_]+)|\*/g)].every((match) => match[1] !== undefined && PUBLIC_PARAMS.has(match[1]));
}

/** What a proxy's request id may look like to be kept (nginx's $request_id is 32 hex digits). */
const REQUEST_ID = /^[A-Za-z0-9._:@+=/-]{1,128}$/;

/**
 * The first step of the chain: gives each request an id (a trusted proxy's
 * X-Request-Id, else a new one), echoes it in the response, and when the
 * response has gone writes one log line and one observation for the metrics.
 *
 * The line names the route pattern, never the address: no query string ever
 * (where newsletter links and status codes travel), and the path only for a
 * known route whose parameters are public (pathIsLoggable) answered below 400
 * or at 500 and over (a 404's or a refusal's path is whatever the client typed). No client
 * address, headers, cookies or body: the privacy policy says we do not store
 * IP addresses or browsers' descriptions.
 */
export function requestLog({
  log,
  trusted,
  routeOf,
  record,
}: {
  log: Logger;
  /** Whether a directly connected address is a proxy in TRUST_PROXY. */
  trusted: (address: string) => boolean;
  routeOf: (path: string) => string;
  record: (request: RequestRecord) => void;
}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    // Read now: a mounted middleware (/build) shortens req.path for the rest of the chain.
    const path = req.path;
    const given = req.get("X-Request-Id");
    const id = given !== undefined && REQUEST_ID.test(given) && trusted(req.socket.remoteAddress ?? "") ? given : randomUUID();
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    res.once("close", () => {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
      const route = (res.locals.route as string | undefined) ?? routeOf(path);
      const status = res.statusCode;
      const cache = res.getHeader("X-Page-Cache") === "hit" ? "hit" : res.locals.pageCacheKey !== undefined ? "miss" : "none";
      const showPath = pathIsLoggable(route) && (status < 400 || status >= 500);
      record({ method: req.method, route, status, ms, cache });
      log[status >= 500 ? "error" : "info"](
        {
          requestId: id,
          method: req.method,
          route,
          ...(showPath ? { path } : {}),
          status,
          ms,
          cache,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        "request",
      );
    });
    next();
  };
}

/** Names the requests a middleware answers (static files) by a fixed pattern, for as long as it has them. */
export function namedRoute(route: string, handler: (req: Request, res: Response, next: NextFunction) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.route = route;
    handler(req, res, (error?: unknown) => {
      delete res.locals.route;
      next(error);
    });
  };
}
