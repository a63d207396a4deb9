import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { refuse } from "./refuse";
import { isFromThisMachine, isSiteHost, parseHost, type SiteHost } from "./site-host";

/**
 * The request's headers, as if the reader had used SITE_URL itself: Host is
 * its host, and an Origin or Referer that names one of the site's hosts (the
 * same check as the request's own) names SITE_URL's origin instead. So the app
 * sees one origin, whichever spelling brought the reader (behind nginx, whose
 * $host drops a port; a browser on this machine, on a loopback name), and
 * Remix's own CSRF check, which compares Origin with Host as strings, agrees
 * with ours (sameOriginWrites).
 */
function requestHeaders(req: Request, site: SiteHost): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  headers.delete("x-forwarded-host");
  headers.set("host", new URL(site.origin).host);
  for (const name of ["origin", "referer"]) {
    const value = headers.get(name);
    const url = value === null ? null : URL.canParse(value) ? new URL(value) : null;
    const host = url ? parseHost(url.host) : null;
    if (url && host && isSiteHost(site, host, isFromThisMachine(req))) {
      headers.set(name, name === "origin" ? site.origin : `${site.origin}${url.pathname}${url.search}`);
    }
  }
  return headers;
}

async function send(res: Response, answer: globalThis.Response) {
  res.statusMessage = answer.statusText;
  res.status(answer.status);
  for (const [name, value] of answer.headers.entries()) res.append(name, value);
  if (answer.body) await writeReadableStreamToWritable(answer.body, res);
  else res.end();
}

/**
 * What @remix-run/express does, except for the URL: that adapter builds it
 * from req.hostname, which is the Host header as sent. Here it is SITE_URL's
 * origin and the request's path, so nothing a client puts in Host or
 * X-Forwarded-Host can reach a page. The path alone is recorded in
 * res.locals.renderedPath for the page cache, which stores a page only under
 * the address that was rendered.
 */
export function remixHandler({
  build,
  site,
  getLoadContext,
}: {
  build: ServerBuild;
  site: SiteHost;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
}) {
  const handle = createRequestHandler(build, build.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    // siteHostGuard let only a path through, and collapseLeadingSlashes made it begin with one slash.
    const url = new URL(`${site.origin}${req.originalUrl}`);
    if (url.origin !== site.origin) return refuse(req, res, 400, "The request does not name a page of this website.");
    res.locals.renderedPath = `${url.pathname}${url.search}`;
    let controller: AbortController | null = new AbortController();
    res.on("finish", () => (controller = null));
    res.on("close", () => controller?.abort());
    const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: requestHeaders(req, site), signal: controller.signal };
    if (req.method !== "GET" && req.method !== "HEAD") {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
    try {
      await send(res, await handle(new Request(url.href, init), getLoadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
