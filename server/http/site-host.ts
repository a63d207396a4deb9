import { isIP } from "node:net";
import type { NextFunction, Request, Response } from "express";
import { refuse } from "./refuse";

/**
 * The site answers for its own host only, and builds every URL it renders
 * from SITE_URL. Express's req.hostname and Remix's request URL take the Host
 * header as sent: "Host: x\search?query=…" once rendered the search page for
 * any address, and the page cache kept it under the address the reader asked
 * for. So the host is checked before any cache, route or redirect, and the
 * URL Remix sees is SITE_URL's origin with the request's path.
 */

export interface SiteHost {
  /** SITE_URL's origin, such as https://nassco.gov.ng: every URL handed to Remix starts with it. */
  origin: string;
  hostname: string;
  /** SITE_URL's port, or the scheme's default. */
  port: number;
  /** Where this instance listens: reached directly on the site's name, or by the machine itself. */
  listenPort: number;
  /** HOST when it names one address rather than every one. */
  listenHost?: string;
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);
const ANY_ADDRESS = new Set(["0.0.0.0", "::", "[::]"]);

export function siteHost(siteOrigin: string, listenPort: number, listenHost: string): SiteHost {
  const url = new URL(siteOrigin);
  const host = listenHost.toLowerCase();
  return {
    origin: url.origin,
    hostname: url.hostname.toLowerCase(),
    port: url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80,
    listenPort,
    listenHost: ANY_ADDRESS.has(host) ? undefined : isIP(host) === 6 ? `[${host}]` : host,
  };
}

/**
 * "name", "name:port", "1.2.3.4:port" or "[v6]:port", as RFC 9110 allows
 * them, or null. Everything the review tried (x?, x\…, x%, x@y, [::1, a b,
 * a:99999) is null here.
 */
export function parseHost(value: string | undefined): { hostname: string; port?: number } | null {
  if (value === undefined) return null;
  const match =
    /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?)(?::(\d{1,5}))?$/i.exec(value);
  if (!match) return null;
  const hostname = match[1]!.toLowerCase().replace(/\.$/, "");
  if (hostname.startsWith("[") && isIP(hostname.slice(1, -1)) !== 6) return null;
  if (match[2] === undefined) return { hostname };
  const port = Number(match[2]);
  return port >= 1 && port <= 65535 ? { hostname, port } : null;
}

/**
 * Ours: the site's name (on its own port, none, or the port this instance
 * listens on), HOST when it names one address, and, for a client on this very
 * machine (a health check, an operator), the loopback names on the listening
 * port. The loopback exception needs the socket's own address, so a proxy's
 * X-Forwarded-Host never gets it.
 */
export function isSiteHost(site: SiteHost, host: { hostname: string; port?: number }, fromThisMachine: boolean): boolean {
  if (host.hostname === site.hostname) return host.port === undefined || host.port === site.port || host.port === site.listenPort;
  if (host.port !== site.listenPort) return false;
  return host.hostname === site.listenHost || (fromThisMachine && LOOPBACK_NAMES.has(host.hostname));
}

function isLoopbackPeer(req: Request): boolean {
  const address = req.socket.remoteAddress ?? "";
  return address.startsWith("127.") || address === "::1" || address.startsWith("::ffff:127.");
}

/**
 * Straight from this machine, not through a proxy (nginx always names the
 * host it answered for in X-Forwarded-Host): a health check, an operator, a
 * browser on a developer's machine.
 */
export function isFromThisMachine(req: Request): boolean {
  return isLoopbackPeer(req) && req.headers["x-forwarded-host"] === undefined;
}

/**
 * First in the chain, after untrusted X-Forwarded-* are dropped: a request
 * target that is not a path (`*`, or an absolute URL naming another host) is
 * a 400; a host that is not well formed is a 400; a well-formed host that is
 * not ours is a 421 (Misdirected Request). An absolute URL naming this site
 * is served as its path, as RFC 9112 asks.
 */
export function siteHostGuard(site: SiteHost) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.url.startsWith("/")) {
      const target = absoluteTarget(req.url);
      if (!target) return refuse(req, res, 400, "The request does not name a page of this website.");
      const host = parseHost(target.host);
      if (!host || !isSiteHost(site, host, false)) return refuse(req, res, 400, "The request names another website.");
      req.url = req.originalUrl = `${target.pathname}${target.search}`;
    }
    const forwarded = req.headers["x-forwarded-host"];
    const value = forwarded ?? req.headers.host;
    const host = typeof value === "string" ? parseHost(value) : null;
    if (!host) return refuse(req, res, 400, "The request's host name is not valid.");
    if (!isSiteHost(site, host, isFromThisMachine(req))) {
      return refuse(req, res, 421, "This server does not answer for that host name.");
    }
    next();
  };
}

function absoluteTarget(target: string): URL | null {
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    return new URL(target);
  } catch {
    return null;
  }
}
