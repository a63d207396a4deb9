import type { DarWords } from "~/content/data-access-request-form";
import { en } from "~/i18n/messages/en";

/**
 * A request's states in words: the short name staff and requesters both
 * see, and what each means for the requester, on their status page. The
 * words are in i18n/messages ("dar"): staff see the English, a requester
 * their page's language.
 */
export const REQUEST_STATUSES = ["received", "under_review", "needs_information", "approved", "declined", "withdrawn"] as const;
export type RequestStatusName = (typeof REQUEST_STATUSES)[number];

/** Each state's part of its two message keys: `status<Part>` (its name) and `meaning<Part>`. */
const KEY_PARTS = {
  received: "Received",
  under_review: "UnderReview",
  needs_information: "NeedsInformation",
  approved: "Approved",
  declined: "Declined",
  withdrawn: "Withdrawn",
} as const satisfies Record<RequestStatusName, string>;

function partOf(status: string): (typeof KEY_PARTS)[RequestStatusName] | undefined {
  return Object.hasOwn(KEY_PARTS, status) ? KEY_PARTS[status as RequestStatusName] : undefined;
}

export function statusName(status: string, dar: DarWords = en.dar): string {
  const part = partOf(status);
  return part ? dar[`status${part}`] : status;
}

/** For the requester: where their request is, and what happens next. */
export function statusMeaning(status: string, dar: DarWords = en.dar): string {
  const part = partOf(status);
  return part ? dar[`meaning${part}`] : "";
}
