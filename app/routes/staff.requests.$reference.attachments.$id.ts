import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/features/staff-auth/session.server";
import { readAttachment } from "~/features/staff-requests/requests.server";
import { scanResponse } from "~/features/staff-requests/scan.server";
import { databaseErrorCode } from "../../server/database/plain-error";

/** An attachment of a request, to a request officer: the read is recorded under their name before the bytes are sent. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const reference = params.reference ?? "";
  const id = Number(params.id);
  if (!/^DAR-\d{4}-\d{6}$/.test(reference) || !Number.isSafeInteger(id) || id <= 0)
    throw new Response("There is no such attachment.", { status: 404 });
  try {
    const file = await readAttachment(member, reference, id);
    if (!file) throw new Response("There is no such attachment.", { status: 404 });
    return scanResponse(file);
  } catch (error) {
    if (error instanceof Response) throw error;
    // no_data_found: the attachment is not this request's, or was erased with the request's details.
    if (databaseErrorCode(error) === "P0002") throw new Response("There is no such attachment.", { status: 404 });
    throw error;
  }
}
