import type { StaffMember } from "~/features/staff-auth/session.server";
import type { KeyPlace } from "~/features/staff-auth/key-place";
import type { OutboxMessage } from "~/features/mail/outbox.server";
import { prisma } from "~/utils/db.server";
import type { QueueView } from "./queue";

/**
 * The request officer's reads and writes, each through a function that
 * checks the signed-in person's role in the database and names them in the
 * audit log (migration 20261219090000_staff_requests). Contact details,
 * attachments and exports come in two steps: a ticket that records the read
 * and commits on its own, then the data for that committed ticket, so no
 * rollback can hide a read.
 */

/** A request as the queue and its page show it: never its contact details. */
export interface StaffRequest {
  reference: string;
  status: string;
  assignee: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  workingDays: number;
  organizationName: string | null;
  sector: string;
  channel: string;
  locale: string;
  enteredBy: string | null;
  hasEmail: boolean;
  emailConfirmed: boolean;
  erased: boolean;
  decisionNote: string | null;
  /** Every other column, for the request's summary. */
  row: Record<string, unknown>;
}

function requestOf(json: Record<string, unknown>): StaffRequest {
  const text = (name: string) => {
    const value = json[name];
    return typeof value === "string" ? value : null;
  };
  return {
    reference: text("reference") ?? "",
    status: text("status") ?? "",
    assignee: text("assignee"),
    createdAt: new Date(text("created_at")!),
    decidedAt: text("decided_at") ? new Date(text("decided_at")!) : null,
    workingDays: Number(json.working_days ?? 0),
    organizationName: text("organization_name"),
    sector: text("sector") ?? "",
    channel: text("channel") ?? "",
    locale: text("locale") ?? "en",
    enteredBy: text("entered_by"),
    hasEmail: json.has_email === true,
    emailConfirmed: json.email_confirmed === true,
    erased: json.personal_data_erased_at !== null && json.personal_data_erased_at !== undefined,
    decisionNote: text("decision_note"),
    row: json,
  };
}

export const QUEUE_PAGE_SIZE = 50;

/** Where a page of the queue starts: after a row's key (the next page), or before one (the previous page). */

/** A page of a view, with the keys of its first and last rows, which the pager's links carry. */
export interface QueuePage {
  requests: StaffRequest[];
  first: string | null;
  last: string | null;
  moreBefore: boolean;
  moreAfter: boolean;
}

/**
 * A page of the queue by keyset: the rows after (or before) a row's key, a
 * range of the view's own index, whatever the page. The key is the
 * database's (time to the microsecond, and id): the site passes it on as it
 * is. A key that is not one is refused with 22023.
 */
export async function queue(member: StaffMember, view: QueueView, place: KeyPlace, now = new Date()): Promise<QueuePage> {
  const cursor = place === null ? null : "after" in place ? place.after : place.before;
  const backward = place !== null && "before" in place;
  const rows = await prisma.$queryRaw<{ request: Record<string, unknown>; key: string; more_before: boolean; more_after: boolean }[]>`
    SELECT request, key, more_before, more_after FROM staff_requests(${member.tokenHash}, ${view}, ${QUEUE_PAGE_SIZE}::integer,
      ${cursor}::text, ${backward}, ${now}::timestamptz)`;
  return {
    requests: rows.map((row) => requestOf(row.request)),
    first: rows[0]?.key ?? null,
    last: rows.at(-1)?.key ?? null,
    moreBefore: rows[0]?.more_before ?? false,
    moreAfter: rows[0]?.more_after ?? false,
  };
}

export async function queueCounts(member: StaffMember, now = new Date()): Promise<Record<QueueView, number>> {
  const [row] = await prisma.$queryRaw<{ counts: Record<QueueView, number> }[]>`
    SELECT staff_request_counts(${member.tokenHash}, ${now}::timestamptz) AS counts`;
  return row!.counts;
}

export interface Letter {
  kind: string;
  subject: string;
  state: "pending" | "sent" | "dead";
  writtenBy: string;
  writtenAt: Date;
  sentAt: Date | null;
}

export interface Attachment {
  id: number;
  name: string;
  description: string;
  contentType: string;
  bytes: number;
  addedBy: string;
  addedAt: Date;
}

