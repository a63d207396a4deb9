import { describe, expect, it } from "vitest";
import type { PageView } from "~/features/analytics/page-views.server";
import { PageViewBuffer } from "~/features/analytics/buffer.server";

const view = (path: string, device: PageView["device"] = "smartphone"): PageView => ({
  day: "2026-11-23",
  path,
  device,
  saveData: false,
  country: "",
});

describe("PageViewBuffer", () => {
  it("adds up views of one kind, and of them those without JavaScript, and keeps kinds apart", () => {
    const buffer = new PageViewBuffer(10);
    buffer.add(view("/"));
    buffer.add(view("/"));
    buffer.add(view("/"), "withoutJavascript");
    buffer.add(view("/", "feature phone"));
    expect(buffer.take().map(({ view, views, withoutJavascript }) => [view.device, views, withoutJavascript])).toEqual([
      ["smartphone", 2, 1],
      ["feature phone", 1, 0],
    ]);
    expect(buffer.size).toBe(0);
  });

  it("holds no more kinds than its cap, counting what it drops", () => {
    const buffer = new PageViewBuffer(3);
    for (let i = 0; i < 10; i += 1) buffer.add(view(`/page-${i}`));
    buffer.add(view("/page-0"));
    expect(buffer.size).toBe(3);
    expect(buffer.dropped).toBe(7);
  });

  it("takes back what a failed flush could not store, within the cap", () => {
    const buffer = new PageViewBuffer(2);
    buffer.add(view("/a"));
    const failed = buffer.take();
    buffer.add(view("/b"));
    buffer.add(view("/c"));
    buffer.restore(failed);
    expect(buffer.size).toBe(2);
    expect(buffer.dropped).toBe(1);
  });
});
