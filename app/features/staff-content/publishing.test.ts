import { describe, expect, it } from "vitest";
import { DONE, isItemIntent, itemOffers, publishedWords, publishSchedule, refusalField, scheduledFor, type ItemState } from "./publishing";

const now = new Date("2026-11-25T12:00:00Z"); // 13:00 in Lagos

describe("publishSchedule", () => {
  it("takes empty times as now and for good", () => {
    expect(publishSchedule("", " ", now)).toEqual({ publishAt: null, unpublishAt: null });
  });

  it("reads Lagos times", () => {
    expect(publishSchedule("2026-11-26 09:00", "2026-12-01", now)).toEqual({
      publishAt: new Date("2026-11-26T08:00:00Z"),
      unpublishAt: new Date("2026-11-30T23:00:00Z"),
    });
  });

  it("names each time it cannot read", () => {
    expect(publishSchedule("tomorrow", "2026-13-01", now)).toEqual({
      problems: {
        publish_at: "Write the time as 2026-11-25 14:30, or leave it empty for now",
        unpublish_at: "Write the time as 2026-11-25 14:30, or leave it empty to keep it up",
      },
    });
    expect(publishSchedule("2026-11-26 09:00", "soon", now)).toEqual({
      problems: { unpublish_at: "Write the time as 2026-11-25 14:30, or leave it empty to keep it up" },
    });
  });

  it("refuses an end before the start, or before now when it starts now", () => {
    const early = { problems: { unpublish_at: "It must go after it appears" } };
    expect(publishSchedule("2026-11-27 09:00", "2026-11-27 09:00", now)).toEqual(early);
    expect(publishSchedule("", "2026-11-25 12:59", now)).toEqual(early);
    expect(publishSchedule("", "2026-11-25 13:01", now)).toMatchObject({ unpublishAt: new Date("2026-11-25T12:01:00Z") });
  });
});

describe("publishedWords and scheduledFor", () => {
  it("says when a draft published for later appears", () => {
    expect(publishedWords(null, now)).toBe("Published");
    expect(publishedWords(new Date("2026-11-25T11:00:00Z"), now)).toBe("Published");
    expect(publishedWords(new Date("2026-11-26T08:00:00Z"), now)).toBe("Scheduled for 2026-11-26 09:00");
  });

  it("finds a published item waiting to appear, and nothing else", () => {
    const waiting = { status: "published", publish_at: "2026-11-26T08:00:00Z" };
    expect(scheduledFor(waiting, false, now)).toBe("2026-11-26 09:00");
    expect(scheduledFor(waiting, true, now)).toBeNull();
    expect(scheduledFor({ ...waiting, status: "draft" }, false, now)).toBeNull();
    expect(scheduledFor({ ...waiting, publish_at: "2026-11-25T11:00:00Z" }, false, now)).toBeNull();
    expect(scheduledFor({ status: "published", publish_at: null }, false, now)).toBeNull();
    expect(scheduledFor(null, false, now)).toBeNull();
  });
});

describe("intents", () => {
  it("knows the page's intents and no others", () => {
    for (const intent of [...Object.keys(DONE), "publish"]) expect(isItemIntent(intent)).toBe(true);
    for (const other of ["", "delete", "toString", "constructor"]) expect(isItemIntent(other)).toBe(false);
  });

  it("shows a refusal by the urgent reason when publishing, else under the actions", () => {
    expect(refusalField("publish")).toBe("urgent");
    expect(refusalField("unpublish")).toBe("action");
  });
});

describe("itemOffers", () => {
  const live: ItemState = { publisher: true, onRecord: true, live: true, scheduled: false, archived: false, confirmed: true, draft: null };

  it("offers a live item's publisher only the second-step take-off", () => {
    expect(itemOffers(live)).toEqual({
      republish: false,
      archive: false,
      confirm: false,
      editDraft: false,
      submit: false,
      discard: false,
      publish: false,
      return: false,
      takeOff: true,
    });
    expect(itemOffers({ ...live, live: false, scheduled: true })).toMatchObject({ republish: false, archive: false, takeOff: true });
  });

  it("offers an item off the site to publish again, and to archive in one step unless it is archived", () => {
    const off = { ...live, live: false };
    expect(itemOffers(off)).toMatchObject({ republish: true, archive: true, takeOff: false });
    expect(itemOffers({ ...off, archived: true })).toMatchObject({ republish: true, archive: false });
  });

  it("offers to confirm an item on record that the office has not confirmed", () => {
    expect(itemOffers({ ...live, confirmed: false }).confirm).toBe(true);
    expect(itemOffers({ ...live, onRecord: false, live: false, confirmed: false }).confirm).toBe(false);
  });

  it("lets a draft in review be published or returned, not edited or sent again", () => {
    expect(itemOffers({ ...live, draft: "in_review" })).toMatchObject({
      editDraft: false,
      submit: false,
      discard: true,
      publish: true,
      return: true,
    });
    expect(itemOffers({ ...live, draft: "returned" })).toMatchObject({ editDraft: true, submit: true, publish: true, return: false });
  });

  it("offers an editor the draft's own steps only", () => {
    const editor = itemOffers({ ...live, publisher: false, live: false, confirmed: false, draft: "draft" });
    expect(editor).toEqual({
      republish: false,
      archive: false,
      confirm: false,
      editDraft: true,
      submit: true,
      discard: true,
      publish: false,
      return: false,
      takeOff: false,
    });
  });
});
