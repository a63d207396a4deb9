import type { LoaderFunctionArgs } from "@remix-run/node";
import { findContentPage } from "~/content/pages";
import { pageData, readOrNull } from "~/features/content/unavailable.server";
import { liveTeam } from "~/features/management/team.server";
import { liveStakeholderGroups } from "~/features/stakeholders/stakeholders.server";
import { liveStateOffices } from "~/features/state-offices/state-offices.server";
import type { PageCollections } from "./page-collections";

/**
 * The loader of the routes that show a page of content, found by its address,
 * with the collections its blocks place; 503 when one of them could not be
 * read, so that no cache keeps the page without it.
 */
export async function contentPageLoader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  const page = findContentPage(path);
  if (!page) throw new Response("Not found", { status: 404 });
  const shows = new Set(page.blocks.map((block) => block.type));
  const collections: PageCollections = {};
  if (shows.has("team")) collections.team = await readOrNull("management team", liveTeam);
  if (shows.has("stakeholders")) collections.stakeholders = await readOrNull("stakeholders", liveStakeholderGroups);
  if (shows.has("stateOffices")) collections.stateOffices = await readOrNull("state offices", liveStateOffices);
  return pageData({ path, collections }, Object.values(collections).includes(null) ? null : collections);
}
