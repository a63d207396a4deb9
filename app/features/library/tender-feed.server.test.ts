import { describe, expect, it } from "vitest";
import { tenderFeed, tenderFeedItem } from "./tender-feed.server";

const ORIGIN = "https://nassco.example";
const tender = {
  id: "cso-monitors",
  title: "Terms of reference: third-party monitors",
  publishedOn: new Date("2024-06-01T00:00:00Z"),
  summary: "Engaging **civil society** organisations.",
  fileUrl: "/files/tenders/cso.pdf",
  closesOn: new Date("2024-06-28T00:00:00Z"),
};

describe("tenderFeedItem", () => {
  it("leads to the notice's file on this site, by the tender's id, dated noon UTC on its day", () => {
    const item = tenderFeedItem(ORIGIN, tender);
    expect(item.link).toBe("https://nassco.example/files/tenders/cso.pdf");
    expect(item.guid).toBe("nassco-tender-cso-monitors");
    expect(item.published.toISOString()).toBe("2024-06-01T12:00:00.000Z");
  });

  it("gives the summary as plain text, and the closing date, never whether it is open today", () => {
    expect(tenderFeedItem(ORIGIN, tender).description).toBe("Engaging civil society organisations. Closing date: June 28, 2024.");
    expect(tenderFeedItem(ORIGIN, { ...tender, closesOn: null }).description).toBe("Engaging civil society organisations.");
  });

  it("keeps a file elsewhere as it is, and falls back to the list and the title when a notice has neither file nor summary", () => {
    expect(tenderFeedItem(ORIGIN, { ...tender, fileUrl: "https://files.example/cso.pdf" }).link).toBe("https://files.example/cso.pdf");
    const bare = tenderFeedItem(ORIGIN, { ...tender, fileUrl: "", summary: "", closesOn: null });
    expect(bare.link).toBe("https://nassco.example/get-involved/tenders");
    expect(bare.description).toBe(tender.title);
  });
});

it("tenderFeed follows the tenders page from its own address", () => {
  const feed = tenderFeed(ORIGIN, [tender]);
  expect(feed.pageUrl).toBe("https://nassco.example/get-involved/tenders");
  expect(feed.feedUrl).toBe("https://nassco.example/get-involved/tenders/rss.xml");
  expect(feed.items).toHaveLength(1);
});
