import { addPageViews } from "../app/models/page-views.server";
import { logFailure } from "../app/utils/log.server";
import type { PageViewBuffer } from "./page-view-buffer";

/**
 * Writes the buffer to PostgreSQL every few seconds, off the request path,
 * and once more at shutdown. A failed write puts the counts back (within the
 * buffer's cap), so an outage loses at most what the cap turns away.
 */
export function startPageViewFlush(buffer: PageViewBuffer, everyMs: number) {
  let flushing: Promise<void> | undefined;
  const flush = () =>
    (flushing ??= (async () => {
      const counts = buffer.take();
      try {
        await addPageViews(counts);
      } catch (error) {
        buffer.restore(counts);
        logFailure("page view counts", error);
      } finally {
        flushing = undefined;
      }
    })());
  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await flushing;
      await flush();
    },
  };
}
