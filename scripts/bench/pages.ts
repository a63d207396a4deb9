import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { seededNews } from "../../prisma/seeds/content/news-articles";
import { articlePath } from "../../app/features/news/article";
import { allPagePaths } from "../../app/site/navigation";
import { LOCALES, localePath } from "../../app/i18n/locales";

/**
 * Pages whose routes ask for hydration (`handle.hydrate: true`), read from
 * the production build: they may ship the interactive JavaScript budget.
 * The build connects to the database when loaded, so it needs its address.
 */
export async function interactivePagePaths(databaseUrl: string): Promise<string[]> {
  process.env.DATABASE_URL = databaseUrl;
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  return Object.values(build.routes)
    .filter((route) => (route.module.handle as { hydrate?: unknown } | undefined)?.hydrate === true)
    .map((route) => `/${route.path ?? ""}`)
    .filter((address) => !address.includes(":"));
}

/**
 * Pages that should ship no JavaScript: every internal page of the navigation tree not interactive,
 * and an article, in every language (a translated page carries its notice and its own words).
 */
export function contentPagePaths(interactive: string[]): string[] {
  const english = [...allPagePaths().filter((address) => !interactive.includes(address)), articlePath(seededNews[0]!.slug)];
  return LOCALES.flatMap((locale) => english.map((address) => localePath(locale, address)));
}
