import { describe, expect, it } from "vitest";
import { lruCache } from "./lru-cache";

describe("lruCache", () => {
  it("keeps at most maxEntries, dropping the least recently used", () => {
    const cache = lruCache<number>({ maxEntries: 2, ttlMs: 1_000 });
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("forgets a value once its time is up", () => {
    let clock = 0;
    const cache = lruCache<string>({ maxEntries: 10, ttlMs: 100, now: () => clock });
    cache.set("q", "answer");
    clock = 99;
    expect(cache.get("q")).toBe("answer");
    clock = 100;
    expect(cache.get("q")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("empties on clear", () => {
    const cache = lruCache<number>({ maxEntries: 10, ttlMs: 1_000 });
    cache.set("a", 1);
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
  });
});
