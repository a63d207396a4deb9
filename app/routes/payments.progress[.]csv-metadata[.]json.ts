import { withCdnHeaders } from "~/features/cdn/headers.server";
import { progressMetadata } from "~/features/payments/progress-csv";
import { siteOrigin } from "~/utils/env.server";

/** The description of the payment progress file (features/payments/progress-csv.ts). */
export function loader() {
  return Response.json(progressMetadata(siteOrigin()), {
    headers: withCdnHeaders({ "Content-Type": "application/csvm+json", "Cache-Control": "public, max-age=3600" }),
  });
}
