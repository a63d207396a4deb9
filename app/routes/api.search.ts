import { createHash } from "node:crypto";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchSite } from "~/features/search/search.server";
import { jsonAnswer } from "~/features/forms/json-api.server";
import { logFailure } from "~/utils/log.server";
import { searchMessages } from "~/content/messages";
import { withCdnHeaders } from "~/features/cdn/headers.server";

/**
 * `GET /api/search?query=`: a JSON list of `{_id, title, description, url}`,
 * the shape the old site's client reads (docs/product.md, "Calls"). No query gives []; a failure
 * gives a 503 with `{error}`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams.get("query") ?? "";
  try {
    const { hits } = await searchSite(query);
    const body = JSON.stringify(hits.map((hit) => ({ _id: String(hit.id), title: hit.title, description: hit.description, url: hit.url })));
    // Public, with an ETag: the same query gives the same answer to everyone, so our page cache and
    // any cache in front may keep it.
    return new Response(body, {
      headers: withCdnHeaders({
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "public, max-age=60",
        ETag: `W/"${createHash("sha1").update(body).digest("base64url")}"`,
      }),
    });
  } catch (error) {
    logFailure("search API", error);
    return jsonAnswer({ error: searchMessages.unavailable }, 503);
  }
}
