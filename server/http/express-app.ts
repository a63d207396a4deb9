import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { Running, SiteConfig } from "../site-contract";
import { clientKey } from "./client-key";
import { pageCache } from "./page-cache";
import { remixHandler } from "./remix-handler";
import { renderQueue } from "./render-queue";
import { actionRoutes, collapseLeadingSlashes, dropUntrustedForwarding, methodGuard, rejectBadEscapes } from "./request-guards";
import { bodyLimit, isHttps, sameOriginWrites, securityHeaders } from "./security";
import { isFromThisMachine, siteHost, siteHostGuard } from "./site-host";

/** Express's "trust proxy": the named proxies only, or nobody. */
export function trustProxySetting(proxies: readonly string[]): string[] | false {
  return proxies.length ? [...proxies] : false;
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
 * The request chain (docs/architecture.md draws it): guards, then what must
 * reach an instance uncached (the page-view beacon), then the page cache's
 * hits, the static files, the redirects to canonical addresses, and the
 * render queue before Remix. Everything the site knows comes from `running`.
 */
/** Set by the launcher when it has been asked to stop: the instance is leaving the proxy's rotation. */
export interface Lifecycle {
  draining: boolean;
}

export function createExpressApp({
  build,
  config,
  running,
  lifecycle,
}: {
  build: ServerBuild;
  config: SiteConfig;
  running: Running;
  lifecycle: Lifecycle;
}) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(config.trustProxy));
  const trusted = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const site = siteHost(config.origin, config.port, config.host);
  const cache = pageCache({
    ttlSeconds: config.pageCache.seconds,
    maxBytes: config.pageCache.maxBytes,
    keyOf: (address, header) => running.cacheKey(address, header),
    varyOn: running.cacheVariesOn,
  });
  running.onDataChange(() => cache.clear());
  const queue = renderQueue(config.renders, (req) => running.neverQueued(req.path));

  // Stopping: every answer closes its connection, so the proxy keeps none idle to this instance and
  // its next requests open connections that are refused once the server closes, which it retries on
  // another instance (a request sent on an idle connection as it closes could be lost); health
  // checks say so.
  app.use((req, res, next) => {
    if (!lifecycle.draining) return next();
    res.setHeader("Connection", "close");
    if (running.neverQueued(req.path)) return res.status(503).json({ status: "stopping" });
    next();
  });
  app.use(
    dropUntrustedForwarding((address) => trusted(address, 0)),
    // Before any cache, route or redirect: a page for another host, or for "*", is never made.
    siteHostGuard(site),
    rejectBadEscapes,
    collapseLeadingSlashes,
  );
  // Before every cache: each of these must reach an instance.
  for (const [address, handler] of Object.entries(running.uncached)) app.get(address, handler);
  // A page already cached under this exact address, with its stored headers: nothing else to do.
  app.use(cache.early, securityHeaders);
  app.use(compression());

  // Fingerprinted by the compiler, so they never change under the same name. The .br and .gz copies
  // written at build time are found once, at start, and sent as they are.
  app.use(
    "/build",
    expressStaticGzip(path.resolve("public/build"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    }),
  );
  app.use(express.static(path.resolve("public"), { maxAge: "1h", index: false, redirect: false }));

  app.use(methodGuard(actionRoutes(build)), canonicalAddresses(running), bodyLimit, sameOriginWrites(site), cache.lookup, queue);
  const remix = remixHandler({
    build,
    site,
    pages: cache,
    isSitePath: running.isSitePath,
    getLoadContext: (req, res) =>
      running.loadContext(req, res, {
        // After "trust proxy": the visitor's address, not the proxy's.
        clientKey: clientKey(req.ip ?? req.socket.remoteAddress ?? "unknown"),
        https: isHttps(req),
        fromThisMachine: isFromThisMachine(req),
        stats: () => ({ pageCache: cache.stats(), renders: queue.stats(), heapUsedBytes: retainedHeap() }),
      }),
  });
  // Remix answers its own errors; Express needs no promise back.
  app.all("*", (req, res, next) => void remix(req, res, next));
  return app;
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
