import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/** Largest request body any form or API accepts. */
export const BODY_LIMIT_BYTES = 64 * 1024;

const PERMISSIONS_POLICY = [
  "accelerometer=()", "autoplay=(self \"https://www.youtube-nocookie.com\")", "camera=()", "display-capture=()", "geolocation=()",
  "gyroscope=()", "magnetometer=()", "microphone=()", "payment=()", "usb=()",
  "browsing-topics=()", "fullscreen=(self \"https://www.youtube-nocookie.com\")",
].join(", ");

export function contentSecurityPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonced entry script import the route modules it needs.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Express reads X-Forwarded-Proto only from the proxies in "trust proxy". */
export function isHttps(req: Request): boolean {
  return req.protocol === "https";
}

/** The security headers on every response, and a fresh CSP nonce for the page renderer. */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const nonce = randomBytes(16).toString("base64");
  const https = isHttps(req);
  res.locals.cspNonce = nonce;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, https));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  next();
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a cross-site POST. Behind a reverse proxy the public host arrives in
 * X-Forwarded-Host, which the proxy must pass on; from anyone else that header
 * has already been dropped (request-guards.ts). Browsers too old to send
 * Origin (KaiOS 2.5 among them) are let through: they cannot be tricked into a
 * cross-site JSON post, and the forms hold nothing an attacker could gain.
 */
export function sameOriginWrites(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.get("Origin");
  if (!origin) return next();
  const host = (req.get("X-Forwarded-Host") ?? req.get("Host") ?? "").split(",")[0]?.trim().toLowerCase();
  let originHost: string | undefined;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    originHost = undefined;
  }
  if (originHost && originHost === host) return next();
  refuse(req, res, 403, "This form can only be sent from this website.");
}

/** Caps request bodies before anything reads them. */
export function bodyLimit(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const length = req.get("Content-Length");
  if (length === undefined) {
    if (!req.get("Transfer-Encoding")) return next();
    return refuse(req, res, 411, "Please send the request with a Content-Length.");
  }
  if (!/^\d+$/.test(length) || Number(length) > BODY_LIMIT_BYTES) {
    return refuse(req, res, 413, "What you sent is too large. Please shorten it and try again.");
  }
  next();
}

export function refuse(req: Request, res: Response, status: number, message: string) {
  res.status(status).setHeader("Cache-Control", "no-store");
  req.resume();
  if (req.is("application/json") || req.path.startsWith("/api/")) {
    res.json({ error: message });
    return;
  }
  res
    .type("html")
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>Request not accepted – NASSCO</title></head><body><main><h1>Request not accepted</h1>` +
        `<p>${message}</p><p><a href="/">Go to the NASSCO home page</a></p></main></body></html>`,
    );
}
