import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { Block, ContentPage } from "~/content/types";
import { liveContent } from "~/features/content/live.server";
import { renderPageBody } from "./page-body.server";
import { PROVENANCE_FIELDS, provenanceOf } from "~/features/content/source";
import { readOrNull } from "~/features/content/unavailable.server";
import { liveTeam } from "~/features/management/team.server";
import { liveStakeholderGroups } from "~/features/stakeholders/stakeholders.server";
import { liveStateOffices } from "~/features/state-offices/state-offices.server";
import { prisma } from "~/utils/db.server";
import { withTranslations } from "~/features/content/translations.server";
import type { TranslationState } from "~/i18n/translation-state";
import { localizeLinks } from "~/i18n/localize-links";
import { messages } from "~/i18n/messages.server";
import { routeLocale, type Locale } from "~/i18n/locales";
import { allPagePaths } from "~/site/navigation";
import type { PageCollections } from "./collections";

const NAVIGATION_PATHS = new Set(allPagePaths());

/**
 * The live page at this address, its lead and body rendered: in the reader's
 * language where it has a live translation (its links then lead to that
 * language's pages), otherwise the English; undefined when there is none.
 */
async function livePage(path: string, locale: Locale): Promise<{ page: ContentPage; translation: TranslationState } | undefined> {
  const row = await prisma.contentPage.findFirst({
    where: { path, locale: "en", ...liveContent() },
    select: { id: true, lead: true, body: true, updatedAt: true, reviewBy: true, ...PROVENANCE_FIELDS },
  });
  if (!row) return undefined;
  // A translation's own last change is the one its reader is told of; the review date is the English page's.
  const {
    items: [shown],
    translation,
  } = await withTranslations([row], locale, (where) =>
    prisma.contentPage.findMany({ where, select: { lead: true, body: true, updatedAt: true, translationOf: true, provenance: true } }),
  );
  const { id: _, lead, body, updatedAt, reviewBy, ...provenance } = shown!;
  const dates = { updatedAt: updatedAt.toISOString(), reviewBy: reviewBy?.toISOString().slice(0, 10) ?? null };
  const page = { path, ...renderPageBody(lead, body), ...provenanceOf(provenance), ...dates };
  return {
    // Shown in English or translated, its links stay in the reader's language.
    page: localizeLinks(page, locale, translation === "missing" ? null : messages[locale].chrome.opensInNewTab),
    translation,
  };
}

/**
 * A page of the navigation tree whose body the office writes (content_page):
 * 404 for an address the tree does not hold or the office has not published,
 * null when the database cannot be read (the page then says so, with a 503).
 */
export async function readContentPage(
  path: string,
  locale: Locale = "en",
): Promise<{ page: ContentPage; translation: TranslationState } | null> {
  const page = NAVIGATION_PATHS.has(path) ? await readOrNull("page", () => livePage(path, locale)) : undefined;
  if (page === undefined) throw new Response("Not found", { status: 404 });
  return page;
}

/** The live collections these blocks place (a team, stakeholders, state offices), each null when it could not be read. */
export async function collectionsFor(blocks: readonly Block[]): Promise<PageCollections> {
  const shows = new Set(blocks.map((block) => block.type));
  const collections: PageCollections = {};
  if (shows.has("team")) collections.team = await readOrNull("management team", liveTeam);
  if (shows.has("stakeholders")) collections.stakeholders = await readOrNull("stakeholders", liveStakeholderGroups);
  if (shows.has("stateOffices")) collections.stateOffices = await readOrNull("state offices", liveStateOffices);
  return collections;
}

/**
 * The loader of the routes that show a page of content, found by its address,
 * with the collections its blocks place; 503 when the page or one of them
 * could not be read, so that no cache keeps the page without it.
 */
export async function contentPageLoader({ request }: LoaderFunctionArgs) {
  const { locale, path } = routeLocale(request);
  const read = await readContentPage(path, locale);
  const page = read?.page ?? null;
  const collections = await collectionsFor(page?.blocks ?? []);
  const complete = page !== null && !Object.values(collections).includes(null);
  return data({ path, page, collections, translation: read?.translation ?? null }, { status: complete ? 200 : 503 });
}
