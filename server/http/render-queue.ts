import type { NextFunction, Request, Response } from "express";
import pLimit, { type LimitFunction } from "p-limit";
import { clientKey } from "./client-key";
import { refuse } from "./refuse";

export interface RenderQueueOptions {
  /** Renders under way at once: React's work is on one thread, so a few suffice to overlap database waits. */
  concurrency: number;
  /** Renders waiting for a turn; past this, a 503 with Retry-After, at once. */
  queue: number;
  /** Renders one client address (IPv6 per /64) may have under way at once; its others wait their turn. */
  perClient: number;
}

const RETRY_AFTER_SECONDS = 2;

/**
 * Every page the caches could not answer comes through here on its way to
 * Remix. Cached pages never do; what slows them is the CPU that renders take
 * on the one thread they share. So one client (an address; IPv6 per /64) has
 * at most `perClient` renders under way, however many connections it opens
 * and however many new addresses it asks for (thousands of LGA views, say),
 * and the instance at most `concurrency`. Past `queue` waiting, in all, a
 * 503 with Retry-After says to come back shortly. Posts do not wait here:
 * each is a reader's form, bounded by its own rate limits, and a 503 would
 * lose what they typed. A slot is held until the response has gone (or the
 * client has).
 */
export function renderQueue(
  { concurrency, queue, perClient }: RenderQueueOptions,
  /** Requests that never wait, such as the health check a load balancer must always get an answer from. */
  exempt: (req: Request) => boolean = () => false,
) {
  const limit = pLimit(concurrency);
  /** Each client's own limit, and how many of its requests hold or wait for it (dropped at none). */
  const clients = new Map<string, { limit: LimitFunction; requests: number }>();
  let waiting = 0;
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || exempt(req)) return next();
    if (waiting >= queue) {
      res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      return refuse(req, res, 503, "The site is busy. Please try again in a moment.");
    }
    const address = clientKey(req.ip ?? req.socket.remoteAddress ?? "");
    let client = clients.get(address);
    if (!client) clients.set(address, (client = { limit: pLimit(perClient), requests: 0 }));
    const mine = client;
    mine.requests += 1;
    waiting += 1;
    const render = async () => {
      // Requests that arrived meanwhile (cache hits among them) are read and answered before this render
      // takes the thread: a hit then waits for at most the part of one render already under way.
      await new Promise((resolve) => setImmediate(resolve));
      waiting -= 1;
      await new Promise<void>((resolve) => {
        res.once("close", resolve);
        // A client that left while waiting costs no render.
        if (res.destroyed || req.socket.destroyed) return resolve();
        next();
      });
    };
    void mine
      .limit(() => limit(render))
      .finally(() => {
        mine.requests -= 1;
        if (mine.requests === 0) clients.delete(address);
      });
  };
  return Object.assign(middleware, {
    stats: () => ({ rendering: limit.activeCount, waiting, clients: clients.size }),
  });
}
