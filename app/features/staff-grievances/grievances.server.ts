import type { Prisma } from "~/generated/prisma/client";
import type { OutboxMessage } from "~/features/mail/outbox.server";
import type { KeyPlace } from "~/features/staff-auth/key-place";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { prisma } from "~/utils/db.server";
import type { GrievanceView, QueueQuery } from "./queue";

/**
 * The grievance officer's reads and writes, each through a function that
 * checks the signed-in officer's role and desk in the database and names them
 * in the case's history and the audit log (migration
 * 20261226100000_grievance_queue). Contact details come in two steps: a
 * ticket that records the read and commits on its own, then the details for
 * that committed ticket.
 */

/** A case as the queue and its page show it: never its contact details, nor its description (grievanceDescription). */
export interface StaffGrievance {
  reference: string;
  category: string;
  /** Null only for a case sent as a free SMS, until the national office places it (staff_grievance_place). */
  state: string | null;
  lga: string | null;
  channel: string;
  locale: string;
  status: string;
  level: string;
  assignee: string | null;
  resolution: string | null;
  createdAt: Date;
  /** The promise that holds: a reopened case's own (10 working days), else the first (21). */
  expectedOn: string;
  escalatedAt: Date | null;
  resolvedAt: Date | null;
  /** "Was it fixed?" (decision 0110): how it was asked, the answer to the latest resolution, and the last reopening. */
  fixAskedBy: string | null;
  fixAnswer: string | null;
  fixAnsweredAt: Date | null;
  reopenedAt: Date | null;
  updatedAt: Date;
  enteredBy: string | null;
  partner: string | null;
  overdue: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
  mayContact: boolean;
  anonymous: boolean;
  erased: boolean;
}

function grievanceOf(json: Record<string, unknown>): StaffGrievance {
  const text = (name: string) => (typeof json[name] === "string" ? json[name] : null);
  const time = (name: string) => (text(name) ? new Date(text(name)!) : null);
  return {
    reference: text("reference") ?? "",
    category: text("category") ?? "",
    state: text("state"),
    lga: text("lga"),
    channel: text("channel") ?? "",
    locale: text("locale") ?? "en",
    status: text("status") ?? "",
    level: text("level") ?? "state",
    assignee: text("assignee"),
    resolution: text("resolution"),
    createdAt: time("created_at")!,
    expectedOn: text("reopen_expected_on") ?? text("expected_on") ?? "",
    escalatedAt: time("escalated_at"),
    resolvedAt: time("resolved_at"),
    fixAskedBy: text("fix_asked_by"),
    fixAnswer: text("fix_answer"),
    fixAnsweredAt: time("fix_answered_at"),
    reopenedAt: time("reopened_at"),
    updatedAt: time("updated_at")!,
    enteredBy: text("entered_by"),
    partner: text("partner"),
    overdue: json.overdue === true,
    hasEmail: json.has_email === true,
    hasPhone: json.has_phone === true,
    mayContact: json.may_contact === true,
    anonymous: json.anonymous === true,
    erased: text("personal_data_erased_at") !== null,
  };
}

export const GRIEVANCE_PAGE_SIZE = 50;

export interface GrievancePage {
  grievances: StaffGrievance[];
  first: string | null;
  last: string | null;
  moreBefore: boolean;
  moreAfter: boolean;
}

/** A page of a view by keyset, within the officer's desk; a key the database does not know is refused with 22023. */
export async function grievanceQueue(member: StaffMember, query: QueueQuery, place: KeyPlace, now = new Date()): Promise<GrievancePage> {
  const cursor = place === null ? null : "after" in place ? place.after : place.before;
  const backward = place !== null && "before" in place;
  const rows = await prisma.$queryRaw<{ grievance: Record<string, unknown>; key: string; more_before: boolean; more_after: boolean }[]>`
    SELECT grievance, key, more_before, more_after FROM staff_grievances(${member.tokenHash}, ${query.view}, ${query.category},
      ${query.state}, ${GRIEVANCE_PAGE_SIZE}::integer, ${cursor}::text, ${backward}, ${now}::timestamptz)`;
  return {
    grievances: rows.map((row) => grievanceOf(row.grievance)),
    first: rows[0]?.key ?? null,
    last: rows.at(-1)?.key ?? null,
    moreBefore: rows[0]?.more_before ?? false,
    moreAfter: rows[0]?.more_after ?? false,
  };
}

