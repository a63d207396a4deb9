/**
 * A request's states in words: the short name staff and requesters both
 * see, and what each means for the requester, on their status page.
 */
export const REQUEST_STATUSES = ["received", "under_review", "needs_information", "approved", "declined", "withdrawn"] as const;
export type RequestStatusName = (typeof REQUEST_STATUSES)[number];

export const STATUS_NAMES: Record<RequestStatusName, string> = {
  received: "Received",
  under_review: "Under review",
  needs_information: "More information needed",
  approved: "Approved",
  declined: "Not approved",
  withdrawn: "Withdrawn",
};

export function statusName(status: string): string {
  return STATUS_NAMES[status as RequestStatusName] ?? status;
}

/** For the requester: where their request is, and what happens next. */
export const STATUS_MEANINGS: Record<RequestStatusName, string> = {
  received: "The office has your request and will start its review soon.",
  under_review:
    "An officer is reviewing your request for compliance with the register's data-sharing rules, for the purpose of the data, and for data protection.",
  needs_information:
    "The office needs more information before it can decide. The officer's note is below, and in the e-mail we sent you. Reply to that e-mail with what is asked.",
  approved:
    "Your request is approved. We have e-mailed you the next steps, starting with the data-sharing agreement for your organisation to sign.",
  declined: "Your request was not approved. The reason, and how to appeal, are in the e-mail we sent you, and below.",
  withdrawn: "Your request is closed as withdrawn. You can make a new request at any time.",
};

export function statusMeaning(status: string): string {
  return STATUS_MEANINGS[status as RequestStatusName] ?? "";
}
