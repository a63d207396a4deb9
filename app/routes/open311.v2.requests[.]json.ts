import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parseListQuery } from "~/features/grievance-api/open311";
import { open311Error, open311Requests, readPartnerCases, submitPartnerReport } from "~/features/grievance-api/open311.server";

/** `GET /open311/v2/requests.json`: the partner's own cases, by reference or by date and status, newest first (docs/open311.md). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseListQuery(new URL(request.url).searchParams);
  if (!query.ok) return open311Error(400, ...query.errors);
  const read = await readPartnerCases(request, context.clientAddress, query.query);
  return read instanceof Response ? read : open311Requests(read.cases);
}

/** `POST /open311/v2/requests.json`: a grievance a partner took, as a form or JSON. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return open311Error(405, "Use GET or POST.");
  return submitPartnerReport(request, context.clientAddress);
}
