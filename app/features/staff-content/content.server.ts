import type { StaffMember } from "~/features/staff-auth/session.server";
import type { KeyPlace } from "~/features/staff-auth/key-place";
import { prisma } from "~/utils/db.server";
import type { CollectionManifest } from "~/features/content/collection-manifest";

/**
 * The back office's reads and writes of content, each through a function
 * that checks the caller's session and roles in the database
 * (migration 20261213090000_staff_publishing) and names them in what it writes.
 */
export type Row = Record<string, unknown>;

export interface Draft {
  id: number;
  collection: string;
  itemId: string;
  proposed: Row;
  state: "draft" | "in_review" | "returned";
  note: string;
  createdBy: string;
  updatedBy: string;
  submittedBy: string | null;
  reviewedBy: string | null;
  updatedAt: Date;
}

interface DraftJson {
  id: number;
  collection: string;
  item_id: string;
  proposed: Row;
  state: Draft["state"];
  note: string;
  created_by: string;
  updated_by: string;
  submitted_by: string | null;
  reviewed_by: string | null;
  updated_at: string;
}

function draftOf(json: DraftJson): Draft {
  return {
    id: Number(json.id),
    collection: json.collection,
    itemId: json.item_id,
    proposed: json.proposed,
    state: json.state,
    note: json.note,
    createdBy: json.created_by,
    updatedBy: json.updated_by,
    submittedBy: json.submitted_by,
    reviewedBy: json.reviewed_by,
    updatedAt: new Date(json.updated_at),
  };
}

export const CONTENT_PAGE_SIZE = 50;

/** The list's filters, as its form names them: status ("" any, live, draft, archived, drafted) and provenance ("" any). */
export interface ContentFilters {
  status: string;
  provenance: string;
}

/** Where a page of the list starts: after a row's key (the next page), or before one (the previous page). */

export interface ListedItem {
  id: string;
  /** The title field's value; null when it has none or it is empty (the list names the item by its id then). */
  title: string | null;
  /** The row's status; null for a new item that is a draft only. */
  status: string | null;
  provenance: string | null;
  updatedAt: Date;
  /** Who changed it last: a member of staff, or the seed (SEED_ACTOR, features/content/seed-actor.ts). */
  updatedBy: string;
  live: boolean;
  draftId: number | null;
  draftState: Draft["state"] | null;
}

/** A page of the list, with the keys of its first and last rows, which the pager's links carry. */
export interface ContentPage {
  items: ListedItem[];
  first: string | null;
  last: string | null;
  moreBefore: boolean;
  moreAfter: boolean;
}

/**
 * A page of a collection's English items by keyset, newest change first (and,
 * on the first page, new items that are drafts only): a range of the
 * collection's index on that order, with only the columns the list shows. The
 * key is the database's (time to the microsecond, and id): the site passes it
 * on as it is. A key that is not one is refused with 22023.
 */
export async function listItems(
  member: StaffMember,
  collection: CollectionManifest,
  filters: ContentFilters,
  place: KeyPlace,
): Promise<ContentPage> {
  const after = place !== null && "after" in place ? place.after : null;
  const before = place !== null && "before" in place ? place.before : null;
  const rows = await prisma.$queryRaw<
    {
      item_id: string;
      title: string | null;
      status: string | null;
      provenance: string | null;
      updated_at: Date;
      updated_by: string;
      live: boolean;
      draft_id: bigint | null;
      draft_state: Draft["state"] | null;
      key: string | null;
      more_before: boolean;
      more_after: boolean;
    }[]
  >`
    SELECT * FROM staff_content_page(${member.tokenHash}, ${collection.table}, ${collection.titleField}, ${filters.status},
      ${filters.provenance}, ${after}::text, ${before}::text, ${CONTENT_PAGE_SIZE}::integer)`;
  const keys = rows.flatMap((row) => (row.key === null ? [] : [row.key]));
  return {
    items: rows.map((row) => ({
      id: row.item_id,
      title: row.title,
      status: row.status,
      provenance: row.provenance,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
      live: row.live,
      draftId: row.draft_id === null ? null : Number(row.draft_id),
      draftState: row.draft_state,
    })),
    first: keys[0] ?? null,
    last: keys.at(-1) ?? null,
    moreBefore: rows[0]?.more_before ?? false,
    moreAfter: rows[0]?.more_after ?? false,
  };
}

