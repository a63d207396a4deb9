import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";

/** A stand-in for pg's Client: connects while `reachable`, and keeps every one made, in order. */
const fake = vi.hoisted(() => ({ reachable: true, clients: [] as unknown[] }));
vi.mock("pg", async () => {
  const { EventEmitter } = await import("node:events");
  class Client extends EventEmitter {
    listening: string[] = [];
    constructor() {
      super();
      fake.clients.push(this);
    }
    connect = () => (fake.reachable ? Promise.resolve() : Promise.reject(new Error("ECONNREFUSED")));
    query = (sql: string) => (this.listening.push(sql), Promise.resolve());
    end = () => Promise.resolve();
    escapeIdentifier = (name: string) => `"${name}"`;
  }
  return { default: { Client } };
});

const { listenForNotices, RETRY_MS } = await import("./pg");
const latest = () => fake.clients.at(-1) as EventEmitter & { listening: string[] };

afterEach(() => vi.useRealTimers());

describe("listenForNotices", () => {
  it("hands each notice's payload to its channel's handler; after a lost connection, \"\" once it listens again", async () => {
    vi.useFakeTimers();
    fake.reachable = true;
    const heard: string[] = [];
    const notices = listenForNotices(
      { connectionString: "postgres://test" },
      { nassco_site_data_changed: (payload) => heard.push(payload) },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().listening).toEqual(['LISTEN "nassco_site_data_changed"']);
    latest().emit("notification", { channel: "nassco_site_data_changed", payload: "news_article" });
    latest().emit("notification", { channel: "nassco_site_data_changed" });
    expect(heard).toEqual(["news_article", ""]);

    // The database goes away: the attempts to reconnect fail, and no handler hears of it, so what an
    // outage is served from (the page cache's last good copies) stays.
    fake.reachable = false;
    latest().emit("end");
    await vi.advanceTimersByTimeAsync(3 * RETRY_MS);
    expect(fake.clients.length).toBeGreaterThanOrEqual(3);
    expect(heard).toEqual(["news_article", ""]);

    // Back: once it listens again, a notice may have been missed in the gap, so every handler hears "anything".
    fake.reachable = true;
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(latest().listening).toEqual(['LISTEN "nassco_site_data_changed"']);
    expect(heard).toEqual(["news_article", "", ""]);
    await notices.stop();
  });
});
