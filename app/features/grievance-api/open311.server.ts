import { addressCheck, storeWithinLimits, type RateLimitCheck } from "~/features/forms/rate-limit.server";
import { sha256 } from "~/features/staff-auth/totp.server";
import { prisma } from "~/utils/db.server";
import { databaseErrorCode } from "../../../server/database/plain-error";
import { parsePartnerReport } from "./fields.server";
import { expectedDatetime, open311Errors, open311Request, type ListQuery, type PartnerCase } from "./open311";
import { registerPlace } from "./register-places.server";

/**
 * The partners' API against the database. The site never reads
 * grievance_partner: it hands the SHA-256 of the key it was given to the
 * open311_* functions (migration 20261226130000_grievance_partners), which
 * find the partner, keep it to its own cases and audit the call in its name.
 */

/** Every answer: JSON, never cached (each is one partner's), a list on success and a list of errors otherwise. */
export function open311Answer(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export const open311Error = (status: number, ...descriptions: string[]) => open311Answer(open311Errors(status, ...descriptions), status);

/** A POST (or any other method) to an address that only reads: Open311's 405, not the site's HTML one. */
export const onlyGet = () => open311Answer(open311Errors(405, "Use GET."), 405, { Allow: "GET" });

/** The key from `Authorization: Bearer …`, or Open311's own api_key field (in the body of a POST, the query of a GET). */
export function partnerKey(request: Request, field: unknown): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "")?.[1];
  if (bearer) return bearer;
  return typeof field === "string" && field.trim() !== "" ? field.trim() : null;
}

const NO_KEY = () =>
  open311Answer(open311Errors(401, "An api_key is required: send it as api_key, or as Authorization: Bearer <key>."), 401, {
    "WWW-Authenticate": 'Bearer realm="open311"',
  });

/** What a refusal from the partner functions means to the partner; anything else is ours and is thrown on. */
function refusal(error: unknown): Response {
  switch (databaseErrorCode(error)) {
    case "28000":
      return open311Error(403, "The api_key is not valid.");
    case "42501":
      return open311Error(403, "This api_key has been disabled. Ask the office for a new one.");
    case "22023":
    case "23514":
      return open311Error(400, "Some fields are not valid. Check them against docs/open311.md.");
    default:
      throw error;
  }
}

const limited = (retryAfter: number) =>
  open311Answer(open311Errors(429, "Too many calls. Wait and try again."), 429, { "Retry-After": String(retryAfter) });

/**
 * Counts a call that names a key, per client address and per key given (its
 * hash stands for the partner: the app never learns the name), in its own
 * committed statement before the partner functions run: they refuse a bad
 * key or bad fields by raising, which would roll back a count made with them,
 * and a refused call must count as much as a stored one. The limit on the
 * address comes first, so a run of made-up keys adds rows only until it is
 * reached. The 429, or null when the call is within both limits.
 */
async function overLimit(keyHash: Buffer, clientAddress: string): Promise<Response | null> {
  const checks: RateLimitCheck[] = [
    addressCheck("open311", clientAddress),
    { bucket: "open311-partner", subject: keyHash.toString("hex") },
  ];
  const outcome = await storeWithinLimits(checks, () => Promise.resolve(true));
  return "limited" in outcome ? limited(outcome.retryAfter) : null;
}

/** The body of a POST, as a form (Open311's own encoding) or as a JSON object. */
export async function readOpen311Body(
  request: Request,
): Promise<{ ok: true; fields: Record<string, unknown> } | { ok: false; error: string }> {
  const type = request.headers.get("Content-Type") ?? "";
  const text = await request.text();
  if (/^application\/json\s*(;|$)/i.test(type)) {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === "object" && value !== null && !Array.isArray(value))
        return { ok: true, fields: value as Record<string, unknown> };
    } catch {
      // answered below
    }
    return { ok: false, error: "The body must be a JSON object." };
  }
  if (/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    const params = new URLSearchParams(text);
    // A field sent twice is a mistake, not a list: the last one counts, as in most form readers.
    return { ok: true, fields: Object.fromEntries(params) };
  }
  return { ok: false, error: "Send the fields as application/x-www-form-urlencoded or application/json." };
}

/** POST requests.json: a new case from a partner. */
export async function submitPartnerReport(request: Request, clientAddress: string): Promise<Response> {
  const body = await readOpen311Body(request);
  if (!body.ok) return open311Error(400, body.error);
  const key = partnerKey(request, body.fields["api_key"]);
  if (!key) return NO_KEY();
  const keyHash = sha256(key);
  const over = await overLimit(keyHash, clientAddress);
  if (over) return over;
  const parsed = parsePartnerReport(body.fields);
  if (!parsed.ok) return open311Error(400, ...parsed.errors);
  const place = await registerPlace(parsed.report.state, parsed.report.lga);
  if (!place.ok) return open311Error(400, place.error);
  const report = { ...parsed.report, state: place.state, lga: place.lga };
  try {
    const [row] = await prisma.$queryRaw<{ reference: string; expected_on: Date }[]>`
      SELECT reference, expected_on FROM open311_submit(${keyHash}, ${JSON.stringify(report)}::jsonb)`;
    const { reference, expected_on } = row!;
    return open311Answer(
      [
        {
          service_request_id: reference,
          service_notice: `Received. The office will resolve it by ${dayOf(expected_on)} (21 working days).`,
          account_id: null,
          expected_datetime: expectedDatetime(dayOf(expected_on)),
        },
      ],
      200,
    );
  } catch (error) {
    return refusal(error);
  }
}

/** A date column as Prisma gives it (midnight UTC of that day), as YYYY-MM-DD. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * GET requests.json and requests/GRV-….json: the partner's own cases. The read
 * is recorded and committed first (open311_read_ticket), then handed out for
 * that record (open311_requests), so no rollback can erase it.
 */
export async function readPartnerCases(
  request: Request,
  clientAddress: string,
  query: ListQuery,
): Promise<{ cases: PartnerCase[] } | Response> {
  const key = partnerKey(request, new URL(request.url).searchParams.get("api_key"));
  if (!key) return NO_KEY();
  const keyHash = sha256(key);
  const over = await overLimit(keyHash, clientAddress);
  if (over) return over;
  try {
    const [ticket] = await prisma.$queryRaw<{ ticket: bigint }[]>`
      SELECT open311_read_ticket(${keyHash}, ${query.references}::text[], ${query.from}::timestamptz, ${query.to}::timestamptz,
                                 ${query.closed}::boolean) AS ticket`;
    const rows = await prisma.$queryRaw<
      {
        reference: string;
        category: string;
        status: string;
        created_at: Date;
        updated_at: Date;
        expected_on: Date;
        status_notes: string | null;
      }[]
    >`SELECT * FROM open311_requests(${keyHash}, ${ticket!.ticket})`;
    return {
      cases: rows.map((row) => ({
        reference: row.reference,
        category: row.category,
        status: row.status,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        expectedOn: dayOf(row.expected_on),
        statusNotes: row.status_notes,
      })),
    };
  } catch (error) {
    return refusal(error);
  }
}

export const open311Requests = (cases: PartnerCase[]) => open311Answer(cases.map(open311Request), 200);