export async function openDrafts(member: StaffMember): Promise<Draft[]> {
  const rows = await prisma.$queryRaw<DraftJson[]>`SELECT * FROM staff_drafts(${member.tokenHash})`;
  return rows.map((row) => draftOf({ ...row, id: Number(row.id), updated_at: String(row.updated_at) }));
}

/** A published page whose review day (review_by) has passed, the longest overdue first. */
export interface PageDue {
  id: string;
  path: string;
  reviewBy: string;
  updatedAt: Date;
}

export async function pagesPastReview(member: StaffMember): Promise<PageDue[]> {
  const rows = await prisma.$queryRaw<{ id: string; path: string; review_by: string; updated_at: Date }[]>`
    SELECT id, path, review_by::text AS review_by, updated_at FROM staff_pages_past_review(${member.tokenHash})`;
  return rows.map((row) => ({ id: row.id, path: row.path, reviewBy: row.review_by, updatedAt: row.updated_at }));
}

export interface Item {
  row: Row | null;
  live: boolean;
  draft: Draft | null;
}

export async function readItem(member: StaffMember, collection: CollectionManifest, id: string): Promise<Item> {
  const [row] = await prisma.$queryRaw<{ item: Row | null; live: boolean; draft: DraftJson | null }[]>`
    SELECT item, live, draft FROM staff_content_item(${member.tokenHash}, ${collection.table}, ${id})`;
  return { row: row?.item ?? null, live: row?.live ?? false, draft: row?.draft ? draftOf(row.draft) : null };
}

export interface Revision {
  id: number;
  action: string;
  at: Date;
  actor: string;
  before: Row | null;
  after: Row | null;
}

export async function revisionsOf(member: StaffMember, collection: CollectionManifest, id: string): Promise<Revision[]> {
  const rows = await prisma.$queryRaw<{ id: bigint; action: string; at: Date; actor: string; before: Row | null; after: Row | null }[]>`
    SELECT * FROM staff_content_revisions(${member.tokenHash}, ${collection.table}, ${id})`;
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The client or a transaction of it: a batch of drafts is saved in one (staff-payments/). */
type Database = Pick<typeof prisma, "$queryRaw" | "$executeRaw">;

/** What the database would refuse in a draft: its SQLSTATE and the constraint, for the field's message. */
export interface DraftRefusal {
  sqlstate: string;
  constraint: string | null;
  message: string;
}

/** Saves the draft, or returns what the database would refuse in it (its constraint, for the field's message). */
export async function saveDraft(
  member: StaffMember,
  collection: CollectionManifest,
  id: string,
  proposed: Row,
  isNew: boolean,
  db: Database = prisma,
): Promise<{ draftId: number } | { refused: DraftRefusal }> {
  const [row] = await db.$queryRaw<
    { draft_id: bigint | null; sqlstate: string | null; constraint_name: string | null; message: string | null }[]
  >`
    SELECT * FROM staff_draft_save(${member.tokenHash}, ${collection.table}, ${id}, ${JSON.stringify(proposed)}::jsonb, ${isNew})`;
  if (row?.draft_id != null) return { draftId: Number(row.draft_id) };
  return { refused: { sqlstate: row?.sqlstate ?? "", constraint: row?.constraint_name ?? null, message: row?.message ?? "" } };
}

export type DraftMove = "submit" | "return" | "discard";

export async function moveDraft(member: StaffMember, draftId: number, move: DraftMove, note = "", db: Database = prisma): Promise<void> {
  await db.$executeRaw`SELECT staff_draft_move(${member.tokenHash}, ${draftId}::bigint, ${move}, ${note})`;
}

export async function publishDraft(
  member: StaffMember,
  draftId: number,
  schedule: { publishAt: Date | null; unpublishAt: Date | null; urgent: string },
): Promise<void> {
  await prisma.$executeRaw`SELECT staff_draft_publish(${member.tokenHash}, ${draftId}::bigint, ${schedule.publishAt}::timestamptz,
    ${schedule.unpublishAt}::timestamptz, ${schedule.urgent})`;
}

export type LiveChange = "unpublish" | "archive" | "republish" | "confirm";

export async function changeItem(member: StaffMember, collection: CollectionManifest, id: string, change: LiveChange): Promise<void> {
  await prisma.$executeRaw`SELECT staff_content_change(${member.tokenHash}, ${collection.table}, ${id}, ${change})`;
}

export async function restoreRevision(member: StaffMember, revision: number): Promise<void> {
  await prisma.$executeRaw`SELECT staff_content_restore(${member.tokenHash}, ${revision}::bigint)`;
}
