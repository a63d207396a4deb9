import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { THIRD_PARTY_ANALYTICS_HEADER, THIRD_PARTY_ANALYTICS_HOSTS } from "../app/utils/analytics-consent.server";
import { SCRIPT_HASHES_HEADER } from "../app/utils/script-hashes.server";
import { refuse } from "./refuse";
import { isFromThisMachine, isSiteHost, parseHost, type SiteHost } from "./site-host";

/** Largest request body any form or API accepts. */
export const BODY_LIMIT_BYTES = 64 * 1024;

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  'autoplay=(self "https://www.youtube-nocookie.com")',
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
  'fullscreen=(self "https://www.youtube-nocookie.com")',
].join(", ");

/**
 * The CSP's script sources. A page rendered for one visitor trusts this
 * request's nonce ('strict-dynamic' lets the nonced entry script import the
 * route modules it needs). A public page, the same bytes for everyone, trusts
 * the sha256 of each of its inline scripts and our own origin, so that it can
 * be cached whole by us, nginx or a CDN; 'self' also covers modulepreload.
 */
function scriptSources(res: Response): string {
  const hashes = res.locals.scriptHashes as string | undefined;
  if (hashes !== undefined) return [hashes, "'self'"].filter(Boolean).join(" ");
  return [`'nonce-${String(res.locals.cspNonce)}' 'strict-dynamic' 'self'`, ...thirdParty(res, "script")].join(" ");
}

/** Google's hosts, on a page rendered for a reader who agreed to its tag, and on no other. */
function thirdParty(res: Response, kind: keyof typeof THIRD_PARTY_ANALYTICS_HOSTS): string[] {
  return res.locals.thirdPartyAnalytics === true ? THIRD_PARTY_ANALYTICS_HOSTS[kind] : [];
}

/**
 * The security headers, by helmet: a CSP with no unsafe-inline for scripts,
 * nosniff, the referrer policy, framing by this site only, and HSTS and
 * upgrade-insecure-requests only over HTTPS, which is why there are two.
 */
function helmetFor(https: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [(_req, res) => scriptSources(res as Response)],
        styleSrc: ["'self'"],
        imgSrc: [(_req, res) => ["'self'", "data:", ...thirdParty(res as Response, "img")].join(" ")],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: [(_req, res) => ["'self'", ...thirdParty(res as Response, "connect")].join(" ")],
        frameSrc: ["https://www.youtube-nocookie.com"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "sameorigin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
  });
}

const overHttps = helmetFor(true);
const overHttp = helmetFor(false);

/** Express reads X-Forwarded-Proto only from the proxies in "trust proxy". */
export function isHttps(req: Request): boolean {
  return req.protocol === "https";
}

/**
 * The security headers on every response, with a fresh CSP nonce for the page
 * renderer. They are written when the response's headers go out: by then a
 * public page has named its scripts' hashes, and its CSP is rebuilt from them.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  // Helmet has no Permissions-Policy.
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  const headersFor = isHttps(req) ? overHttps : overHttp;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    const hashes = res.getHeader(SCRIPT_HASHES_HEADER);
    const tag = res.getHeader(THIRD_PARTY_ANALYTICS_HEADER);
    if (hashes !== undefined || tag !== undefined) {
      res.removeHeader(SCRIPT_HASHES_HEADER);
      res.removeHeader(THIRD_PARTY_ANALYTICS_HEADER);
      if (hashes !== undefined) res.locals.scriptHashes = String(hashes);
      res.locals.thirdPartyAnalytics = tag !== undefined;
      headersFor(req, res, () => undefined);
    }
    return writeHead(...args);
  }) as Response["writeHead"];
  headersFor(req, res, next);
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
