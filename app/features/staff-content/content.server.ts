import type { StaffMember } from "~/features/staff-auth/session.server";
import { prisma } from "~/utils/db.server";
import type { ContentCollection } from "./collections";

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

export interface ListedItem {
  id: string;
  row: Row | null;
  live: boolean;
  draftId: number | null;
  draftState: Draft["state"] | null;
}

export async function listItems(member: StaffMember, collection: ContentCollection): Promise<ListedItem[]> {
  const rows = await prisma.$queryRaw<{ item: Row | null; draft_id: bigint | null; draft_state: Draft["state"] | null; live: boolean }[]>`
    SELECT item, draft_id, draft_state, live FROM staff_content_list(${member.tokenHash}, ${collection.table})`;
  const drafts = await openDrafts(member);
  return rows.flatMap((row) => {
    const draft = row.draft_id === null ? undefined : drafts.find((one) => one.id === Number(row.draft_id));
    const id = typeof row.item?.id === "string" ? row.item.id : draft?.itemId;
    // A new item's draft published (or withdrawn) between the two reads: it is listed as an item on the next.
    if (id === undefined) return [];
    return [
      { id, row: row.item, live: row.live, draftId: row.draft_id === null ? null : Number(row.draft_id), draftState: row.draft_state },
    ];
  });
}

export async function openDrafts(member: StaffMember): Promise<Draft[]> {
  const rows = await prisma.$queryRaw<DraftJson[]>`SELECT * FROM staff_drafts(${member.tokenHash})`;
  return rows.map((row) => draftOf({ ...row, id: Number(row.id), updated_at: String(row.updated_at) }));
}

export interface Item {
  row: Row | null;
  live: boolean;
  draft: Draft | null;
}

export async function readItem(member: StaffMember, collection: ContentCollection, id: string): Promise<Item> {
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

export async function revisionsOf(member: StaffMember, collection: ContentCollection, id: string): Promise<Revision[]> {
  const rows = await prisma.$queryRaw<{ id: bigint; action: string; at: Date; actor: string; before: Row | null; after: Row | null }[]>`
    SELECT * FROM staff_content_revisions(${member.tokenHash}, ${collection.table}, ${id})`;
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Saves the draft, or returns what the database would refuse in it (its constraint, for the field's message). */
export async function saveDraft(
  member: StaffMember,
  collection: ContentCollection,
  id: string,
  proposed: Row,
  isNew: boolean,
): Promise<{ draftId: number } | { refused: { sqlstate: string; constraint: string | null; message: string } }> {
  const [row] = await prisma.$queryRaw<
    { draft_id: bigint | null; sqlstate: string | null; constraint_name: string | null; message: string | null }[]
  >`
    SELECT * FROM staff_draft_save(${member.tokenHash}, ${collection.table}, ${id}, ${JSON.stringify(proposed)}::jsonb, ${isNew})`;
  if (row?.draft_id != null) return { draftId: Number(row.draft_id) };
  return { refused: { sqlstate: row?.sqlstate ?? "", constraint: row?.constraint_name ?? null, message: row?.message ?? "" } };
}

export type DraftMove = "submit" | "return" | "discard";

export async function moveDraft(member: StaffMember, draftId: number, move: DraftMove, note = ""): Promise<void> {
  await prisma.$executeRaw`SELECT staff_draft_move(${member.tokenHash}, ${draftId}::bigint, ${move}, ${note})`;
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

export async function changeItem(member: StaffMember, collection: ContentCollection, id: string, change: LiveChange): Promise<void> {
  await prisma.$executeRaw`SELECT staff_content_change(${member.tokenHash}, ${collection.table}, ${id}, ${change})`;
}

export async function restoreRevision(member: StaffMember, revision: number): Promise<void> {
  await prisma.$executeRaw`SELECT staff_content_restore(${member.tokenHash}, ${revision}::bigint)`;
}
