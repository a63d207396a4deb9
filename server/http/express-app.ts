import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { describeError, log } from "../log";
import { createMetrics } from "../metrics";
import type { Running, SiteConfig } from "../site-contract";
import { requestFacts } from "./client-key";
import { compiledAssets } from "./compiled-assets";
import { drainGuard, type Lifecycle } from "./drain";
import { healthChecks, LIVENESS_PATH, READINESS_PATH } from "./health";
import { pageCache } from "./page-cache";
import { refuse } from "./refuse";
import { guardLocations } from "./location-guard";
import { remixHandler } from "./remix-handler";
import { renderQueue } from "./render-queue";
import { actionRoutes, collapseLeadingSlashes, dropUntrustedForwarding, methodGuard, rejectBadEscapes } from "./request-guards";
import { operaMiniProxies, withOperaMini } from "./opera-mini";
import { namedRoute, requestLog } from "./request-log";
import { routePatterns } from "./route-pattern";
import { bodyLimit, sameOriginWrites, securityHeaders } from "./security";
import { siteHost, siteHostGuard } from "./site-host";
import { isStaffPath } from "./staff-path";

/** Express's "trust proxy": the named proxies only, or nobody. */
export function trustProxySetting(proxies: readonly string[]): string[] | false {
  return proxies.length ? [...proxies] : false;
}

/**
 * Sets `app`'s "trust proxy": TRUST_PROXY's proxies, and past them Opera Mini's (opera-mini.ts), so
 * that req.ip is the reader Opera fetched for. Returns the function, which at hop 0 (the connection
 * itself) trusts TRUST_PROXY's alone.
 */
export function trustProxies(app: express.Express, config: Pick<SiteConfig, "trustProxy" | "operaMiniProxies">) {
  app.set("trust proxy", trustProxySetting(config.trustProxy));
  const proxies = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  app.set("trust proxy", withOperaMini(proxies, operaMiniProxies(config.operaMiniProxies)));
  return app.get("trust proxy fn") as (address: string, hop: number) => boolean;
}

/**
 * The heap in use; after a full collection when the process was started with
 * --expose-gc (the memory tests do), so that garbage not yet collected does not
 * count. Production never exposes gc, so nobody can make it collect.
 */
