import { createHash } from "node:crypto";
import { Prisma } from "~/generated/prisma/client";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { moveDraft, readItem, saveDraft } from "~/features/staff-content/content.server";
import { refusalOf } from "~/features/staff-content/editing.server";
import { compareRows, type FieldChange } from "~/features/staff-content/compare";
import { newItemId, proposedRow } from "~/features/staff-content/form";
import { paymentWindowCollection as collection } from "~/features/payments/collection";
import { prisma } from "~/utils/db.server";
import { readWindowsFile, rowProblem, WINDOW_PROBLEMS_LISTED, type FileWindow } from "./windows-file";

/**
 * The office's CSV of many windows, from check to publication (decision 0108,
 * slice 2). Every row is checked as the one-window form checks it, then the
 * whole file is saved as drafts in a transaction that is rolled back: what
 * the database would refuse is named by its row before anything is kept.
 * Sent for review, it is saved again for good, one draft a window, as one
 * batch; a publisher publishes the batch, all of it or none.
 */

/** One window of a file that passed: its id, whether it is new, and what it would change (every field, for a new one). */
export interface WindowPreview {
  row: number;
  id: string;
  isNew: boolean;
  title: string;
  changes: FieldChange[];
}

export type FileCheck = { windows: WindowPreview[]; sha256: string } | { problems: string[]; more: number };

interface CheckedWindow {
  row: number;
  id: string;
  isNew: boolean;
  proposed: Record<string, unknown>;
  live: Record<string, unknown> | null;
}

const listed = (problems: string[]) => ({
  problems: problems.slice(0, WINDOW_PROBLEMS_LISTED),
  more: Math.max(0, problems.length - WINDOW_PROBLEMS_LISTED),
});

/** A file's lines end as the form posts them back: a browser sends a field's line ends as CRLF. */
export const fileText = (text: string) => text.replace(/\r\n?/g, "\n");

export const fileSha256 = (text: string) => createHash("sha256").update(fileText(text), "utf8").digest("hex");

/** A window's id in the file, or the one its row makes, as the form makes a new one's. */
function idOf(window: FileWindow, proposed: Record<string, unknown>): string {
  return newItemId(window.id, collection.newId!.of(proposed));
}

/** Each row by the form's rules and the collection's check (the LGAs against the register's list), and against the items there are. */
async function checkRows(member: StaffMember, windows: FileWindow[]): Promise<{ checked: CheckedWindow[] } | { problems: string[] }> {
  const problems: string[] = [];
  const checked: CheckedWindow[] = [];
  const rowOfId = new Map<string, number>();
  for (const window of windows) {
    const proposed = proposedRow(collection, window.entries);
    if ("problems" in proposed) {
      for (const [field, problem] of Object.entries(proposed.problems)) problems.push(rowProblem(window.row, field, problem));
      continue;
    }
    const found = await collection.check!(proposed.row);
    for (const [field, problem] of Object.entries(found)) problems.push(rowProblem(window.row, field, problem));
    const id = idOf(window, proposed.row);
    if (id === "") {
      problems.push(`Row ${window.row}, id: give an id of letters, digits and hyphens, or leave it empty.`);
      continue;
    }
    const earlier = rowOfId.get(id);
    if (earlier !== undefined) {
      problems.push(`Row ${window.row}: it is the window of row ${earlier} (${id}) again. Give each window one row.`);
      continue;
    }
    rowOfId.set(id, window.row);
    const item = await readItem(member, collection, id);
    if (item.draft)
      problems.push(
        `Row ${window.row}: the window ${id} has a draft open (${item.draft.state.replace("_", " ")}). Publish, return or discard it first.`,
      );
    else if (window.id !== "" && !item.row)
      problems.push(`Row ${window.row}, id: there is no window ${window.id}. Leave the id empty for a new window.`);
    if (Object.keys(found).length === 0) checked.push({ row: window.row, id, isNew: !item.row, proposed: proposed.row, live: item.row });
  }
  return problems.length > 0 ? { problems } : { checked };
}

/** Problems in the file's order: those of no row (the file's own) first, then by row, each row's in the order found. */
function byRow(problems: string[]): string[] {
  const rowOf = (problem: string) => Number(/^Row (\d+)/.exec(problem)?.[1] ?? 0);
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => rowOf(a.problem) - rowOf(b.problem) || a.index - b.index)
    .map((one) => one.problem);
}

/** Thrown inside the transaction to undo it: a refusal by its row, or the end of a trial. */
class Undo extends Error {
  constructor(readonly problems: string[]) {
    super("undone");
  }
}

/**
 * Saves every window as a draft in one transaction, and, to send them for review, moves each to
 * review and keeps them as a batch; a trial undoes it all. The database's refusals come back by row.
 */
