import { lagosTimeText, parseLagosTime } from "~/utils/lagos-time";
import type { Draft } from "./content.server";
import type { Problems } from "~/components/form-fields";

/**
 * The rules of an item's page in the back office (routes/staff.content.$collection.$id._index.tsx):
 * what it offers from the item's state, what each post asks for, and what the page says once done.
 * The database decides again on every post (migration 20261213090000_staff_publishing); these
 * only keep the page from offering what it would refuse.
 */

/** What a post to the item's page may ask, as its `intent`. */
export type ItemIntent = "submit" | "discard" | "return" | "publish" | "unpublish" | "archive" | "republish" | "confirm" | "restore";

/** What the page says once an intent is done ("Done: …"), but for publishing, which says when. */
export const DONE: Record<Exclude<ItemIntent, "publish">, string> = {
  submit: "Sent for review",
  discard: "Draft discarded",
  return: "Returned to its writer",
  unpublish: "Unpublished",
  archive: "Archived",
  republish: "Published again",
  confirm: "Marked as confirmed by the office",
  restore: "Restored",
};

export function isItemIntent(text: string): text is ItemIntent {
  return text === "publish" || Object.hasOwn(DONE, text);
}

/** Where a refusal of the database is shown: by the urgent reason for publishing, else under the actions. */
export function refusalField(intent: string): "urgent" | "action" {
  return intent === "publish" ? "urgent" : "action";
}

/** The times typed for publishing (Lagos time), as moments, or what is wrong with them. */
export function publishSchedule(
  publishAtText: string,
  unpublishAtText: string,
  now: Date,
): { publishAt: Date | null; unpublishAt: Date | null } | { problems: Problems } {
  const publishAt = parseLagosTime(publishAtText);
  const unpublishAt = parseLagosTime(unpublishAtText);
  const problems: Problems = {};
  if (publishAt === "invalid") problems.publish_at = "Write the time as 2026-11-25 14:30, or leave it empty for now";
  if (unpublishAt === "invalid") problems.unpublish_at = "Write the time as 2026-11-25 14:30, or leave it empty to keep it up";
  if (publishAt === "invalid" || unpublishAt === "invalid") return { problems };
  if (unpublishAt && unpublishAt <= (publishAt ?? now)) return { problems: { unpublish_at: "It must go after it appears" } };
  return { publishAt, unpublishAt };
}

/** What the page says once a draft is published: now, or when it will appear. */
export function publishedWords(publishAt: Date | null, now: Date): string {
  return publishAt && publishAt > now ? `Scheduled for ${lagosTimeText(publishAt)}` : "Published";
}

/** When a published item that is not live yet will appear (Lagos time), or null when it is live or not waiting to appear. */
export function scheduledFor(row: Record<string, unknown> | null, live: boolean, now: Date): string | null {
  const publishAt = typeof row?.publish_at === "string" ? new Date(row.publish_at) : null;
  return row?.status === "published" && !live && publishAt && publishAt > now ? lagosTimeText(publishAt) : null;
}

/** What the page knows of the item and of the reader, to decide what it offers. */
export interface ItemState {
  publisher: boolean;
  /** Whether the item has a row (false: a new item, a draft only). */
  onRecord: boolean;
  live: boolean;
  scheduled: boolean;
  archived: boolean;
  confirmed: boolean;
  draft: Draft["state"] | null;
}

/** The buttons and links the item's page shows. */
export interface ItemOffers {
  republish: boolean;
  /** Archiving an item that is not on the site, in one step: it takes nothing away from readers. */
  archive: boolean;
  confirm: boolean;
  editDraft: boolean;
  submit: boolean;
  discard: boolean;
  publish: boolean;
  return: boolean;
  /** Unpublishing or archiving a live or scheduled item, each on a second step (take-off.ts). */
  takeOff: boolean;
}

export function itemOffers(item: ItemState): ItemOffers {
  const offSite = item.onRecord && !item.live && !item.scheduled;
  const writable = item.draft !== null && item.draft !== "in_review";
  return {
    republish: item.publisher && offSite,
    archive: item.publisher && offSite && !item.archived,
    confirm: item.publisher && item.onRecord && !item.confirmed,
    editDraft: writable,
    submit: writable,
    discard: item.draft !== null,
    publish: item.publisher && item.draft !== null,
    return: item.publisher && item.draft === "in_review",
    takeOff: item.publisher && (item.live || item.scheduled),
  };
}
