import { categoryName } from "~/features/grievances/words";
import { GRIEVANCE_CATEGORIES, GRIEVANCE_REFERENCE, type GrievanceCategory } from "~/features/grievances/kinds";

/**
 * The partners' API in Open311 GeoReport v2's shape (docs/open311.md, decision
 * 0070): its service list, its errors, and how a case's fields are named and
 * mapped there. Nothing here reads the database.
 */

/** One Open311 error: the body is always a list of them. */
export interface Open311Error {
  code: number;
  description: string;
}

/** The body of an error answer: Open311's list, with the HTTP status as its code. */
export function open311Errors(status: number, ...descriptions: string[]): Open311Error[] {
  return descriptions.map((description) => ({ code: status, description }));
}

/** The agency Open311's agency_responsible names. */
export const AGENCY_RESPONSIBLE = "NASSCO";

/** What each category covers, for a partner's agent choosing one: the same lists as the public form's, in English. */
const SERVICES: Record<GrievanceCategory, { description: string; keywords: string[] }> = {
  "payment-not-received": {
    description: "A household on a programme's list was not paid a transfer it was due.",
    keywords: ["payment", "cash transfer", "missed"],
  },
  "wrong-amount": { description: "A transfer was paid, but not the amount due.", keywords: ["payment", "amount", "short"] },
  enrolment: {
    description: "A household was not enrolled on the register, or was removed from it wrongly.",
    keywords: ["register", "enrolment", "removed"],
  },
  "personal-details": {
    description: "The register holds a wrong name, number or other detail of a household.",
    keywords: ["register", "details", "correction"],
  },
  conduct: { description: "The conduct of a member of staff, an enumerator or a payment agent.", keywords: ["conduct", "staff", "agent"] },
  fraud: {
    description: "Someone asked for money, a PIN or a favour to register a household or release a payment, or pretended to be NASSCO.",
    keywords: ["fraud", "scam", "bribe"],
  },
  other: { description: "Anything else about the register or a payment.", keywords: ["other"] },
};

export interface Open311Service {
  service_code: string;
  service_name: string;
  description: string;
  metadata: false;
  type: "realtime";
  keywords: string;
  group: string;
}

/** GET services.json: each grievance category as a service, in the order the lists keep. */
export function open311Services(): Open311Service[] {
  return GRIEVANCE_CATEGORIES.map((category) => ({
    service_code: category,
    service_name: categoryName(category),
    description: SERVICES[category].description,
    metadata: false,
    type: "realtime",
    keywords: SERVICES[category].keywords.join(", "),
    group: "grievances",
  }));
}

/** Open311 knows open and closed; a resolved case is closed, every other status open. Our own status goes in status_detail. */
export function open311Status(status: string): "open" | "closed" {
  return status === "resolved" ? "closed" : "open";
}

/** A moment as Open311 writes it (ISO 8601 with its offset), in Lagos time, to the second: "2026-12-01T09:30:00+01:00". */
export function open311Time(moment: Date): string {
  return new Date(moment.getTime() + 3_600_000).toISOString().slice(0, 19) + "+01:00";
}

/** The promised date as a moment: the end of that day in Lagos (Nigeria keeps UTC+1 all year). */
export function expectedDatetime(day: string): string {
  return `${day}T23:59:59+01:00`;
}

/** Open311's time format: a date and time with seconds optional, and a zone (Z or ±HH:MM) required. */
const W3C_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A moment written as Open311 writes one; null for anything else (a date alone, no zone, 31 February). */
export function parseOpen311Time(text: string): Date | null {
  const match = W3C_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = "0"] = match;
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (check.getUTCMonth() !== Number(month) - 1 || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  const moment = new Date(text.trim());
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** A case as a partner reads it: never a contact detail, never an internal note. */
export interface PartnerCase {
  reference: string;
  category: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  expectedOn: string;
  statusNotes: string | null;
}

export function open311Request(row: PartnerCase) {
  return {
    service_request_id: row.reference,
    status: open311Status(row.status),
    status_detail: row.status,
    status_notes: row.statusNotes,
    service_name: categoryName(row.category),
    service_code: row.category,
    agency_responsible: AGENCY_RESPONSIBLE,
    requested_datetime: open311Time(row.createdAt),
    updated_datetime: open311Time(row.updatedAt),
    expected_datetime: expectedDatetime(row.expectedOn),
  };
}

/** Most references one GET may ask for, and most cases a list returns (newest first). */
export const MAX_REFERENCES = 100;
export const MAX_LISTED = 1000;

export type ListQuery = { references: string[] | null; from: Date | null; to: Date | null; closed: boolean | null };

/** GET requests.json's parameters: service_request_id (comma-separated references), start_date, end_date, status (open, closed or both). */
export function parseListQuery(search: URLSearchParams): { ok: true; query: ListQuery } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const ids = search.get("service_request_id");
  let references: string[] | null = null;
  if (ids !== null) {
    references = [...new Set(ids.split(",").map((id) => id.trim()))].filter(Boolean);
    if (references.length === 0 || references.length > MAX_REFERENCES || !references.every((id) => GRIEVANCE_REFERENCE.test(id)))
      errors.push(`service_request_id must be up to ${MAX_REFERENCES} references such as GRV-2026-000123, separated by commas.`);
  }
  const time = (name: string) => {
    const text = search.get(name);
    if (text === null || text === "") return null;
    const moment = parseOpen311Time(text);
    if (!moment) errors.push(`${name} must be a time such as 2026-12-01T09:30:00+01:00, with its zone.`);
    return moment;
  };
  const from = time("start_date");
  const to = time("end_date");
  if (from && to && from > to) errors.push("start_date must not be after end_date.");
  const statuses = (search.get("status") ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  if (!statuses.every((value) => value === "open" || value === "closed"))
    errors.push("status must be open, closed, or both separated by a comma.");
  const closed = new Set(statuses).size === 1 ? statuses[0] === "closed" : null;
  return errors.length ? { ok: false, errors } : { ok: true, query: { references, from, to, closed } };
}