async function saveAll(member: StaffMember, windows: CheckedWindow[], sha256: string, keep: boolean): Promise<number | string[]> {
  try {
    return await prisma.$transaction(
      async (tx) => {
        const problems: string[] = [];
        const drafts: number[] = [];
        for (const window of windows) {
          const saved = await saveDraft(member, collection, window.id, window.proposed, window.isNew, tx);
          if ("refused" in saved) {
            const { key, message } = refusalOf(collection, saved.refused);
            problems.push(rowProblem(window.row, key, message));
          } else drafts.push(saved.draftId);
        }
        if (problems.length > 0 || !keep) throw new Undo(problems);
        for (const draft of drafts) await moveDraft(member, draft, "submit", "", tx);
        const [batch] = await tx.$queryRaw<{ id: bigint }[]>`
          SELECT staff_payment_batch_submit(${member.tokenHash}, ${sha256}, ${drafts}::bigint[]) AS id`;
        return Number(batch!.id);
      },
      // A file is at most 400 drafts: the office waits for them, whatever the machine's load.
      { maxWait: 60_000, timeout: 600_000, isolationLevel: Prisma.TransactionIsolationLevel.ReadCommitted },
    );
  } catch (error) {
    if (error instanceof Undo) return error.problems;
    throw error;
  }
}

async function checkedFile(
  member: StaffMember,
  text: string,
): Promise<{ checked: CheckedWindow[]; sha256: string } | { problems: string[] }> {
  const file = readWindowsFile(fileText(text));
  const rows = await checkRows(member, file.windows);
  if (file.problems.length > 0 || "problems" in rows)
    return { problems: byRow([...file.problems, ...("problems" in rows ? rows.problems : [])]) };
  const sha256 = fileSha256(text);
  const trial = await saveAll(member, rows.checked, sha256, false);
  return Array.isArray(trial) && trial.length > 0 ? { problems: trial } : { checked: rows.checked, sha256 };
}

/** The file checked whole, nothing kept: every problem by its row, or each window's preview. */
export async function checkWindowsFile(member: StaffMember, text: string): Promise<FileCheck> {
  const outcome = await checkedFile(member, text);
  if ("problems" in outcome) return listed(outcome.problems);
  return {
    sha256: outcome.sha256,
    windows: outcome.checked.map((window) => ({
      row: window.row,
      id: window.id,
      isNew: window.isNew,
      title: collection.audit.name({
        state: String(window.proposed.state),
        cycleYear: Number(window.proposed.cycle_year),
        cycleNumber: Number(window.proposed.cycle_number),
      }),
      changes: compareRows(collection, window.live, window.proposed),
    })),
  };
}

/**
 * Sends the file's windows for review as one batch, checked again as at first (the file comes back
 * with the post; nothing of the first check is trusted), and only the file that was previewed.
 */
export async function submitWindowsFile(
  member: StaffMember,
  text: string,
  previewed: string,
): Promise<{ batch: number; windows: number } | { problems: string[]; more: number }> {
  if (fileSha256(text) !== previewed) return listed(["The file is not the one previewed. Check it again before sending it."]);
  const outcome = await checkedFile(member, text);
  if ("problems" in outcome) return listed(outcome.problems);
  const saved = await saveAll(member, outcome.checked, outcome.sha256, true);
  return Array.isArray(saved) ? listed(saved) : { batch: saved, windows: outcome.checked.length };
}

export interface Batch {
  id: number;
  uploadedBy: string;
  uploadedAt: Date;
  windows: number;
  inReview: number;
  itemIds: string[];
}

/** Uploads with a window still in review, newest first. */
export async function openBatches(member: StaffMember): Promise<Batch[]> {
  const rows = await prisma.$queryRaw<
    { id: bigint; uploaded_by: string; uploaded_at: Date; windows: number; in_review: number; item_ids: string[] | null }[]
  >`SELECT * FROM staff_payment_batches(${member.tokenHash})`;
  return rows.map((row) => ({
    id: Number(row.id),
    uploadedBy: row.uploaded_by,
    uploadedAt: row.uploaded_at,
    windows: row.windows,
    inReview: row.in_review,
    itemIds: row.item_ids ?? [],
  }));
}

/** Publishes a batch's windows in one transaction (each as one draft is published); how many. */
export async function publishBatch(member: StaffMember, batch: number, publishAt: Date | null, urgent: string): Promise<number> {
  const [row] = await prisma.$queryRaw<{ published: number }[]>`
    SELECT staff_payment_batch_publish(${member.tokenHash}, ${batch}::bigint, ${publishAt}::timestamptz, ${urgent}) AS published`;
  return row!.published;
}
