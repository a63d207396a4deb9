import { pageViewKey, type PageView, type PageViewCount, type PageViewMeasure } from "~/features/analytics/page-views.server";

/**
 * Counts held in memory between flushes, one entry per distinct kind of view.
 * It holds at most `maxKeys` entries: when the database is away and the
 * buffer is full, views of kinds not yet held are dropped (and counted as
 * dropped), so memory stays bounded however long the outage.
 */
export class PageViewBuffer {
  private counts = new Map<string, PageViewCount>();
  dropped = 0;

  constructor(readonly maxKeys: number) {}

  get size(): number {
    return this.counts.size;
  }

  add(view: PageView, measure: PageViewMeasure = "views", count = 1): void {
    const key = pageViewKey(view);
    let held = this.counts.get(key);
    if (!held && this.counts.size < this.maxKeys) {
      held = { view, views: 0, withoutJavascript: 0 };
      this.counts.set(key, held);
    }
    if (held) held[measure] += count;
    else this.dropped += count;
  }

  /** Everything held, emptying the buffer. */
  take(): PageViewCount[] {
    const taken = [...this.counts.values()];
    this.counts = new Map();
    return taken;
  }

  /** Counts a failed flush could not store, added back within the cap. */
  restore(counts: PageViewCount[]): void {
    for (const { view, views, withoutJavascript } of counts) {
      if (views) this.add(view, "views", views);
      if (withoutJavascript) this.add(view, "withoutJavascript", withoutJavascript);
    }
  }
}
