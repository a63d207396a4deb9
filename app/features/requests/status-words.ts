import { en, type Messages } from "~/i18n/messages/en";

/**
 * A request's states in words: the short name staff and requesters both
 * see, and what each means for the requester, on their status page. The
 * words are in i18n/messages ("dar"): staff see the English, a requester
 * their page's language.
 */
export const REQUEST_STATUSES = ["received", "under_review", "needs_information", "approved", "declined", "withdrawn"] as const;
export type RequestStatusName = (typeof REQUEST_STATUSES)[number];

type DarWords = Messages["dar"];

function statusNamesIn(dar: DarWords): Record<RequestStatusName, string> {
  return {
    received: dar.statusReceived,
    under_review: dar.statusUnderReview,
    needs_information: dar.statusNeedsInformation,
    approved: dar.statusApproved,
    declined: dar.statusDeclined,
    withdrawn: dar.statusWithdrawn,
  };
}

export const STATUS_NAMES = statusNamesIn(en.dar);

export function statusName(status: string, dar: DarWords = en.dar): string {
  return statusNamesIn(dar)[status as RequestStatusName] ?? status;
}

/** For the requester: where their request is, and what happens next. */
function statusMeaningsIn(dar: DarWords): Record<RequestStatusName, string> {
  return {
    received: dar.meaningReceived,
    under_review: dar.meaningUnderReview,
    needs_information: dar.meaningNeedsInformation,
    approved: dar.meaningApproved,
    declined: dar.meaningDeclined,
    withdrawn: dar.meaningWithdrawn,
  };
}

export const STATUS_MEANINGS = statusMeaningsIn(en.dar);

export function statusMeaning(status: string, dar: DarWords = en.dar): string {
  return statusMeaningsIn(dar)[status as RequestStatusName] ?? "";
}
