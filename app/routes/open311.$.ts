import { open311Error } from "~/features/grievance-api/open311.server";

/** Any other address under /open311/: Open311's 404, not the site's HTML page, so a partner's system can read it. */
export function loader() {
  return open311Error(
    404,
    "There is nothing at this address. The API is GET services.json, and GET or POST requests.json (docs/open311.md).",
  );
}

/** A POST there too, rather than Remix's HTML 405. */
export const action = loader;
