import { describe, expect, it } from "vitest";
import {
  addCdnHeaders,
  keepFromCdn,
  noteModelRead,
  noteSqlRead,
  SHARED_CACHE_CONTROL,
  startNotingReads,
  withCdnHeaders,
} from "./headers.server";

/** Runs `work` as a request of its own would: in an asynchronous context where its reads are noted. */
function asRequest<T>(path: string, work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    setImmediate(() => {
      startNotingReads(path);
      work().then(resolve, reject);
    });
  });
}

/** Lets the event loop turn `count` times, so two requests' steps interleave. */
async function turns(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe("the CDN's headers", () => {
  it("on a public answer: the shared cache's own directive, and the tags of what its request read", async () => {
    const headers = await asRequest("/resource-hub/news", async () => {
      noteModelRead("newsArticle");
      await Promise.resolve();
      noteSqlRead("SELECT * FROM search_document");
      noteModelRead("staffAccount");
      return withCdnHeaders({ "Cache-Control": "public, max-age=60" });
    });
    expect(headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(headers.get("CDN-Cache-Control")).toBe(SHARED_CACHE_CONTROL);
    expect(headers.get("Surrogate-Control")).toBe(SHARED_CACHE_CONTROL);
    expect(headers.get("Cache-Tag")).toBe("page:/resource-hub/news,collection:news_article,collection:search,lang:en,all");
    expect(headers.get("Surrogate-Key")).toBe("page:/resource-hub/news collection:news_article collection:search lang:en all");
  });

  it("keep each request's reads to itself, however they interleave", async () => {
    const [news, faqs] = await Promise.all([
      asRequest("/news/a", async () => {
        await turns(2);
        noteModelRead("newsArticle");
        return withCdnHeaders({ "Cache-Control": "public" }).get("Cache-Tag");
      }),
      asRequest("/resource-hub/faqs", async () => {
        noteModelRead("faq");
        await turns(4);
        return withCdnHeaders({ "Cache-Control": "public" }).get("Cache-Tag");
      }),
    ]);
    expect(news).toBe("page:/news/a,collection:news_article,lang:en,all");
    expect(faqs).toBe("page:/resource-hub/faqs,collection:faq,lang:en,all");
  });

  it("let a file whose address names its bytes be kept as long by a CDN as by a browser", async () => {
    const headers = await asRequest("/media/abc.png", () =>
      Promise.resolve(withCdnHeaders({ "Cache-Control": "public, max-age=31536000, immutable" })),
    );
    expect(headers.get("CDN-Cache-Control")).toBe("max-age=31536000, immutable");
  });

  it("let an answer that names a shared cache's lifetime (s-maxage) be kept that long, stale only while the origin fails", async () => {
    const headers = await asRequest("/status", () =>
      Promise.resolve(withCdnHeaders({ "Cache-Control": "public, max-age=60, s-maxage=60" })),
    );
    expect(headers.get("CDN-Cache-Control")).toBe("max-age=60, stale-if-error=86400");
    expect(headers.get("Surrogate-Control")).toBe("max-age=60, stale-if-error=86400");
  });

  it("are never on a person's answer, one that must not be stored, or one that must be revalidated", async () => {
    for (const cacheControl of ["private, no-store", "no-store", "public, no-cache", "private, max-age=60", null]) {
      const headers = await asRequest("/contact/sent", async () => {
        await Promise.resolve();
        noteModelRead("newsArticle");
        const given = new Headers({ "CDN-Cache-Control": "max-age=1", "Cache-Tag": "x", "Surrogate-Key": "x" });
        if (cacheControl) given.set("Cache-Control", cacheControl);
        addCdnHeaders(given);
        return given;
      });
      for (const name of ["CDN-Cache-Control", "Surrogate-Control", "Cache-Tag", "Surrogate-Key"]) {
        expect(headers.has(name), `${name} with ${cacheControl}`).toBe(false);
      }
    }
  });

  it("are not on an answer made outside any request (nothing names its page)", () => {
    expect(withCdnHeaders({ "Cache-Control": "public" }).has("Cache-Tag")).toBe(false);
  });

  it("say no-store, and carry no tags, on an answer no CDN may keep (navigation data)", async () => {
    const headers = await asRequest("/resource-hub/news.data", async () => {
      noteModelRead("newsArticle");
      await turns(1);
      const given = new Headers({ "Cache-Control": "public, max-age=60", "Cache-Tag": "x" });
      keepFromCdn(given);
      return given;
    });
    expect(headers.get("CDN-Cache-Control")).toBe("no-store");
    expect(headers.get("Surrogate-Control")).toBe("no-store");
    expect(headers.has("Cache-Tag")).toBe(false);
    expect(headers.has("Surrogate-Key")).toBe(false);
  });
});