export type GrievanceCounts = Record<GrievanceView | "overdue_escalated" | "overdue_mine", number> & {
  /** The officer's state desk, or null for the national office. */
  desk: string | null;
};

export async function grievanceCounts(member: StaffMember, query: QueueQuery, now = new Date()): Promise<GrievanceCounts> {
  const [row] = await prisma.$queryRaw<{ counts: GrievanceCounts }[]>`
    SELECT staff_grievance_counts(${member.tokenHash}, ${query.category}, ${query.state}, ${now}::timestamptz) AS counts`;
  return row!.counts;
}

export interface GrievanceEventRow {
  kind: string;
  body: string | null;
  writtenBy: string;
  writtenAt: Date;
}

export interface GrievanceLetterRow {
  subject: string;
  state: "pending" | "sent" | "dead";
  writtenBy: string;
  writtenAt: Date;
}

export interface GrievanceFile {
  grievance: StaffGrievance;
  events: GrievanceEventRow[];
  letters: GrievanceLetterRow[];
  /** The statuses it may move to by hand (grievance_status_transition). */
  moves: string[];
}

/** One case within the officer's desk; null for a reference there is none of, or of another state (no_data_found). */
export async function grievanceFile(member: StaffMember, reference: string): Promise<GrievanceFile | null> {
  try {
    const [row] = await prisma.$queryRaw<
      {
        grievance: Record<string, unknown>;
        events: { kind: string; body: string | null; written_by: string; written_at: string }[];
        letters: { subject: string; state: GrievanceLetterRow["state"]; written_by: string; written_at: string }[];
        moves: string[];
      }[]
    >`SELECT grievance, events, letters, moves FROM staff_grievance(${member.tokenHash}, ${reference})`;
    if (!row) return null;
    return {
      grievance: grievanceOf(row.grievance),
      events: row.events.map((event) => ({
        kind: event.kind,
        body: event.body,
        writtenBy: event.written_by,
        writtenAt: new Date(event.written_at),
      })),
      letters: row.letters.map((letter) => ({
        subject: letter.subject,
        state: letter.state,
        writtenBy: letter.written_by,
        writtenAt: new Date(letter.written_at),
      })),
      moves: row.moves,
    };
  } catch (error) {
    if (isNoSuchCase(error)) return null;
    throw error;
  }
}

/** The database's "no such case": a reference there is none of, or one the desk does not cover. */
export function isNoSuchCase(error: unknown): boolean {
  return error instanceof Error && /There is no grievance/.test(error.message);
}

export interface GrievanceContact {
  name: string | null;
  phone: string | null;
  email: string | null;
  mayContact: boolean;
  erased: boolean;
}

/**
 * What happened, in the person's words: personal data, so read as contact
 * details are. The ticket commits on its own statement, so each read is on
 * record (and no rollback can take it off) before the words are handed out.
 */
export async function grievanceDescription(member: StaffMember, reference: string): Promise<string | null> {
  const [ticket] = await prisma.$queryRaw<{ ticket: bigint }[]>`
    SELECT staff_grievance_ticket(${member.tokenHash}, ${reference}) AS ticket`;
  const [row] = await prisma.$queryRaw<{ description: string }[]>`
    SELECT description FROM staff_grievance_description(${member.tokenHash}, ${ticket!.ticket}::bigint)`;
  return row?.description ?? null;
}

