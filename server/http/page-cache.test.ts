import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DOWN_RECHECK_MS, MAX_CACHED_URL, pageCache, STALE_MAX_AGE_SECONDS } from "./page-cache";

let base = "";
let renders = 0;
let close: () => void;

/** As a site would key its pages: the path, the parameters it reads (search reads query and page), sorted, and Save-Data. */
const varyOn = ["Save-Data"];
function keyOf(address: URL, header: (name: string) => string | undefined): string {
  const known = address.pathname === "/search" ? ["query", "page"] : address.pathname === "/p" ? [] : [...address.searchParams.keys()];
  const params = [...address.searchParams].filter(([name]) => known.includes(name)).sort(([a], [b]) => (a < b ? -1 : 1));
  const query = params.length ? `?${new URLSearchParams(params)}` : "";
  return `${header("Save-Data")?.trim().toLowerCase() === "on" ? "lite" : "full"} ${address.pathname}${query}`;
}

type Cache = ReturnType<typeof pageCache>;

/** Text on which brotli's best settings do better than its fast ones. */
const WORDS = `<!DOCTYPE html>${Array.from({ length: 3000 }, (_, i) => `word${(i * 7919) % 1009}`).join(" ")}`;

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
    "/words",
    publicPage(() => WORDS),
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

  it("sends a page's first answer, as every later one, at the best settings (a refill after a data change too)", async () => {
    // Bytes as sent: fetch() would undo the encoding.
    const sent = (path: string, encoding: string) =>
      new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
        const { port } = new URL(base);
        request({ host: "127.0.0.1", port, path, agent: false, headers: { "Accept-Encoding": encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ encoding: res.headers["content-encoding"], bytes: Buffer.concat(chunks) }));
        })
          .on("error", reject)
          .end();
      });
    const html = `<p>7</p>${"x".repeat(20 * 1024)}`;
    const best = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    for (const round of [1, 2]) {
      cache.clear();
      const first = await sent("/big/7", "br");
      expect(first.encoding, `round ${round}`).toBe("br");
      expect(first.bytes.length, `round ${round}`).toBe(best.length);
      expect((await sent("/big/7", "br")).bytes.equals(first.bytes)).toBe(true);
      expect((await sent("/big/7", "gzip")).bytes.length).toBe(gzipSync(html, { level: 9 }).length);
    }
  });

  it("sends a query's page (the long tail) first at the fast settings, and at the best once it is asked for again", async () => {
    const sizeOf = async (path: string) => {
      const { port } = new URL(base);
      return new Promise<number>((resolve, reject) => {
        request({ host: "127.0.0.1", port, path, agent: false, headers: { "Accept-Encoding": "br" } }, (res) => {
          let bytes = 0;
          res.on("data", (chunk: Buffer) => (bytes += chunk.length));
          res.on("end", () => resolve(bytes));
        })
          .on("error", reject)
          .end();
      });
    };
    const best = brotliCompressSync(WORDS, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const fast = brotliCompressSync(WORDS, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
    expect(best).toBeLessThan(fast);
    cache.clear();
    expect(await sizeOf("/words?part=2")).toBe(fast);
    expect(await sizeOf("/words?part=2")).toBe(best);
    // The same page at its own address: the best at once.
    expect(await sizeOf("/words")).toBe(best);
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

describe("pageCache's last good copies", () => {
  /** Each page's state: rendered; its render failing with the database down (or for another reason); removed. */
  let state: "up" | "down" | "busy" | "gone" = "up";
  let databaseUp = true;
  let staleRenders = 0;
  const withNotice = (html: string) => (html.includes("<form") ? html.replace("<main>", "<main><p>old copy</p>") : null);
  const stale = pageCache({
    ttlSeconds: 60,
    maxBytes: 64 * 1024,
    staleMaxBytes: 48 * 1024,
    databaseReachable: () => Promise.resolve(databaseUp),
    staleNotice: withNotice,
    keyOf,
    varyOn,
  });
  let origin = "";
  let stop = () => {};
  const collectionOf = (name: string) => (name.startsWith("news") ? "news_article" : name.startsWith("faq") ? "faq" : "page");
  /** A change to a collection no page below reads: the fresh pages go, and every tagged copy stays. */
  const UNREAD = ["collection:tender"];

  beforeAll(async () => {
    const app = express();
    app.use(stale.lookup);
    app.get("/:name", (req, res) => {
      staleRenders += 1;
      const name = req.params["name"];
      if (state === "up") {
        const body = `<!DOCTYPE html><main>${name === "form" ? '<form method="post"></form>' : `<p>${name}</p>`}${"x".repeat(name.startsWith("big") ? 20 * 1024 : 0)}</main>`;
        const headers = {
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": "public, max-age=60",
          "CDN-Cache-Control": "max-age=60, stale-if-error=86400",
          ETag: `W/"${name}"`,
          // The collections each page read, as the site tags them: a news page, an FAQ, the rest pages; one untagged.
          ...(name === "untagged" ? {} : { "Cache-Tag": `page:/${name},collection:${collectionOf(name)},lang:en,all` }),
        };
        return answer(stale, req, res, { headers, body });
      }
      // As the Remix handler does with a render that gave no page to keep.
      const status = state === "gone" ? 404 : 503;
      void stale.failed(req, res, status).then((served) => {
        if (!served) res.status(status).set("Cache-Control", "no-store").send(`<p>${status}</p>`);
      });
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = () => server.close();
  });
  afterAll(() => stop());

  /** A data change (`changed`: its tags, or null for anything) empties the fresh pages; then the database goes, and stays away for a test. */
  async function outage(names: string[], changed: readonly string[] | null = UNREAD) {
    state = "up";
    databaseUp = true;
    vi.useFakeTimers({ toFake: ["Date"] });
    // The last outage's verdict has run out: each test finds out for itself.
    vi.setSystemTime(Date.now() + DOWN_RECHECK_MS + 1);
    for (const name of names) await fetch(`${origin}/${name}`);
    stale.clear(changed ?? undefined);
    state = "down";
    databaseUp = false;
  }
  const cacheStatus = async (name: string) => {
    const answer = await fetch(`${origin}/${name}`);
    return answer.status === 200 ? answer.headers.get("x-page-cache") : answer.status;
  };
  afterAll(() => vi.useRealTimers());

  it("answers a page whose render failed with the database down from its last good copy, kept across a data change", async () => {
    await outage(["about"]);
    const served = stale.stats().staleServed;
    vi.setSystemTime(Date.now() + 90_000);
    const answer = await fetch(`${origin}/about`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-page-cache")).toBe("stale");
    expect(await answer.text()).toBe("<!DOCTYPE html><main><p>about</p></main>");
    expect(Number(answer.headers.get("age"))).toBeGreaterThanOrEqual(90);
    // Nginx, a CDN and the browser may reuse it for seconds, not for the page's day of stale-if-error.
    expect(answer.headers.get("cache-control")).toBe(`public, max-age=${STALE_MAX_AGE_SECONDS}`);
    expect(answer.headers.get("cdn-cache-control")).toBe(`max-age=${STALE_MAX_AGE_SECONDS}`);
    expect(answer.headers.get("etag")).toBe('W/"about"');
    expect(stale.stats().staleServed).toBe(served + 1);
  });

  it("answers at once while the database is known down, and renders again once that has run out", async () => {
    await outage(["about"]);
    await fetch(`${origin}/about`);
    staleRenders = 0;
    const again = await fetch(`${origin}/about`);
    expect(again.headers.get("x-page-cache")).toBe("stale");
    expect(staleRenders).toBe(0);
    // The database is back: after the verdict runs out, the page is rendered, fresh, and kept again.
    state = "up";
    databaseUp = true;
    vi.setSystemTime(Date.now() + DOWN_RECHECK_MS + 1);
    const fresh = await fetch(`${origin}/about`);
    expect(fresh.headers.get("x-page-cache")).toBeNull();
    expect(staleRenders).toBe(1);
    expect((await fetch(`${origin}/about`)).headers.get("x-page-cache")).toBe("hit");
  });

  it("keeps a 503 when the database answers (a 503 for another reason), and for a page it never rendered", async () => {
    await outage(["about"]);
    const served = stale.stats().staleServed;
    databaseUp = true;
    state = "busy";
    expect((await fetch(`${origin}/about`)).status).toBe(503);
    databaseUp = false;
    state = "down";
    expect((await fetch(`${origin}/never-rendered`)).status).toBe(503);
    expect(stale.stats().staleServed).toBe(served);
  });

  it("drops the copy of a page found removed, so it never comes back in an outage", async () => {
    await outage(["removed"]);
    state = "gone";
    databaseUp = true;
    expect((await fetch(`${origin}/removed`)).status).toBe(404);
    state = "down";
    databaseUp = false;
    expect((await fetch(`${origin}/removed`)).status).toBe(503);
  });

  it("drops the copies of the pages that showed the collection a change names, and keeps the rest", async () => {
    await outage(["news-1", "faq-1", "about"], ["collection:news_article", "collection:search"]);
    expect(await cacheStatus("news-1")).toBe(503);
    expect(await cacheStatus("faq-1")).toBe("stale");
    expect(await cacheStatus("about")).toBe("stale");
  });

  it("drops every copy when the change names nothing (a scheduled time came), and a copy that says nothing of what it read", async () => {
    await outage(["news-2", "faq-2", "untagged"]);
    expect(await cacheStatus("untagged")).toBe(503);
    expect(await cacheStatus("faq-2")).toBe("stale");
    await outage(["news-2", "faq-2"], null);
    expect(await cacheStatus("news-2")).toBe(503);
    expect(await cacheStatus("faq-2")).toBe(503);
  });

  it("gives the site's notice where it asks for one, under an ETag of its own that a revalidation matches", async () => {
    await outage(["form", "about"]);
    const form = await fetch(`${origin}/form`);
    expect(form.headers.get("x-page-cache")).toBe("stale");
    expect(await form.text()).toBe('<!DOCTYPE html><main><p>old copy</p><form method="post"></form></main>');
    expect(form.headers.get("etag")).toBe('W/"form-stale"');
    const brotli = await fetch(`${origin}/form`, { headers: { "Accept-Encoding": "br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(await brotli.text()).toContain("<p>old copy</p>");
    expect((await fetch(`${origin}/form`, { headers: { "If-None-Match": 'W/"form-stale"' } })).status).toBe(304);
    expect(await (await fetch(`${origin}/about`)).text()).not.toContain("old copy");
  });

  it("holds its copies within their own byte cap, the least recently used out first", async () => {
    const names = Array.from({ length: 6 }, (_, n) => `big${n}`);
    await outage(names);
    expect(stale.stats().staleBytes).toBeLessThanOrEqual(48 * 1024);
    expect(stale.stats().staleEntries).toBeLessThan(names.length);
    expect((await fetch(`${origin}/big5`)).headers.get("x-page-cache")).toBe("stale");
    expect((await fetch(`${origin}/big0`)).status).toBe(503);
  });
});

describe("pageCache without last good copies", () => {
  it("keeps none when their cap is 0: a page whose render failed with the database down stays a 503", async () => {
    const none = pageCache({
      ttlSeconds: 60,
      maxBytes: 64 * 1024,
      staleMaxBytes: 0,
      databaseReachable: () => Promise.resolve(false),
      keyOf,
      varyOn,
    });
    let up = true;
    const app = express();
    app.use(none.lookup);
    app.get("/p", (req, res) => {
      if (up)
        return answer(none, req, res, {
          headers: { "Content-Type": "text/html", "Cache-Control": "public", ETag: 'W/"p"' },
          body: "<p>p</p>",
        });
      void none.failed(req, res, 503).then((served) => served || res.status(503).end());
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${origin}/p`)).status).toBe(200);
      none.clear();
      up = false;
      expect((await fetch(`${origin}/p`)).status).toBe(503);
      expect(none.stats()).toMatchObject({ staleEntries: 0, staleServed: 0 });
    } finally {
      server.close();
    }
  });
});
