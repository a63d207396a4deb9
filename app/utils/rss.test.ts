import { describe, expect, it } from "vitest";
import { FEED_HEADERS, noonUtcOn, rssResponse, rssXml, type Feed } from "./rss";

const feed = (items: Feed["items"]): Feed => ({
  title: "Tenders & notices",
  pageUrl: "https://example.gov.ng/get-involved/tenders",
  feedUrl: "https://example.gov.ng/get-involved/tenders/rss.xml",
  description: "Notices <published> by the office.",
  items,
});

const older = { title: "Older", link: "https://example.gov.ng/a", published: new Date("2025-01-02T12:00:00Z"), description: "A" };
const newer = {
  title: "Newer <b>",
  link: "https://example.gov.ng/b?x=1&y=2",
  guid: "nassco-tender-b",
  published: new Date("2025-03-04T12:00:00Z"),
  description: 'Says "hello" & more',
};

describe("rssXml", () => {
  it("writes an RSS 2.0 channel with its self link and every item in the order given, escaped", () => {
    const xml = rssXml(feed([older, newer]));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">')).toBe(
      true,
    );
    expect(xml).toContain("<title>Tenders &amp; notices</title>");
    expect(xml).toContain('<atom:link href="https://example.gov.ng/get-involved/tenders/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain("<description>Notices &lt;published&gt; by the office.</description>");
    expect(xml.indexOf("<title>Older</title>")).toBeLessThan(xml.indexOf("<title>Newer &lt;b&gt;</title>"));
    expect(xml).toContain("<link>https://example.gov.ng/b?x=1&amp;y=2</link>");
    expect(xml).toContain("<description>Says &quot;hello&quot; &amp; more</description>");
  });

  it("makes the link the guid, a permalink, unless the item names its own identity", () => {
    const xml = rssXml(feed([older, newer]));
    expect(xml).toContain('<guid isPermaLink="true">https://example.gov.ng/a</guid>');
    expect(xml).toContain('<guid isPermaLink="false">nassco-tender-b</guid>');
  });

  it("dates items in RFC 822 form and the channel by its newest item, whatever the order", () => {
    const xml = rssXml(feed([older, newer]));
    expect(xml).toContain("<pubDate>Thu, 02 Jan 2025 12:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Tue, 04 Mar 2025 12:00:00 GMT</lastBuildDate>");
    expect(rssXml(feed([older, newer]))).toBe(xml);
  });

  it("writes an empty channel, with no build date, when nothing is published", () => {
    const xml = rssXml(feed([]));
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
    expect(xml).toContain("</channel>\n</rss>\n");
  });
});

describe("rssResponse", () => {
  it("is served as RSS, public for an hour", async () => {
    const response = rssResponse(feed([older]));
    expect(response.headers.get("Content-Type")).toBe(FEED_HEADERS["Content-Type"]);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(await response.text()).toContain("<title>Older</title>");
  });
});

it("noonUtcOn keeps a date-only day on the same calendar day from UTC−11 to UTC+11", () => {
  expect(noonUtcOn(new Date("2025-09-08T00:00:00Z")).toISOString()).toBe("2025-09-08T12:00:00.000Z");
});