function retainedHeap(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

/**
 * The request chain (docs/architecture.md draws it): the request log, guards,
 * the health checks, then what must reach an instance uncached (the page-view
 * beacon), then the page cache's hits, the static files, the redirects to
 * canonical addresses, and the render queue before Remix. Everything the site
 * knows comes from `running`. Returns the app, and the metrics and health
 * checks for the metrics port.
 */
export function createExpressApp({
  build,
  config,
  running,
  lifecycle,
  migrations,
}: {
  build: ServerBuild;
  config: SiteConfig;
  running: Running;
  lifecycle: Lifecycle;
  /** The names of the migrations on disk, for /readyz; null if they could not be read. */
  migrations: string[] | null;
}) {
  const app = express();
  app.disable("x-powered-by");
  const trusted = trustProxies(app, config);
  const site = siteHost(config.origin, config.port, config.host);
  const cache = pageCache({
    ttlSeconds: config.pageCache.seconds,
    maxBytes: config.pageCache.maxBytes,
    // The last good copies (decision 0078): served for a page whose render failed because the database is down.
    staleMaxBytes: config.pageCache.staleMaxBytes,
    databaseReachable: () => running.databaseReachable(),
    staleNotice: (html) => running.staleNotice(html),
    keyOf: (address, header) => running.cacheKey(address, header),
    varyOn: running.cacheVariesOn,
  });
  running.onDataChange((tags) => cache.clear(tags ?? undefined));
  const queue = renderQueue(config.renders, (req) => running.neverQueued(req.path));
  const metrics = createMetrics({ running, renders: () => queue.stats(), pageCache: () => cache.stats() });
  const stats = () => ({ pageCache: cache.stats(), renders: queue.stats(), heapUsedBytes: retainedHeap() });
  const health = healthChecks({ running, migrations, stats });
  const routeOf = routePatterns(build);
  const ownRoutes = new Set([LIVENESS_PATH, READINESS_PATH, ...Object.keys(running.uncached)]);

  app.use(
    requestLog({
      log,
      trusted: (address) => trusted(address, 0),
      routeOf: (path) => (ownRoutes.has(path) ? path : routeOf(path)),
      record: metrics.record,
    }),
    // Every answer's head, before any step can write one: no Location leaves the site.
    guardLocations(running.isSitePath),
    dropUntrustedForwarding((address) => trusted(address, 0)),
    // Before any cache, route or redirect: a page for another host, or for "*", is never made.
    siteHostGuard(site),
    rejectBadEscapes,
    collapseLeadingSlashes,
  );
  // Stopping (DRAIN_SECONDS): GET and HEAD get 502 for the proxy to retry elsewhere, posts are
  // answered, every answer closes its connection (drain.ts). Readiness and /healthz say 503; /livez stays 200.
  app.use(drainGuard(lifecycle, (pathname) => pathname === READINESS_PATH || running.neverQueued(pathname)));
  // The back office is served only on its own listener (staff-app.ts), whatever this port is asked.
  app.use((req, res, next) => (isStaffPath(req.path) ? refuse(req, res, 404, "There is no page at this address.") : next()));
  // Before the method and body checks, whose 405 or 415 would tell a switched-off address from none.
  app.use((req, res, next) => (running.hidden(req.path) ? refuse(req, res, 404, "There is no page at this address.") : next()));
  // Never cached and never queued: a probe always gets an answer from this process itself.
  app.get(LIVENESS_PATH, health.livez);
  app.get(READINESS_PATH, health.readyz);
  // Before every cache: each of these must reach an instance.
  for (const [address, handler] of Object.entries(running.uncached)) app.get(address, handler);
  // A page already cached under this exact address, with its stored headers: nothing else to do.
  app.use(cache.early, securityHeaders);
  app.use(compression());

  app.use("/build", compiledAssets());
  app.use(namedRoute("static file", express.static(path.resolve("public"), { maxAge: "1h", index: false, redirect: false })));

  app.use(methodGuard(actionRoutes(build)), canonicalAddresses(running), bodyLimit, sameOriginWrites(site), cache.lookup, queue);
  const remix = remixHandler({
    build,
    site,
    pages: cache,
    getLoadContext: (req, res) =>
      running.loadContext(req, res, {
        ...requestFacts(req),
        staffListener: false,
        stats,
      }),
  });
  // Remix answers its own errors; Express needs no promise back.
  app.all("*", (req, res, next) => void remix(req, res, next));
  app.use(failed);
  return { app, metrics, health };
}

/**
 * What no step answered because it threw: logged with its stack (never its
 * message, which may quote input: describeError), answered with a 500.
 * Express's own handler would print it to stderr as plain text.
 */
function failed(error: unknown, req: Request, res: Response, _next: NextFunction) {
  const status = typeof error === "object" && error !== null && "status" in error ? Number(error.status) : 500;
  if (status >= 400 && status < 500) return res.headersSent ? res.destroy() : refuse(req, res, status, "The request could not be read.");
  log.error({ requestId: res.locals.requestId as string, err: describeError(error) }, "Request failed");
  if (res.headersSent) return res.destroy();
  refuse(req, res, 500, "Something went wrong on our side. Please try again later.");
}

/**
 * Old addresses, capital letters, trailing slashes and query parameters a
 * page does not read answer with a 301 to the one canonical address (the
 * site's rules: running.canonicalAddress).
 */
function canonicalAddresses(running: Running) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!["GET", "HEAD"].includes(req.method) || req.path.endsWith(".data") || req.path.startsWith("/__manifest")) return next();
    const target = running.canonicalAddress(new URL(req.originalUrl, "http://site.invalid"));
    if (target === null) return next();
    res.setHeader("Cache-Control", "public, max-age=86400");
    res.redirect(301, target);
  };
}
