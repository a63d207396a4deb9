import { siteOrigin } from "~/utils/env.server";
import { withCdnHeaders } from "~/features/cdn/headers.server";

export function loader() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /open311/", `Sitemap: ${siteOrigin()}/sitemap.xml`, ""].join(
    "\n",
  );
  return new Response(body, {
    headers: withCdnHeaders({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" }),
  });
}
