import { queueRequestAcknowledgement } from "~/features/requests/outbox.server";
import { requestColumns } from "~/features/requests/model.server";
import type { DataAccessRequestInput } from "~/features/requests/schema.server";
import { newStatusCode, statusCodeHash } from "~/features/cases/status-code.server";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { prisma } from "~/utils/db.server";
import type { EnteredChannel } from "./entry";
import type { Scan } from "./scan.server";

/** A request's columns by their names in the database, as staff_request_enter() reads them. */
function databaseColumns(request: DataAccessRequestInput): Record<string, unknown> {
  const columns = requestColumns(request);
  return Object.fromEntries(
    Object.entries(columns).map(([name, value]) => [
      name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      value instanceof Date ? value.toISOString().slice(0, 10) : value,
    ]),
  );
}

/**
 * Enters a paper or e-mailed request with its scan, and its acknowledgement
 * if it gives an address, in one transaction: the request, the file and the
 * letter all exist, or none does. The database names the officer in each.
 * The status code comes back too, for the officer to pass on once.
 */
export async function enterRequest(
  member: StaffMember,
  request: DataAccessRequestInput,
  channel: EnteredChannel,
  receivedOn: string,
  scan: Scan,
): Promise<{ reference: string; statusCode: string }> {
  const statusCode = newStatusCode();
  return prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ reference: string }[]>`
      SELECT staff_request_enter(${member.tokenHash}, ${JSON.stringify(databaseColumns(request))}::jsonb, ${channel},
        ${receivedOn}::date, ${statusCodeHash(statusCode)}) AS reference`;
    const reference = row!.reference;
    await tx.$queryRaw`
      SELECT staff_request_attach(${member.tokenHash}, ${reference}, ${scan.name},
        ${channel === "paper" ? "The request as it came, on paper" : "The request as it came, by e-mail"}, ${scan.contentType}, ${scan.bytes})`;
    if (request.emailAddress) await queueRequestAcknowledgement(tx, { reference, statusCode });
    return { reference, statusCode };
  });
}
