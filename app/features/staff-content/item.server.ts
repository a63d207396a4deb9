import type { StaffMember } from "~/features/staff-auth/session.server";
import { readItem, type Item } from "./content.server";
import type { CollectionManifest } from "~/features/content/collection-manifest";

/** The item and its draft, or a 404 when there is neither. */
export async function requireItem(member: StaffMember, collection: CollectionManifest, id: string): Promise<Item> {
  const item = await readItem(member, collection, id);
  if (!item.row && !item.draft) throw new Response("There is no such item.", { status: 404 });
  return item;
}
