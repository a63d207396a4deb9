import { open311Services } from "~/features/grievance-api/open311";
import { onlyGet, open311Answer } from "~/features/grievance-api/open311.server";
import { cdnAnswer } from "~/features/cdn/headers.server";

/** `GET /open311/v2/services.json`: the grievance categories as Open311 services (docs/open311.md). The same for everyone, so cacheable. */
export function loader() {
  return cdnAnswer(open311Answer(open311Services(), 200, { "Cache-Control": "public, max-age=3600" }));
}

/** A POST gets Open311's 405, not Remix's HTML one. */
export const action = onlyGet;
