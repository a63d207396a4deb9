import type { LoaderFunctionArgs } from "@remix-run/node";
import { GRIEVANCE_REFERENCE } from "~/features/grievances/kinds";
import { onlyGet, open311Error, open311Requests, readPartnerCases } from "~/features/grievance-api/open311.server";

/**
 * `GET /open311/v2/requests/GRV-2026-000123.json`: one of the partner's own
 * cases, as a list of one (Open311's shape). Another partner's case, or none,
 * is the same 404: the answer says nothing about cases that are not theirs.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // As the reference is printed (GRV-…), or as a client lower-cased it.
  const reference = (/^(.+)\.json$/.exec(params["file"] ?? "")?.[1] ?? "").toUpperCase();
  if (!GRIEVANCE_REFERENCE.test(reference)) return open311Error(404, "There is no such request. Use GET requests/GRV-YYYY-NNNNNN.json.");
  const read = await readPartnerCases(request, context.clientAddress, { references: [reference], from: null, to: null, closed: null });
  if (read instanceof Response) return read;
  return read.cases.length ? open311Requests(read.cases) : open311Error(404, `There is no request ${reference} of yours.`);
}

/** A POST gets Open311's 405, not Remix's HTML one: cases are posted to requests.json. */
export const action = onlyGet;
