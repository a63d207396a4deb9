import { csvMetadata } from "~/features/grievance-statistics/csv-metadata";
import { siteOrigin } from "~/utils/env.server";
import { withCdnHeaders } from "~/features/cdn/headers.server";

/** The description of the grievance figures' CSV (features/grievance-statistics/csv-metadata.ts). */
export function loader() {
  return Response.json(csvMetadata(siteOrigin()), {
    headers: withCdnHeaders({ "Content-Type": "application/csvm+json", "Cache-Control": "public, max-age=3600" }),
  });
}
