/**
 * Readers see an item while it is published and now falls within its window.
 * The database holds the same rule (content_is_live() in the content
 * migration) and enforces it for the site's login through row-level
 * security; this says it again in the query, so a site run as the owner
 * (which row-level security does not restrict) still shows no draft.
 */
export function liveContent(now = new Date()) {
  return {
    status: "published",
    publishAt: { lte: now },
    OR: [{ unpublishAt: null }, { unpublishAt: { gt: now } }],
  };
}
