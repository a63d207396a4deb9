import { sitemapPaths } from "~/site/sitemap.server";
import { siteOrigin } from "~/utils/env.server";

export async function loader() {
  const origin = siteOrigin();
  const urls = (await sitemapPaths()).map((path) => `<url><loc>${origin}${path === "/" ? "/" : path}</loc></url>`).join("");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
    {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    },
  );
}
