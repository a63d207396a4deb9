import { createReadableStreamFromReadable, createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import type { RenderedPage } from "./page-cache";
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

/**
 * What @remix-run/express does, except for the URL: that adapter builds it
 * from req.hostname, which is the Host header as sent. Here it is SITE_URL's
 * origin and the request's path, so nothing a client puts in Host or
 * X-Forwarded-Host can reach a page. This is the one place that writes
 * Remix's answers to the raw response: a public page goes to the page cache,
 * which keeps it (only under the address rendered) and sends it; a page that
 * failed is shown to the cache too, which may send its last good copy instead
 * (decision 0078); anything else is streamed. (A redirect off the site never
 * leaves: location-guard.ts.)
 */
export function remixHandler({
  build,
  site,
  getLoadContext,
  pages,
}: {
  build: ServerBuild;
  site: SiteHost;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
  pages: {
    send(req: Request, res: Response, page: RenderedPage, renderedPath: string): boolean;
    /** The public site's page cache only: the back office keeps no copies. */
    failed?(req: Request, res: Response, status: number): Promise<boolean>;
  };
}) {
  const handle = createRequestHandler(build, build.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    // siteHostGuard let only a path through, and collapseLeadingSlashes made it begin with one slash.
    const url = new URL(`${site.origin}${req.originalUrl}`);
    if (url.origin !== site.origin) return refuse(req, res, 400, "The request does not name a page of this website.");
    let controller: AbortController | null = new AbortController();
    res.on("finish", () => (controller = null));
    res.on("close", () => controller?.abort());
    const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: requestHeaders(req, site), signal: controller.signal };
    if (req.method !== "GET" && req.method !== "HEAD") {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
    try {
      const answer = await handle(new Request(url.href, init), getLoadContext(req, res));
      if (res.locals.pageCacheKey !== undefined && answer.status === 200 && answer.body) {
        const page = { status: answer.status, headers: answer.headers, body: Buffer.from(await answer.arrayBuffer()) };
        if (pages.send(req, res, page, `${url.pathname}${url.search}`)) return;
        return sendAnswer(res, answer, page.body);
      }
      if (res.locals.pageCacheKey !== undefined && answer.status !== 200 && (await pages.failed?.(req, res, answer.status))) {
        return void (await answer.body?.cancel());
      }
      await sendAnswer(res, answer);
    } catch (error) {
      next(error);
    }
  };
}

async function sendAnswer(res: Response, answer: globalThis.Response, body?: Buffer) {
  res.statusMessage = answer.statusText;
  res.status(answer.status);
  // The answer's own headers replace any a middleware set earlier (the back office's Cache-Control
  // among them), so that none is sent twice; only Set-Cookie may repeat.
  for (const [name, value] of answer.headers.entries()) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  // An answer given before the body was read to its end (a file over its size, refused part-way):
  // the rest of the body would stall the next request on this connection, so it closes instead.
  if (!res.req.complete) res.setHeader("Connection", "close");
  if (body !== undefined) res.end(body);
  else if (answer.body) await writeWithBackPressure(answer.body, res);
  else res.end();
}

/**
 * The answer's body, chunk by chunk, each flushed through compression at once (as Remix's own writer
 * does, so a streamed page shows as it comes) and the next read only when the socket has taken the
 * last: a streamed export to a slow phone is read from the database as fast as the phone takes it,
 * not buffered whole here (issue 47). Two listeners for the whole body, not a set per chunk or per
 * pipe. A reader who leaves part-way cancels the body; that is not the server's failure.
 */
async function writeWithBackPressure(body: ReadableStream<Uint8Array>, res: Response): Promise<void> {
  const reader = body.getReader();
  let resume: (() => void) | undefined;
  const wake = () => resume?.();
  res.on("drain", wake);
  res.once("close", wake);
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (res.destroyed) return void (await reader.cancel());
      const taken = res.write(read.value);
      (res as Response & { flush?: () => void }).flush?.();
      if (!taken && !res.destroyed) await new Promise<void>((resolve) => (resume = resolve));
    }
    res.end();
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  } finally {
    res.off("drain", wake);
    res.off("close", wake);
  }
}