/** The ticket commits on its own statement, so the read is on record before the details are handed out. */
export async function revealGrievanceContact(member: StaffMember, reference: string): Promise<GrievanceContact | null> {
  const [ticket] = await prisma.$queryRaw<{ ticket: bigint }[]>`
    SELECT staff_grievance_contact_ticket(${member.tokenHash}, ${reference}) AS ticket`;
  const [row] = await prisma.$queryRaw<
    { contact_name: string | null; phone: string | null; email: string | null; may_contact: boolean; erased_at: Date | null }[]
  >`SELECT contact_name, phone, email, may_contact, erased_at FROM staff_grievance_contact(${member.tokenHash}, ${ticket!.ticket}::bigint)`;
  if (!row) return null;
  return { name: row.contact_name, phone: row.phone, email: row.email, mayContact: row.may_contact, erased: row.erased_at !== null };
}

export async function grievanceOfficers(member: StaffMember, reference: string): Promise<{ name: string; displayName: string }[]> {
  const rows = await prisma.$queryRaw<{ name: string; display_name: string }[]>`
    SELECT name, display_name FROM staff_grievance_officers(${member.tokenHash}, ${reference})`;
  return rows.map((row) => ({ name: row.name, displayName: row.display_name }));
}

export async function assignGrievance(member: StaffMember, reference: string, assignee: string | null): Promise<void> {
  await prisma.$executeRaw`SELECT staff_grievance_assign(${member.tokenHash}, ${reference}, ${assignee})`;
}

export async function moveGrievance(member: StaffMember, reference: string, status: string): Promise<void> {
  await prisma.$executeRaw`SELECT staff_grievance_move(${member.tokenHash}, ${reference}, ${status})`;
}

export async function noteGrievance(member: StaffMember, reference: string, body: string): Promise<void> {
  await prisma.$executeRaw`SELECT staff_grievance_note(${member.tokenHash}, ${reference}, ${body})`;
}

/** The national office names the state (and LGA, the register's spelling) of a case sent without one. */
export async function placeGrievance(member: StaffMember, reference: string, state: string, lga: string | null): Promise<void> {
  await prisma.$executeRaw`SELECT staff_grievance_place(${member.tokenHash}, ${reference}, ${state}, ${lga})`;
}

export async function escalateGrievance(member: StaffMember, reference: string): Promise<void> {
  await prisma.$executeRaw`SELECT staff_grievance_escalate(${member.tokenHash}, ${reference})`;
}

/**
 * A public reply, with its letter: the database writes it to the person's
 * address, which the site never reads, and only with their consent. Returns
 * whether a letter was written.
 */
export async function replyToGrievance(
  member: StaffMember,
  reference: string,
  body: string,
  letter: OutboxMessage | null,
): Promise<boolean> {
  const [row] = await prisma.$queryRaw<{ written: boolean }[]>`
    SELECT staff_grievance_reply(${member.tokenHash}, ${reference}, ${body},
      ${letter?.messageId ?? null}, ${letter?.subject ?? null}, ${letter?.text ?? null}, ${letter?.html ?? null},
      ${letter ? JSON.stringify(letter.headers) : null}::jsonb) AS written`;
  return row?.written === true;
}

/**
 * Resolves the case with its category and the reply that explains it, with the closing letter. Returns whether the letter was written.
 * `db`: a transaction that resolves several at once (a known problem's cases).
 */
export async function resolveGrievance(
  member: StaffMember,
  reference: string,
  resolution: string,
  reply: string,
  letter: OutboxMessage | null,
  db: Prisma.TransactionClient = prisma,
): Promise<boolean> {
  const [row] = await db.$queryRaw<{ written: boolean }[]>`
    SELECT staff_grievance_resolve(${member.tokenHash}, ${reference}, ${resolution}, ${reply},
      ${letter?.messageId ?? null}, ${letter?.subject ?? null}, ${letter?.text ?? null}, ${letter?.html ?? null},
      ${letter ? JSON.stringify(letter.headers) : null}::jsonb) AS written`;
  return row?.written === true;
}
