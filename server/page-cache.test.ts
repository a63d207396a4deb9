import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wantsLitePages } from "../app/utils/save-data";
import { pageCache } from "./page-cache";

let base = "";
let renders = 0;
let close: () => void;
const cache = pageCache({ ttlSeconds: 60, maxBytes: 64 * 1024 });

beforeAll(async () => {
  const app = express();
  app.use(cache);
  const publicPage = (body: (req: express.Request) => string) => (req: express.Request, res: express.Response) => {
    renders += 1;
    const html = body(req);
    res.set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300", ETag: `W/"${html.length}"` });
    res.write(html.slice(0, 10));
    res.end(html.slice(10));
  };
  app.get(
    "/public",
    publicPage(() => "<!DOCTYPE html><p>Hello</p>"),
  );
  app.get(
    "/search",
    publicPage((req) => `<!DOCTYPE html><p>${req.get("X-Query") ?? ""} ${new URL(req.originalUrl, "http://x").search}</p>`),
  );
  app.get(
    "/saving",
    publicPage((req) => (wantsLitePages(req.get("Save-Data")) ? "<p>lite</p>" : "<p>full</p>")),
  );
  app.get(
    "/big/:n",
    publicPage((req) => `<p>${req.params["n"]}</p>${"x".repeat(20 * 1024)}`),
  );
  app.get("/private", (_req, res) => {
    renders += 1;
    res.set({ "Content-Type": "text/html", "Cache-Control": "private, no-cache", ETag: 'W/"p"' }).send("<p>mine</p>");
  });
  app.get("/missing", (_req, res) => {
    renders += 1;
    res.status(404).set({ "Content-Type": "text/html", "Cache-Control": "public", ETag: 'W/"m"' }).send("<p>no</p>");
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

describe("pageCache", () => {
  it("renders a public page once, then serves the same bytes and answers 304 to its ETag", async () => {
    renders = 0;
    const first = await fetch(`${base}/public`);
    expect(await first.text()).toBe("<!DOCTYPE html><p>Hello</p>");
    const second = await fetch(`${base}/public`);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe("<!DOCTYPE html><p>Hello</p>");
    const revalidated = await fetch(`${base}/public`, { headers: { "If-None-Match": second.headers.get("etag")! } });
    expect(revalidated.status).toBe(304);
    expect(renders).toBe(1);
  });

  it("compresses a stored page once, off the request thread, and then sends that copy", async () => {
    await fetch(`${base}/public`);
    await expect
      .poll(async () => (await fetch(`${base}/public`, { headers: { "Accept-Encoding": "br" } })).headers.get("content-encoding"))
      .toBe("br");
    const raw = await fetch(`${base}/public`, { headers: { "Accept-Encoding": "br" } });
    // fetch() undoes the encoding, so this reads the stored copy back.
    expect(await raw.text()).toBe("<!DOCTYPE html><p>Hello</p>");
  });

  it("keys a page by its known query parameters, sorted, ignoring any other", async () => {
    renders = 0;
    await fetch(`${base}/search?query=cash&page=2`);
    const reordered = await fetch(`${base}/search?page=2&query=cash`);
    const noise = await fetch(`${base}/search?query=cash&utm_source=x&page=2`);
    expect(reordered.headers.get("x-page-cache")).toBe("hit");
    expect(noise.headers.get("x-page-cache")).toBe("hit");
    expect(renders).toBe(1);
  });

  it("keeps Save-Data pages apart in any letter case, and skips requests with cookies", async () => {
    renders = 0;
    expect(await (await fetch(`${base}/saving`, { headers: { "Save-Data": "ON" } })).text()).toBe("<p>lite</p>");
    expect(await (await fetch(`${base}/saving`)).text()).toBe("<p>full</p>");
    expect(await (await fetch(`${base}/saving`, { headers: { "Save-Data": "On " } })).text()).toBe("<p>lite</p>");
    await fetch(`${base}/saving`, { headers: { Cookie: "a=b" } });
    expect(renders).toBe(3);
  });

  it("never stores private pages or errors", async () => {
    renders = 0;
    for (let i = 0; i < 2; i++) {
      await fetch(`${base}/private`);
      await fetch(`${base}/missing`);
    }
    expect(renders).toBe(4);
  });

  it("holds no more than its byte cap, dropping the least recently used pages", async () => {
    for (let n = 0; n < 10; n++) await fetch(`${base}/big/${n}`);
    expect(cache.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    renders = 0;
    await fetch(`${base}/big/9`);
    expect(renders).toBe(0);
    await fetch(`${base}/big/0`);
    expect(renders).toBe(1);
  });
});

describe("pageCache.early", () => {
  it("serves an address already seen, by its exact spelling, before the rest of the stack, with the page's stored headers", async () => {
    const early = pageCache({ ttlSeconds: 60, maxBytes: 64 * 1024 });
    const app = express();
    let passedThrough = 0;
    app.use(early.early);
    app.use((_req, res, next) => {
      passedThrough += 1;
      res.setHeader("Content-Security-Policy", "script-src 'sha256-abc' 'self'");
      next();
    });
    app.use(early);
    app.get("/page", (_req, res) => {
      res.set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=60", ETag: 'W/"e"' }).send("<p>page</p>");
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await fetch(`${origin}/page?a=1&b=2`);
      const exact = await fetch(`${origin}/page?a=1&b=2`);
      expect(exact.headers.get("x-page-cache")).toBe("hit");
      expect(exact.headers.get("content-security-policy")).toBe("script-src 'sha256-abc' 'self'");
      expect(await exact.text()).toBe("<p>page</p>");
      expect(passedThrough).toBe(1);
      // Another spelling of the same page takes the whole way, then finds the same entry.
      const reordered = await fetch(`${origin}/page?b=2&a=1`);
      expect(reordered.headers.get("x-page-cache")).toBe("hit");
      expect(passedThrough).toBe(2);
    } finally {
      server.close();
    }
  });
});
