import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { keepsAddress, linksIn, mirrorFile, objectKey, requester } from "./mirror-site";

const at = (address: string) => new URL(address, "https://nassco.example");

describe("where an address lies in the mirror", () => {
  it("puts a page in its address's folder, a list's page N beside it, and any other file at its address", () => {
    expect(mirrorFile("/", true)).toBe("index.html");
    expect(mirrorFile("/ha", true)).toBe("ha/index.html");
    expect(mirrorFile("/resource-hub/news", true)).toBe("resource-hub/news/index.html");
    expect(mirrorFile("/resource-hub/news?page=3", true)).toBe("resource-hub/news/page-3.html");
    expect(mirrorFile("/resource-hub/news?page=1", true)).toBe("resource-hub/news/index.html");
    expect(mirrorFile("/resource-hub/news?month=2026-01", true)).toBe("resource-hub/news/month-2026-01.html");
    expect(mirrorFile("/resource-hub/news/rss.xml", false)).toBe("resource-hub/news/rss.xml");
    expect(mirrorFile("/files/a%20b.pdf", false)).toBe("files/a b.pdf");
  });

  it("gives an object store the address itself as the key, and nothing for a query", () => {
    expect(objectKey("/")).toBe("index.html");
    expect(objectKey("/resource-hub/news")).toBe("resource-hub/news");
    expect(objectKey("/resource-hub/news?page=2")).toBeNull();
  });
});

describe("what the mirror follows", () => {
  it("keeps pages and a list's pages; never the back office, the APIs, Remix's data or a filter", () => {
    for (const kept of [
      "/",
      "/ha/contact",
      "/where-we-work/nsr-summary-by-lga?page=12",
      "/resource-hub/news?month=2026-01",
      "/sitemaps/pages-1.xml",
    ])
      expect(keepsAddress(at(kept)), kept).toBe(true);
    for (const left of [
      "/staff",
      "/staff/sign-in",
      "/api/search?q=x",
      "/open311/v2/services.json",
      "/channels/ussd",
      "/resource-hub/news.data",
      "/resource-hub/photo-gallery?category=events",
      "/where-we-work/nsr-summary-by-lga?sort=state&dir=asc",
      "/search?query=cash",
      "/resource-hub/news?page=0",
      "/resource-hub/news?month=2026-13",
      "/resource-hub/news?older=2026-01-05_20260105080000000000_an-id",
    ])
      expect(keepsAddress(at(left)), left).toBe(false);
  });

  it("reads the links of a page, a stylesheet, a sitemap and a feed", () => {
    expect(
      linksIn(
        '<a href="/contact">x</a><a href="#main">skip</a><a href="tel:969">969</a><img src="/a.svg" srcset="/a.svg 1x, /b.svg 2x"><meta property="og:image" content="https://nassco.example/share.png"><a href="/x?page=2&amp;y=1">',
        "text/html; charset=utf-8",
      ),
    ).toEqual(["/contact", "/a.svg", "/x?page=2&y=1", "/a.svg", "/b.svg", "https://nassco.example/share.png"]);
    expect(linksIn("a{background:url('/i.svg')}", "text/css")).toEqual(["/i.svg"]);
    expect(
      linksIn(
        '<url><loc>https://nassco.example/</loc><xhtml:link rel="alternate" hreflang="ha" href="https://nassco.example/ha"/></url>',
        "application/xml",
      ),
    ).toEqual(["https://nassco.example/", "https://nassco.example/ha"]);
    expect(
      linksIn(
        '<item><link>https://nassco.example/news/a</link><enclosure url="https://nassco.example/f.pdf"/></item>',
        "application/rss+xml",
      ),
    ).toEqual(["https://nassco.example/news/a", "https://nassco.example/f.pdf"]);
  });
});

describe("asking the site", () => {
  it("waits out a 429 and asks again, as a reader with Save-Data and a bot's user agent", async () => {
    const asked: { saveData?: string; agent?: string }[] = [];
    const server = createServer((request, response) => {
      asked.push({ saveData: request.headers["save-data"] as string, agent: request.headers["user-agent"] });
      if (asked.length === 1) response.writeHead(429, { "Retry-After": "1" }).end();
      else response.writeHead(200, { "Content-Type": "text/plain" }).end("the page");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await requester(undefined)(new URL(`http://127.0.0.1:${port}/`));
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe("the page");
      expect(asked).toEqual([
        { saveData: "on", agent: "nassco-mirror" },
        { saveData: "on", agent: "nassco-mirror" },
      ]);
    } finally {
      server.close();
    }
  });
});
