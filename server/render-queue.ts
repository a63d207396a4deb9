import type { NextFunction, Request, Response } from "express";
import pLimit from "p-limit";
import { refuse } from "./refuse";

export interface RenderQueueOptions {
  /** Renders under way at once: React's work is on one thread, so a few suffice to overlap database waits. */
  concurrency: number;
  /** Renders waiting for a turn; past this, a 503 with Retry-After, at once. */
  queue: number;
}

const RETRY_AFTER_SECONDS = 2;

/**
 * Every page the caches could not answer comes through here on its way to
 * Remix. Cached pages never do, so however many new addresses a client asks
 * for (thousands of LGA views, say), the event loop has at most
 * `concurrency` renders to interleave with the hits, and their latency stays
 * what it was; past the queue, a 503 says to come back shortly. Posts do not
 * wait here: each is a reader's form, bounded by its own rate limits, and a
 * 503 would lose what they typed. A slot is held until the response has gone
 * (or the client has).
 */
export function renderQueue(
  { concurrency, queue }: RenderQueueOptions,
  /** Requests that never wait, such as the health check a load balancer must always get an answer from. */
  exempt: (req: Request) => boolean = () => false,
) {
  const limit = pLimit(concurrency);
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || exempt(req)) return next();
    if (limit.pendingCount >= queue) {
      res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      return refuse(req, res, 503, "The site is busy. Please try again in a moment.");
    }
    void limit(
      () =>
        new Promise<void>((resolve) => {
          res.once("close", resolve);
          // A client that left while waiting costs no render.
          if (res.destroyed || req.socket.destroyed) return resolve();
          next();
        }),
    );
  };
  return Object.assign(middleware, {
    stats: () => ({ rendering: limit.activeCount, waiting: limit.pendingCount }),
  });
}
