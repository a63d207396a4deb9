import type { DarFieldName } from "~/content/data-access-request-form";
import type { DataAccessRequestInput } from "~/schemas/data-access-request.server";
import { DAR_FAILURE_MESSAGE } from "~/content/data-access-request-form";
import { prisma } from "~/utils/db.server";
import { logFailure } from "~/utils/log.server";
import type { DataAccessRequest, Prisma } from "~/generated/prisma/client";
import { addressCheck, storeWithinLimits } from "./rate-limit.server";

export type DarChannel = "web form" | "api";

/**
 * Each text field of the form (and key of the API's JSON object) and the
 * column that keeps it, by its Prisma name. The receipt reads rows back
 * through it, and a test checks it against the table and its length limits.
 */
export const DAR_COLUMNS = {
  organizationName: "organizationName",
  officeAddress: "officeAddress",
  emailAddress: "emailAddress",
  sector: "sector",
  "location.state": "locationState",
  "location.lgas": "locationLgas",
  "location.wards": "locationWards",
  "location.communities": "locationCommunities",
  requesterName: "requesterName",
  designation: "designation",
  date: "requestDate",
} as const satisfies Record<DarFieldName, keyof DataAccessRequest>;

/** Saves a validated request and returns its reference, such as DAR-2026-000123. */
export async function saveDataAccessRequest(
  request: DataAccessRequestInput,
  channel: DarChannel,
  tx: Prisma.TransactionClient = prisma,
): Promise<string> {
  const row = await tx.dataAccessRequest.create({
    data: {
      organizationName: request.organizationName,
      officeAddress: request.officeAddress,
      emailAddress: request.emailAddress ?? null,
      sector: request.sector,
      wantsHouseholds: request.criteria.households,
      wantsIndividuals: request.criteria.individuals,
      wantsLocation: request.criteria.location,
      locationState: request.location?.state ?? null,
      locationLgas: request.location?.lgas ?? null,
      locationWards: request.location?.wards ?? null,
      locationCommunities: request.location?.communities ?? null,
      householdCriteria: request.householdCriteria,
      individualCriteria: request.individualCriteria,
      requesterName: request.requesterName ?? null,
      designation: request.designation ?? null,
      requestDate: request.date ? new Date(`${request.date}T00:00:00Z`) : null,
      channel,
    },
    select: { reference: true },
  });
  return row.reference;
}

export async function findDataAccessRequest(reference: string): Promise<DataAccessRequest | null> {
  return prisma.dataAccessRequest.findUnique({ where: { reference } });
}

/** Requests received on or after `since`, oldest first, as staff see them in data_access_request_summary. */
export async function dataAccessRequestsSince(since: Date): Promise<Record<string, string | number | boolean | Date | null>[]> {
  return prisma.$queryRaw<Record<string, string | number | boolean | Date | null>[]>`
    SELECT s.* FROM data_access_request_summary s
    JOIN data_access_request r USING (id)
    WHERE r.created_at >= ${since}
    ORDER BY r.created_at, r.id`;
}

export type DarOutcome =
  { status: 201; reference: string } | { status: 503; error: string } | { status: 429; error: string; retryAfter: number };

function tooManyRequestsMessage(waitSeconds: number): string {
  const minutes = Math.ceil(waitSeconds / 60);
  return `You have sent several requests in a short time. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/** Everything after validation, shared by the web form and the JSON API: the rate limit, then the insert. */
export async function submitDataAccessRequest(
  request: DataAccessRequestInput,
  channel: DarChannel,
  clientAddress: string,
): Promise<DarOutcome> {
  // One organisation writing from one mailbox is one sender, however many addresses it posts from.
  const sender = `${request.organizationName.toLowerCase()}\n${request.emailAddress?.toLowerCase() ?? ""}`;
  try {
    const outcome = await storeWithinLimits(
      [addressCheck("data-access-request", clientAddress), { bucket: "data-access-request-sender", subject: sender }],
      (tx) => saveDataAccessRequest(request, channel, tx),
    );
    if ("limited" in outcome) return { status: 429, error: tooManyRequestsMessage(outcome.retryAfter), retryAfter: outcome.retryAfter };
    return { status: 201, reference: outcome.stored };
  } catch (error) {
    logFailure("data access request", error);
    return { status: 503, error: DAR_FAILURE_MESSAGE };
  }
}
