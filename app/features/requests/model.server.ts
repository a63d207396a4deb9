import { randomUUID } from "node:crypto";
import type { Locale } from "~/i18n/locales";
import type { Receipt } from "~/features/cases/receipt.server";
import { newStatusCode, statusCodeHash } from "~/features/cases/status-code.server";
import { requestPhoneOffered } from "~/features/requests/phone.server";
import type { DarFieldName } from "~/content/data-access-request-form";
import type { DataAccessRequestInput } from "~/features/requests/schema.server";
import { prisma } from "~/utils/db.server";
import type { DataAccessRequest, Prisma } from "~/generated/prisma/client";

/** How a request came: through the site, or entered by an officer from a paper form or an e-mail. */
export type DarChannel = "web form" | "api" | "paper" | "e-mail";

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
  purpose: "purpose",
  dataPeriod: "dataPeriod",
  dataFormat: "dataFormat",
  dataProtection: "dataProtection",
  requesterName: "requesterName",
  designation: "designation",
  date: "requestDate",
} as const satisfies Record<DarFieldName, keyof DataAccessRequest>;

/** A stored request: its receipt, and the code its status page asks for, which only the acknowledgement carries. */
export interface SavedRequest extends Receipt {
  statusCode: string;
}

/** The columns a validated request fills, whoever sends it: the site, the API or an officer. */
export function requestColumns(request: DataAccessRequestInput) {
  return {
    organizationName: request.organizationName,
    officeAddress: request.officeAddress,
    emailAddress: request.emailAddress ?? null,
    // Kept only where it is used: where no SMS is sent, a number is neither stored nor queued.
    phone: requestPhoneOffered() ? (request.phone ?? null) : null,
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
    purpose: request.purpose ?? null,
    dataPeriod: request.dataPeriod ?? null,
    dataFormat: request.dataFormat ?? null,
    dataProtection: request.dataProtection ?? null,
    requesterName: request.requesterName ?? null,
    designation: request.designation ?? null,
    requestDate: request.date ? new Date(`${request.date}T00:00:00Z`) : null,
  };
}

/** Saves a validated request from the site. Returns its receipt: the reference looks like DAR-2026-000123. */
export async function saveDataAccessRequest(
  request: DataAccessRequestInput,
  channel: DarChannel,
  tx: Prisma.TransactionClient = prisma,
  locale: Locale = "en",
): Promise<SavedRequest> {
  const token = randomUUID();
  const statusCode = newStatusCode();
  const { reference } = await tx.dataAccessRequest.create({
    data: {
      ...requestColumns(request),
      channel,
      locale,
      receiptToken: token,
      statusCodeSha256: new Uint8Array(statusCodeHash(statusCode)),
    },
    // The site may read back the reference alone: nassco_app has no other column of this table.
    select: { reference: true },
  });
  return { reference, token, statusCode };
}

export type ReceiptRow = Pick<
  DataAccessRequest,
  | (typeof DAR_COLUMNS)[DarFieldName]
  | "reference"
  | "phone"
  | "wantsHouseholds"
  | "wantsIndividuals"
  | "wantsLocation"
  | "householdCriteria"
  | "individualCriteria"
>;

/**
 * The request this receipt was issued for, through dar_receipt(): it answers
 * only with the receipt's secret and only within the hour, so the site cannot
 * read anyone else's request.
 */
export async function findReceiptedRequest(receipt: Receipt): Promise<ReceiptRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(receipt.token)) return null;
  const [row] = await prisma.$queryRaw<ReceiptRow[]>`
    SELECT reference, organization_name AS "organizationName", office_address AS "officeAddress", email_address AS "emailAddress",
           phone, sector, wants_households AS "wantsHouseholds", wants_individuals AS "wantsIndividuals", wants_location AS "wantsLocation",
           location_state AS "locationState", location_lgas AS "locationLgas", location_wards AS "locationWards",
           location_communities AS "locationCommunities", household_criteria AS "householdCriteria",
           individual_criteria AS "individualCriteria", purpose, data_period AS "dataPeriod", data_format AS "dataFormat",
           data_protection AS "dataProtection", requester_name AS "requesterName", designation, request_date AS "requestDate"
    FROM dar_receipt(${receipt.reference}, ${receipt.token}::uuid)`;
  return row ?? null;
}
