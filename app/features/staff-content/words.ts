/** The words the back office uses for the states of drafts and items. */
export const DRAFT_STATES = {
  draft: "not yet sent for review",
  in_review: "waiting for review",
  returned: "returned for changes",
} as const;

export const ITEM_STATUSES: Record<string, string> = {
  draft: "Not published",
  published: "Published",
  archived: "Archived",
};

export const PROVENANCES: Record<string, string> = {
  spec: "From the specification",
  published: "From a public source",
  confirmed: "Confirmed by the office",
  illustrative: "Illustrative",
};
