import { saveDataAccessRequest, type DarChannel, type SavedRequest } from "~/features/requests/model.server";
import { addressCheck, storeWithinLimits } from "~/features/forms/rate-limit.server";
import { queueStaffNotification, staffNoticeDue } from "~/features/requests/office-notice.server";
import { queueRequestAcknowledgement } from "~/features/requests/outbox.server";
import type { DataAccessRequestInput } from "~/features/requests/schema.server";
import { logFailure } from "~/utils/log.server";
import type { Locale } from "~/i18n/locales";
import { format } from "~/i18n/format";
import { messages } from "~/i18n/messages.server";
import { waitText } from "~/features/forms/text-fields.server";

export type DarOutcome =
  { status: 201; receipt: SavedRequest } | { status: 503; error: string } | { status: 429; error: string; retryAfter: number };

/** A refusal in the language of the form it came through (the API's is English). */
function tooManyRequestsMessage(waitSeconds: number, locale: Locale): string {
  const { dar, form } = messages[locale];
  return format(dar.tooMany, { wait: waitText(waitSeconds, form) });
}

/**
 * Everything after validation, shared by the web form and the JSON API: the
 * rate limit, the insert, and its mail (an acknowledgement to the requester,
 * if they gave an address, and a notice to the office, or a place in the
 * office's next digest), in one transaction. A phone number given queues the
 * SMS with the reference through the table's trigger (data_access_request_sms),
 * in the same transaction; the number's daily cap in the SMS outbox limits it.
 */
export async function submitDataAccessRequest(
  request: DataAccessRequestInput,
  channel: DarChannel,
  clientAddress: string,
  /** The language of the form it came through: the acknowledgement is written in it. */
  locale: Locale = "en",
): Promise<DarOutcome> {
  const checks = [addressCheck("data-access-request", clientAddress)];
  // Nobody has confirmed the address: a few acknowledgements a day to it at most, whoever asks.
  if (request.emailAddress) checks.push({ bucket: "data-access-request-email", subject: request.emailAddress.toLowerCase() });
  try {
    const outcome = await storeWithinLimits(checks, async (tx) => {
      const saved = await saveDataAccessRequest(request, channel, tx, locale);
      if (request.emailAddress) await queueRequestAcknowledgement(tx, saved);
      if (await staffNoticeDue(tx, saved.reference)) await queueStaffNotification(tx, saved.reference);
      return saved;
    });
    if ("limited" in outcome)
      return { status: 429, error: tooManyRequestsMessage(outcome.retryAfter, locale), retryAfter: outcome.retryAfter };
    return { status: 201, receipt: outcome.stored };
  } catch (error) {
    logFailure("data access request", error);
    return { status: 503, error: messages[locale].dar.failed };
  }
}
