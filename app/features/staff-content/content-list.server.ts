import { pageAtKey, pagerOf } from "~/features/staff-auth/key-page.server";
import { keyPlaceOf } from "~/features/staff-auth/key-place";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { lagosTimeText } from "~/utils/lagos-time";
import { SEED_ACTOR } from "~/features/content/seed-actor";
import { listItems } from "./content.server";
import { listedStatus, listFilters } from "./content-list";
import { DRAFT_STATES, PROVENANCES } from "./words";
import type { CollectionManifest } from "~/features/content/collection-manifest";

/** A page of a collection's list, with the filters and the place its address asks for; `lost` when that place is not one. */
export async function collectionList(member: StaffMember, collection: CollectionManifest, query: URLSearchParams) {
  const filters = listFilters(query);
  const place = keyPlaceOf(query);
  const { page, lost } = await pageAtKey(place, (at) => listItems(member, collection, filters, at));
  return {
    table: collection.table,
    label: collection.label,
    item: collection.item,
    ...filters,
    items: page.items.map((item) => ({
      id: item.id,
      title: item.title ?? item.id,
      status: listedStatus(item.status, item.live),
      provenance: item.provenance === null ? "" : (PROVENANCES[item.provenance] ?? ""),
      draft: item.draftState ? DRAFT_STATES[item.draftState] : null,
      // The seed rewrites its rows on each start: only a change someone made has a date worth showing.
      updated: item.status === null || item.updatedBy === SEED_ACTOR ? "" : lagosTimeText(item.updatedAt).slice(0, 10),
    })),
    lost,
    ...pagerOf(page, place),
  };
}
