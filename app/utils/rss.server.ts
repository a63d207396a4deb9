import { logFailure } from "./log.server";
import { rssResponse, type Feed } from "./rss";

/**
 * A feed's answer: the feed, or, when the database cannot be read, a 503 that
 * no cache keeps, so that a feed reader tries again rather than being told
 * every item is gone.
 */
export async function feedResponse(step: string, read: () => Promise<Feed>, cacheControl?: string): Promise<Response> {
  try {
    return rssResponse(await read(), cacheControl);
  } catch (error) {
    logFailure(step, error);
    return new Response("This feed cannot be read just now. Please try again later.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "60" },
    });
  }
}
