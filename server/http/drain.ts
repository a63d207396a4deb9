import type { Server } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/** Set by the launcher when it has been asked to stop: the instance is leaving the proxy's rotation. */
export interface Lifecycle {
  draining: boolean;
}

/**
 * Stopping (DRAIN_SECONDS), on each listener (the site's and the back
 * office's): the proxy must stop sending here before the listener closes,
 * since a request it sends as the listener closes is lost (nginx resends the
 * site's posts, but never the back office's). So a GET or HEAD gets 502 at once,
 * which nginx retries on another instance and counts as this one failing
 * (max_fails=1: none is sent here for fail_timeout); posts still arriving are
 * answered as usual; every answer closes its connection. `probe` names the
 * health checks, which say 503; /livez is never asked here.
 */
export function drainGuard(lifecycle: Lifecycle, probe: (path: string) => boolean = () => false): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!lifecycle.draining) return next();
    res.setHeader("Connection", "close");
    if (probe(req.path)) return res.status(503).json({ status: "stopping" });
    if (req.method === "GET" || req.method === "HEAD") return res.status(502).type("text/plain").send("This instance is stopping.");
    next();
  };
}

/**
 * The drain, then the close, for every listener at once: first `drainMs`
 * still serving (drainGuard above), for the proxy in front to close its idle
 * connections and leave this instance; then no new connections, idle ones
 * closed, and open requests given `timeoutMs` to finish before their
 * connections are cut.
 */
export async function drainAndClose(
  servers: readonly Server[],
  lifecycle: Lifecycle,
  { drainMs, timeoutMs }: { drainMs: number; timeoutMs: number },
): Promise<void> {
  lifecycle.draining = true;
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await Promise.all(
    servers.map(async (server) => {
      const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
      clearTimeout(force);
    }),
  );
}
