import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { refuse } from "./refuse";
import { isFromThisMachine, isSiteHost, parseHost, type SiteHost } from "./site-host";

/** Largest request body any form or API accepts. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The headers every response carries, by helmet: nosniff, the referrer
 * policy, framing by this site only, the cross-origin resource policy, and HSTS only
 * over HTTPS, which is why there are two. A page's own policies (its CSP,
 * with its scripts' hashes or this request's nonce, and Permissions-Policy)
 * are set where the page is made (app/entry.server.tsx), and the launcher's
 * short refusals carry fixed ones (refuse.ts).
 */
function helmetFor(https: boolean) {
  return helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "sameorigin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Set where the page is made, on pages for one visitor only (app/utils/document-policy.server.ts).
    crossOriginOpenerPolicy: false,
  });
}

const overHttps = helmetFor(true);
const overHttp = helmetFor(false);

/** Express reads X-Forwarded-Proto only from the proxies in "trust proxy". */
export function isHttps(req: Request): boolean {
  return req.protocol === "https";
}

export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  (isHttps(req) ? overHttps : overHttp)(req, res, next);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a cross-site POST: its Origin must name the site (SITE_URL's host,
 * or, for a browser on this machine, a loopback name on the listening port),
 * as the host check allows for the request itself. Browsers too old to send
 * Origin (KaiOS 2.5 among them) are let through: they cannot be tricked into
 * a cross-site JSON post, and the forms hold nothing an attacker could gain.
 */
export function sameOriginWrites(site: SiteHost) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("Origin");
    if (!origin) return next();
    let host: ReturnType<typeof parseHost> = null;
    try {
      host = parseHost(new URL(origin).host);
    } catch {
      host = null;
    }
    if (host && isSiteHost(site, host, isFromThisMachine(req))) return next();
    refuse(req, res, 403, "This form can only be sent from this website.");
  };
}

/** Caps request bodies before anything reads them: at `maxBytes`, or at `larger`'s own cap for its paths. */
export function limitBodies(maxBytes: number, larger: (path: string) => number | undefined = () => undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const length = req.get("Content-Length");
    if (length === undefined) {
      if (!req.get("Transfer-Encoding")) return next();
      return refuse(req, res, 411, "Please send the request with a Content-Length.");
    }
    if (!/^\d+$/.test(length) || Number(length) > (larger(req.path) ?? maxBytes)) {
      return refuse(req, res, 413, "What you sent is too large. Please shorten it and try again.");
    }
    next();
  };
}

export const bodyLimit = limitBodies(BODY_LIMIT_BYTES);
