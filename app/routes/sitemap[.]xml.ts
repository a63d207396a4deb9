import type { LoaderFunctionArgs } from "@remix-run/node";
import { cacheableXml, sitemapFiles, sitemapIndexXml } from "~/features/sitemap/sitemap-files.server";
import { siteOrigin } from "~/utils/env.server";

/** The sitemap index: the files of /sitemaps/, each with its lastmod where it has one (features/sitemap/sitemap-files.server.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  return cacheableXml(request, sitemapIndexXml(siteOrigin(), await sitemapFiles()));
}
