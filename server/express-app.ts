import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { redirects } from "../app/content/redirects";
import { pageCache } from "./page-cache";
import { precompressed } from "./precompressed";
import { bodyLimit, isHttps, sameOriginWrites, securityHeaders } from "./security";

export function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Old addresses and trailing slashes answer with a 301 to the one canonical address. */
function canonicalPaths(req: Request, res: Response, next: NextFunction) {
  const query = req.originalUrl.slice(req.path.length);
  const target = redirects[req.path] ?? (req.path.length > 1 && req.path.endsWith("/") ? req.path.replace(/\/+$/, "") || "/" : undefined);
  if (!target || !["GET", "HEAD"].includes(req.method)) return next();
  res.setHeader("Cache-Control", "public, max-age=86400");
  res.redirect(301, target + query);
}

export function createExpressApp({ build, trustProxy, pageCacheSeconds }: { build: ServerBuild; trustProxy: string; pageCacheSeconds: number }) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(trustProxy));
  app.use(compression());
  app.use(securityHeaders);

  // Fingerprinted by the compiler, so they never change under the same name.
  app.use("/build", precompressed(path.resolve("public/build")));
  app.use("/build", express.static(path.resolve("public/build"), { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(path.resolve("public"), { maxAge: "1h", index: false, redirect: false }));

  app.use(canonicalPaths, bodyLimit, sameOriginWrites, pageCache({ ttlSeconds: pageCacheSeconds }));
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: build.mode,
      getLoadContext: (req, res) => ({
        cspNonce: String(res.locals.cspNonce),
        // After "trust proxy": the visitor's address, not the proxy's.
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        https: isHttps(req),
      }),
    }),
  );
  return app;
}
