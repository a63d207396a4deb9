import type { LoaderFunctionArgs } from "@remix-run/node";
import { cacheableXml, sitemapFileEntries, sitemapFileXml } from "~/features/sitemap/sitemap-files.server";
import { siteOrigin } from "~/utils/env.server";

/** One file of the sitemap index (/sitemap.xml): at most 50 pages, each in every language with its alternates. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const entries = await sitemapFileEntries(params["file"] ?? "");
  if (!entries)
    throw new Response("There is no such sitemap file.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return cacheableXml(request, sitemapFileXml(siteOrigin(), entries));
}
