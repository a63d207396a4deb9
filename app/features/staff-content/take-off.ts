/** The changes that take a live (or scheduled) item off the site, each confirmed on a second step. */
export const TAKE_OFF = {
  unpublish: { verb: "Unpublish", confirm: "Yes, unpublish", after: "it stays here, not published, and can be published again" },
  archive: { verb: "Archive", confirm: "Yes, archive", after: "it stays here, archived, and can be published again" },
} as const;
export type TakeOffChange = keyof typeof TAKE_OFF;

export function isTakeOffChange(text: string | null): text is TakeOffChange {
  return text === "unpublish" || text === "archive";
}

/** The change a reader asked to take the item off the site with (`?take-off=`), if the item is on it or scheduled. */
export function takeOffAsked(asked: string | null, onTheSite: boolean): TakeOffChange | null {
  return onTheSite && isTakeOffChange(asked) ? asked : null;
}

/** The second step's address: the item's page, open at the question. */
export function takeOffHref(table: string, id: string, change: TakeOffChange): string {
  return `/staff/content/${table}/${id}?take-off=${change}#take-off`;
}

/**
 * Whether a post must first be asked about: taking an item off the site is a second step, and a
 * post without its "yes" (an old page's button) is sent to it rather than done.
 */
export function needsSecondStep(intent: string, confirmed: string): intent is TakeOffChange {
  return isTakeOffChange(intent) && confirmed !== "yes";
}
