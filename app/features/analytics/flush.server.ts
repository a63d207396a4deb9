import { addPageViews, type PageViewCount } from "~/features/analytics/page-views.server";
import { prisma } from "~/utils/db.server";
import { logFailure } from "~/utils/log.server";
import type { PageViewBuffer } from "~/features/analytics/buffer.server";

/**
 * Writes the buffer to PostgreSQL every few seconds, off the request path,
 * and once more at shutdown. When the database is away, the counts go back
 * into the buffer (within its cap), so an outage loses at most what the cap
 * turns away. When the database is there but refuses the batch, one bad row
 * must not stop all counting: the rows are written one by one, and only the
 * ones it refuses are dropped (and counted as dropped).
 */
export function startPageViewFlush(buffer: PageViewBuffer, everyMs: number) {
  let flushing: Promise<void> | undefined;
  async function writeOneByOne(counts: PageViewCount[]) {
    for (const count of counts) {
      try {
        await addPageViews([count]);
      } catch (error) {
        buffer.dropped += count.views;
        logFailure(`page view counts (dropped a row for ${JSON.stringify(count.view.path.slice(0, 80))})`, error);
      }
    }
  }
  const flush = () =>
    (flushing ??= (async () => {
      const counts = buffer.take();
      try {
        await addPageViews(counts);
      } catch (error) {
        const reachable = await prisma.$queryRaw`SELECT 1`.then(
          () => true,
          () => false,
        );
        if (reachable) await writeOneByOne(counts);
        else {
          buffer.restore(counts);
          logFailure("page view counts", error);
        }
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