export interface HistoryEntry {
  at: Date;
  actor: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface RequestFile {
  request: StaffRequest;
  letters: Letter[];
  attachments: Attachment[];
  history: HistoryEntry[];
  /** The states it may move to next (dar_status_transition). */
  moves: string[];
}

interface RequestFileRow {
  request: Record<string, unknown>;
  letters: { kind: string; subject: string; state: Letter["state"]; written_by: string; written_at: string; sent_at: string | null }[];
  attachments: { id: number; name: string; description: string; content_type: string; bytes: number; added_by: string; added_at: string }[];
  history: { at: string; actor: string; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];
  moves: string[];
}

/** One request, with its letters, attachments, history and next moves; null for a reference there is none of. */
export async function requestFile(member: StaffMember, reference: string): Promise<RequestFile | null> {
  const [row] = await prisma.$queryRaw<RequestFileRow[]>`
    SELECT request, letters, attachments, history, moves FROM staff_request(${member.tokenHash}, ${reference})`;
  if (!row) return null;
  return {
    request: requestOf(row.request),
    letters: row.letters.map((letter) => ({
      kind: letter.kind,
      subject: letter.subject,
      state: letter.state,
      writtenBy: letter.written_by,
      writtenAt: new Date(letter.written_at),
      sentAt: letter.sent_at ? new Date(letter.sent_at) : null,
    })),
    attachments: row.attachments.map((file) => ({
      id: Number(file.id),
      name: file.name,
      description: file.description,
      contentType: file.content_type,
      bytes: Number(file.bytes),
      addedBy: file.added_by,
      addedAt: new Date(file.added_at),
    })),
    history: row.history.map((entry) => ({ ...entry, at: new Date(entry.at) })),
    moves: row.moves,
  };
}

export interface ContactDetails {
  organizationName: string | null;
  officeAddress: string | null;
  emailAddress: string | null;
  /** +234…, for an SMS with the reference (issue 51). */
  phone: string | null;
  requesterName: string | null;
  designation: string | null;
}

/** The ticket commits on its own statement, so the read is on record before the details are handed out. */
export async function revealContact(member: StaffMember, reference: string): Promise<ContactDetails | null> {
  const [ticket] = await prisma.$queryRaw<{ ticket: bigint }[]>`
    SELECT staff_request_contact_ticket(${member.tokenHash}, ${reference}) AS ticket`;
  const [row] = await prisma.$queryRaw<
    {
      organization_name: string | null;
      office_address: string | null;
      email_address: string | null;
      phone: string | null;
      requester_name: string | null;
      designation: string | null;
    }[]
  >`SELECT organization_name, office_address, email_address, phone, requester_name, designation
    FROM staff_request_contact(${member.tokenHash}, ${ticket!.ticket}::bigint)`;
  if (!row) return null;
  return {
    organizationName: row.organization_name,
    officeAddress: row.office_address,
    emailAddress: row.email_address,
    phone: row.phone,
    requesterName: row.requester_name,
    designation: row.designation,
  };
}

export async function requestOfficers(member: StaffMember): Promise<{ name: string; displayName: string }[]> {
  const rows = await prisma.$queryRaw<{ name: string; display_name: string }[]>`
    SELECT name, display_name FROM staff_request_officers(${member.tokenHash})`;
  return rows.map((row) => ({ name: row.name, displayName: row.display_name }));
}

/** Gives the request to a request officer, or to nobody. */
export async function assignRequest(member: StaffMember, reference: string, assignee: string | null): Promise<void> {
  await prisma.$executeRaw`SELECT staff_request_assign(${member.tokenHash}, ${reference}, ${assignee})`;
}

/**
 * Moves the request, with the letter for the move if there is one: the
 * database writes it to the requester's address, which the site never reads.
 * Returns whether a letter was written.
 */
export async function moveRequest(
  member: StaffMember,
  reference: string,
  status: string,
  note: string,
  letter: OutboxMessage | null,
): Promise<boolean> {
  const [row] = await prisma.$queryRaw<{ written: boolean }[]>`
    SELECT staff_request_move(${member.tokenHash}, ${reference}, ${status}, ${note},
      ${letter?.messageId ?? null}, ${letter?.subject ?? null}, ${letter?.text ?? null}, ${letter?.html ?? null},
      ${letter ? JSON.stringify(letter.headers) : null}::jsonb) AS written`;
  return row?.written === true;
}

export async function attachFile(
  member: StaffMember,
  reference: string,
  file: { name: string; description: string; contentType: string; bytes: Buffer },
): Promise<number> {
  const [row] = await prisma.$queryRaw<{ id: bigint }[]>`
    SELECT staff_request_attach(${member.tokenHash}, ${reference}, ${file.name}, ${file.description}, ${file.contentType},
      ${file.bytes}) AS id`;
  return Number(row!.id);
}

/** An attachment's bytes, its read recorded first under the person's name. */
export async function readAttachment(
  member: StaffMember,
  reference: string,
  id: number,
): Promise<{ name: string; contentType: string; bytes: Buffer } | null> {
  const [ticket] = await prisma.$queryRaw<{ ticket: bigint }[]>`
    SELECT staff_request_attachment_ticket(${member.tokenHash}, ${reference}, ${id}::bigint) AS ticket`;
  const [row] = await prisma.$queryRaw<{ name: string; content_type: string; bytes: Uint8Array }[]>`
    SELECT name, content_type, bytes FROM staff_request_attachment(${member.tokenHash}, ${ticket!.ticket}::bigint)`;
  return row ? { name: row.name, contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}
