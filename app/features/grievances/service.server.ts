import { formPosts } from "~/features/forms/form-outcomes.server";
import { addressCheck, storeWithinLimits, type RateLimitCheck } from "~/features/forms/rate-limit.server";
import { waitText } from "~/features/forms/text-fields.server";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { queueGrievanceSmsReceipt } from "./sms-receipt.server";
import { logFailure } from "~/utils/log.server";
import { saveWebGrievance, type SavedGrievance } from "./model.server";
import { queueGrievanceAcknowledgement } from "./outbox.server";
import type { GrievanceInput } from "./schema.server";

export type GrievanceOutcome =
  { status: 201; saved: SavedGrievance } | { status: 503; error: string } | { status: 429; error: string; retryAfter: number };

/**
 * Everything after validation: the limits, the insert and its acknowledgement
 * (when an e-mail address was given) and its receipt by SMS (when a phone
 * was given with consent), in one transaction, as the data access request's
 * form does. Refusals are in the form's language.
 */
export async function submitGrievance(report: GrievanceInput, clientAddress: string, locale: Locale): Promise<GrievanceOutcome> {
  const words = messages[locale];
  const checks: RateLimitCheck[] = [addressCheck("grievance", clientAddress)];
  // Nobody has confirmed the address: a few acknowledgements a day to it at most, whoever asks.
  if (report.email) checks.push({ bucket: "grievance-email", subject: report.email });
  try {
    const outcome = await storeWithinLimits(checks, async (tx) => {
      const saved = await saveWebGrievance(tx, report, locale);
      if (report.email) await queueGrievanceAcknowledgement(tx, saved);
      if (report.phone && report.mayContact) await queueGrievanceSmsReceipt(tx, saved);
      return saved;
    });
    if ("limited" in outcome) {
      const error = format(words.grievanceForm.tooMany, { wait: waitText(outcome.retryAfter, words.form) });
      return { status: 429, error, retryAfter: outcome.retryAfter };
    }
    formPosts.note(true);
    return { status: 201, saved: outcome.stored };
  } catch (error) {
    logFailure("grievance", error);
    formPosts.note(false);
    return { status: 503, error: words.grievanceForm.failed };
  }
}
