import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "./support/site";

/** Slow clients and floods of work are bounded, and the site keeps serving everyone else. */
let site: TestSite;
const HEADERS_TIMEOUT_SECONDS = 3;

beforeAll(async () => {
  site = await startTestSite({
    HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_SECONDS),
    REQUEST_TIMEOUT_SECONDS: "5",
    PAGE_CACHE_MAX_MB: "1",
  });
}, 90_000);
afterAll(async () => site?.close());

describe("a client that sends its headers slowly", () => {
  it("is cut off once the headers timeout passes, while others are served", async () => {
    const { port } = new URL(site.app.baseUrl);
    const socket = connect(Number(port), "127.0.0.1");
    const opened = Date.now();
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    // One more header byte every half second, never the blank line that ends them.
    const drip = setInterval(() => socket.writable && socket.write("X"), 500);
    const answer: string[] = [];
    socket.on("data", (chunk: Buffer) => answer.push(chunk.toString()));
    const closedAfter = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - opened)));

    const meanwhile = await fetch(`${site.app.baseUrl}/who-we-are`);
    expect(meanwhile.status).toBe(200);

    const elapsed = await closedAfter;
    clearInterval(drip);
    expect(answer.join("")).toMatch(/^HTTP\/1\.1 408/);
    // Cut off by the limit, checked once a second, not left open for minutes; the margin is for a busy machine.
    expect(elapsed).toBeLessThan((HEADERS_TIMEOUT_SECONDS + 10) * 1000);
  }, 30_000);
});

describe("a flood of searches that find nothing", () => {
  it("does not take the database from the forms", async () => {
    const searches = Array.from({ length: 100 }, (_, i) =>
      fetch(`${site.app.baseUrl}/api/search?query=${encodeURIComponent(`zzqx${i} vvkw${i}`)}`).then((answer) => answer.status),
    );
    const subscriptions = Array.from({ length: 10 }, (_, i) =>
      site.postJson("/api/subscribe", { email: `during-flood-${i}@example.ng` }).then((answer) => answer.status),
    );
    expect(await Promise.all(subscriptions)).toEqual(Array(10).fill(200));
    const statuses = await Promise.all(searches);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(await site.count("SELECT count(*) FROM newsletter_subscriber WHERE email LIKE 'during-flood-%'")).toBe(10);
  }, 60_000);
});

describe("a flood of distinct addresses", () => {
  it("keeps the page cache within its byte cap", async () => {
    for (let i = 0; i < 300; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          fetch(`${site.app.baseUrl}/search?query=${encodeURIComponent(`cash transfer ${i + j}`)}`).then((r) => r.text()),
        ),
      );
    }
    const { pageCache } = await (await fetch(`${site.app.baseUrl}/healthz`)).json();
    expect(pageCache.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(pageCache.entries).toBeLessThan(300);
    console.log(
      `page cache after 300 distinct searches with a 1 MB cap: ${pageCache.entries} pages, ${(pageCache.bytes / 1024).toFixed(0)} KB`,
    );
  }, 120_000);
});
