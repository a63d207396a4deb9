import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import { redirects } from "../app/content/redirects";
import { paths } from "../app/site/paths";
import { withoutUnknownParams } from "../app/site/query-params";
import { pageCache } from "./page-cache";
import type { PageViewBuffer } from "./page-view-buffer";
import { pageViewBeacon } from "./page-view-beacon";
import { remixHandler } from "./remix-handler";
import { renderQueue, type RenderQueueOptions } from "./render-queue";
import {
  actionPatterns,
  collapseLeadingSlashes,
  dropUntrustedForwarding,
  methodGuard,
  rejectBadEscapes,
  sameOriginRedirects,
} from "./request-guards";
import { bodyLimit, isHttps, sameOriginWrites, securityHeaders } from "./security";
import { isFromThisMachine, siteHostGuard, type SiteHost } from "./site-host";

/** Express's "trust proxy": the named proxies only, or nobody. */
export function trustProxySetting(proxies: readonly string[]): string[] | false {
  return proxies.length ? [...proxies] : false;
}

/**
 * Old addresses, capital letters, trailing slashes and query parameters a
 * page does not read answer with a 301 to the one canonical address. Every
 * address of ours is lower case, so /NSR and /Who-We-Are/About-Us are typing,
 * not different pages.
 */
function canonicalPaths(req: Request, res: Response, next: NextFunction) {
  if (!["GET", "HEAD"].includes(req.method) || req.path.endsWith(".data") || req.path.startsWith("/__manifest")) return next();
  const url = new URL(req.originalUrl, "http://site.invalid");
  const trimmed = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") || "/" : url.pathname;
  const pathname = redirects[trimmed] ?? redirects[trimmed.toLowerCase()] ?? trimmed.toLowerCase();
  const params = withoutUnknownParams(pathname, url.searchParams) ?? url.searchParams;
  const search = [...params].length ? `?${params}` : "";
  if (pathname === url.pathname && search === url.search) return next();
  res.setHeader("Cache-Control", "public, max-age=86400");
  res.redirect(301, pathname + search);
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

export function createExpressApp({
  build,
  site,
  trustProxy,
  pageCacheSeconds,
  pageCacheMaxBytes,
  pageViews,
  renders,
}: {
  build: ServerBuild;
  /** SITE_URL and where this instance listens: the only host it answers for, and the origin of every URL it renders. */
  site: SiteHost;
  trustProxy: readonly string[];
  pageCacheSeconds: number;
  pageCacheMaxBytes: number;
  /** Where page views are counted; without it (ANALYTICS=off) the beacon answers and counts nothing. */
  pageViews?: PageViewBuffer;
  /** Bounds on renders the caches could not spare (RENDER_CONCURRENCY, RENDER_QUEUE). */
  renders: RenderQueueOptions;
}) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(trustProxy));
  const trusted = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const cache = pageCache({ ttlSeconds: pageCacheSeconds, maxBytes: pageCacheMaxBytes });
  const queue = renderQueue(renders, (req) => req.path === paths.health);

  app.use(
    dropUntrustedForwarding((address) => trusted(address, 0)),
    // Before any cache, route or redirect: a page for another host, or for "*", is never made.
    siteHostGuard(site),
    rejectBadEscapes,
    collapseLeadingSlashes,
    sameOriginRedirects,
  );
  // Before every cache: each view must reach an instance.
  app.get(paths.pageView, pageViewBeacon(pageViews));
  // A page already cached under this exact address, with its stored headers: nothing else to do.
  app.use(cache.early);
  app.use(compression());
  app.use(securityHeaders);

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

  app.use(methodGuard(actionPatterns(build)), canonicalPaths, bodyLimit, sameOriginWrites(site), cache, queue);
  const remix = remixHandler({
    build,
    site,
    getLoadContext: (req, res) => ({
      cspNonce: String(res.locals.cspNonce),
      // After "trust proxy": the visitor's address, not the proxy's.
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
      https: isHttps(req),
      fromThisMachine: isFromThisMachine(req),
      serverStats: () => ({
        pageCache: cache.stats(),
        renders: queue.stats(),
        pageViews: { buffered: pageViews?.size ?? 0, dropped: pageViews?.dropped ?? 0 },
        heapUsedBytes: retainedHeap(),
      }),
    }),
  });
  // Remix answers its own errors; Express needs no promise back.
  app.all("*", (req, res, next) => void remix(req, res, next));
  return app;
}
