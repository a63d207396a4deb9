import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { describeError, log } from "../log";
import type { RequestRecord } from "../metrics";
import type { Running, SiteConfig } from "../site-contract";
import { requestFacts } from "./client-key";
import { compiledAssets } from "./compiled-assets";
import { drainGuard, type Lifecycle } from "./drain";
import { refuse } from "./refuse";
import { remixHandler } from "./remix-handler";
import { actionRoutes, collapseLeadingSlashes, dropUntrustedForwarding, methodGuard, rejectBadEscapes } from "./request-guards";
import { namedRoute, requestLog } from "./request-log";
import { routePatterns } from "./route-pattern";
import { BODY_LIMIT_BYTES, limitBodies, securityHeaders } from "./security";
import { isFromThisMachine, isSiteHost, parseHost, siteHost, siteHostGuard } from "./site-host";
import { trustProxies } from "./express-app";
import { isStaffPath, largeBodyLimit, STAFF_PREFIX } from "./staff-path";
import { guardLocations } from "./location-guard";

/**
 * Every answer of the back office is for one person: no cache may keep it
 * (nginx's and the page cache included), no search engine may list it, no
 * other site may frame it or learn its addresses (an invitation's link) from a Referer.
 */
function staffHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  // same-origin, not no-referrer: with no-referrer a browser sends "Origin: null" on a post.
  res.setHeader("Referrer-Policy", "same-origin");
  res.setHeader("X-Frame-Options", "DENY");
  next();
}

/**
 * A post to the back office must come from the back office's own page: an
 * Origin naming another site is refused, and so is one with neither Origin
 * nor Referer from a browser (every browser the office uses sends one of
 * them; w3m sends Referer). The session's cookie is SameSite=Strict and each
 * signed-in form carries a token (app/features/staff-auth/csrf.server.ts) as
 * well: this is the outer fence.
 */
function staffOriginOnly(site: ReturnType<typeof siteHost>) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const source = req.get("Origin") ?? req.get("Referer");
    let host: ReturnType<typeof parseHost> = null;
    try {
      host = source ? parseHost(new URL(source).host) : null;
    } catch {
      host = null;
    }
    if (host && isSiteHost(site, host, isFromThisMachine(req))) return next();
    refuse(req, res, 403, "This form can only be sent from the back office's own pages.");
  };
}

/**
 * The back office's listener (STAFF_PORT): the same build as the public site,
 * but only /staff and the compiled assets, on the back office's own origin,
 * never through the page cache or the render queue, and with the headers
 * above on every answer.
 */
export function createStaffApp({
  build,
  config,
  running,
  staff,
  lifecycle,
  record,
}: {
  build: ServerBuild;
  config: SiteConfig;
  running: Running;
  staff: NonNullable<SiteConfig["staff"]>;
  /** The process's: its listener drains when the process is told to stop. */
  lifecycle: Lifecycle;
  /** Each request, for the metrics (requests by route and status). */
  record: (request: RequestRecord) => void;
}) {
  const app = express();
  app.disable("x-powered-by");
  const trusted = trustProxies(app, config);
  const site = siteHost(staff.origin, staff.port, staff.host);
  const routeOf = routePatterns(build);
  app.use(
    requestLog({ log, trusted: (address) => trusted(address, 0), routeOf, record }),
    guardLocations(running.isSitePath),
    dropUntrustedForwarding((address) => trusted(address, 0)),
    siteHostGuard(site),
    rejectBadEscapes,
    collapseLeadingSlashes,
    securityHeaders,
    staffHeaders,
    // Stopping: as the site's listener does (drain.ts), so a post that meets a restart is answered.
    drainGuard(lifecycle),
    compression(),
  );
  app.use("/build", compiledAssets());
  app.get("/favicon.svg", namedRoute("static file", express.static(path.resolve("public"), { index: false, redirect: false })));
  // The site's own pictures, for the editor's thumbnail of an item's image (uploads are /staff/media, behind sign-in).
  app.use(
    `${STAFF_PREFIX}/images`,
    namedRoute("static file", express.static(path.resolve("public/images"), { index: false, redirect: false })),
  );
  app.get("/", (_req, res) => res.redirect(303, STAFF_PREFIX));
  app.use((req, res, next) => (isStaffPath(req.path) ? next() : refuse(req, res, 404, "The back office has no page at this address.")));
  // The register's file, uploads and a request's scans are the large bodies it takes (staff-path.ts).
  app.use(methodGuard(actionRoutes(build)), limitBodies(BODY_LIMIT_BYTES, largeBodyLimit), staffOriginOnly(site));
  const remix = remixHandler({
    build,
    site,
    pages: { send: () => false },
    getLoadContext: (req, res) =>
      running.loadContext(req, res, {
        ...requestFacts(req),
        staffListener: true,
        stats: () => ({ pageCache: { entries: 0, bytes: 0 }, renders: { rendering: 0, waiting: 0, clients: 0 }, heapUsedBytes: 0 }),
      }),
  });
  app.all("*", (req, res, next) => void remix(req, res, next));
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    log.error({ requestId: res.locals.requestId as string, err: describeError(error) }, "Back-office request failed");
    if (res.headersSent) return res.destroy();
    refuse(req, res, 500, "Something went wrong on our side. Please try again.");
  });
  return app;
}
