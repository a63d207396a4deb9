import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CACHED_URL, pageCache } from "./page-cache";

let base = "";
let renders = 0;
let close: () => void;

/** As a site would key its pages: the path, the parameters it reads (search reads query and page), sorted, and Save-Data. */
const varyOn = ["Save-Data"];
function keyOf(address: URL, header: (name: string) => string | undefined): string {
  const known = address.pathname === "/search" ? ["query", "page"] : address.pathname === "/p" ? [] : [...address.searchParams.keys()];
  const params = [...address.searchParams].filter(([name]) => known.includes(name)).sort(([a], [b]) => (a < b ? -1 : 1));
  return `${header("Save-Data")?.trim().toLowerCase() === "on" ? "lite" : "full"} ${address.pathname}?${new URLSearchParams(params)}`;
}

type Cache = ReturnType<typeof pageCache>;

/** What the Remix handler does with a rendered page: the cache keeps and sends it, or it goes as it is. */
function answer(
  cache: Cache,
  req: express.Request,
  res: express.Response,
  page: { status?: number; headers: Record<string, string>; body: string },
  renderedPath = req.originalUrl,
) {
  const rendered = { status: page.status ?? 200, headers: new Headers(page.headers), body: Buffer.from(page.body) };
  if (cache.send(req, res, rendered, renderedPath)) return;
  res.status(rendered.status).set(page.headers).send(page.body);
}

const cache = pageCache({ ttlSeconds: 60, maxBytes: 64 * 1024, keyOf, varyOn });

beforeAll(async () => {
  const app = express();
  app.use(cache.lookup);
  const publicPage = (body: (req: express.Request) => string) => (req: express.Request, res: express.Response) => {
    renders += 1;
    const html = body(req);
    answer(cache, req, res, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300", ETag: `W/"${html.length}"` },
      body: html,
    });
  };
  app.get(
    "/public",
    publicPage(() => "<!DOCTYPE html><p>Hello</p>"),
  );
  app.get(
    "/search",
    publicPage((req) => `<!DOCTYPE html><p>${req.get("X-Query") ?? ""} ${new URL(req.originalUrl, "http://x").search}</p>`),
  );
  app.get("/slow", (req, res) => {
    renders += 1;
    const page = { headers: { "Content-Type": "text/html", "Cache-Control": "public", ETag: 'W/"slow"' }, body: "<p>slow</p>" };
    setTimeout(() => answer(cache, req, res, page), 100);
  });
  app.get(
    "/saving",
    publicPage((req) => (req.get("Save-Data")?.trim().toLowerCase() === "on" ? "<p>lite</p>" : "<p>full</p>")),
  );
  app.get(
    "/big/:n",
    publicPage((req) => `<p>${req.params["n"]}</p>${"x".repeat(20 * 1024)}`),
  );
  // A page whose rendered address is not the one asked for (once, a Host header could cause it).
  app.get("/swapped", (req, res) => {
    renders += 1;
    const page = { headers: { "Content-Type": "text/html", "Cache-Control": "public", ETag: 'W/"s"' }, body: "<p>notice</p>" };
    answer(cache, req, res, page, "/search?query=official+notice");
  });
  app.get("/private", (req, res) => {
    renders += 1;
    answer(cache, req, res, {
      headers: { "Content-Type": "text/html", "Cache-Control": "private, no-cache", ETag: 'W/"p"' },
      body: "<p>mine</p>",
    });
  });
  app.get("/missing", (req, res) => {
    renders += 1;
    answer(cache, req, res, {
      status: 404,
      headers: { "Content-Type": "text/html", "Cache-Control": "public", ETag: 'W/"m"' },
      body: "<p>no</p>",
    });
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

  it("renders a page many ask for at once only once; the others get its copy", async () => {
    renders = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/slow`).then((answer) => answer.text())));
    expect(new Set(answers)).toEqual(new Set(["<p>slow</p>"]));
    expect(renders).toBe(1);
  });

  it("never stores private pages or errors", async () => {
    renders = 0;
    for (let i = 0; i < 2; i++) {
      await fetch(`${base}/private`);
      await fetch(`${base}/missing`);
    }
    expect(renders).toBe(4);
  });

  it("stores a page only under the address that was rendered", async () => {
    renders = 0;
    await fetch(`${base}/swapped`);
    expect((await fetch(`${base}/swapped`)).headers.get("x-page-cache")).toBeNull();
    expect((await fetch(`${base}/search?query=official+notice`)).headers.get("x-page-cache")).toBeNull();
    expect(renders).toBe(3);
  });

  it("never remembers an address over MAX_CACHED_URL, nor one whose page was not stored", async () => {
    const before = cache.stats();
    const long = `${base}/search?query=${"q".repeat(MAX_CACHED_URL)}`;
    await fetch(long);
    expect((await fetch(long)).headers.get("x-page-cache")).toBeNull();
    for (let i = 0; i < 50; i++) await fetch(`${base}/missing?n=${i}`);
    expect(cache.stats()).toEqual(before);
  });

  it("counts the addresses it remembers within its byte cap, however many arrive", async () => {
    const small = pageCache({ ttlSeconds: 60, maxBytes: 16 * 1024, keyOf, varyOn });
    const app = express();
    app.use(small.lookup);
    app.get("/p", (req, res) => {
      answer(small, req, res, { headers: { "Content-Type": "text/html", "Cache-Control": "public", ETag: 'W/"p"' }, body: "<p>p</p>" });
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // One page, 2,000 spellings of it (unknown parameters are part of the spelling, not of the key),
      // twenty at a time: the cap holds however many arrive together.
      for (let i = 0; i < 2000; i += 20) {
        await Promise.all(Array.from({ length: 20 }, (_, j) => fetch(`${origin}/p?${"x".repeat(500)}${i + j}=1`).then((r) => r.text())));
      }
      expect(small.stats().entries).toBe(1);
      expect(small.stats().bytes).toBeLessThanOrEqual(16 * 1024);
    } finally {
      server.close();
    }
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
    const early = pageCache({ ttlSeconds: 60, maxBytes: 64 * 1024, keyOf, varyOn });
    const app = express();
    let passedThrough = 0;
    app.use(early.early);
    app.use((_req, res, next) => {
      passedThrough += 1;
      res.setHeader("X-Content-Type-Options", "nosniff");
      next();
    });
    app.use(early.lookup);
    app.get("/page", (req, res) => {
      const headers = {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "public, max-age=60",
        ETag: 'W/"e"',
        "Content-Security-Policy": "script-src 'sha256-abc' 'self'",
      };
      answer(early, req, res, { headers, body: "<p>page</p>" });
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await fetch(`${origin}/page?a=1&b=2`);
      const exact = await fetch(`${origin}/page?a=1&b=2`);
      expect(exact.headers.get("x-page-cache")).toBe("hit");
      expect(exact.headers.get("content-security-policy")).toBe("script-src 'sha256-abc' 'self'");
      expect(exact.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await exact.text()).toBe("<p>page</p>");
      expect(passedThrough).toBe(1);
      // Another spelling of the same page takes the whole way, then finds the same entry.
      const reordered = await fetch(`${origin}/page?b=2&a=1`);
      expect(reordered.headers.get("x-page-cache")).toBe("hit");
      expect(passedThrough).toBe(2);
      // The same spelling with Save-Data is another variant: it takes the whole way, and is not the full page.
      const lite = await fetch(`${origin}/page?a=1&b=2`, { headers: { "Save-Data": "on" } });
      expect(lite.headers.get("x-page-cache")).toBeNull();
      expect(passedThrough).toBe(3);
    } finally {
      server.close();
    }
  });
});
