import { LOCALES, localePath } from "~/i18n/locales";
import { sitemapPaths } from "~/site/sitemap.server";
import { siteOrigin } from "~/utils/env.server";

/**
 * Every page in every language, each entry naming all its language versions
 * and x-default (the English), as search engines read hreflang from a sitemap.
 */
export async function loader() {
  const origin = siteOrigin();
  const paths = await sitemapPaths();
  const alternates = (path: string) =>
    [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${origin}${localePath(locale, path)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${path}"/>`,
    ].join("");
  const urls = paths
    .flatMap((path) => LOCALES.map((locale) => `<url><loc>${origin}${localePath(locale, path)}</loc>${alternates(path)}</url>`))
    .join("");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>`,
    {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    },
  );
}
