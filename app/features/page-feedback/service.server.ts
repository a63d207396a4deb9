import { addressCheck, storeWithinLimits } from "~/features/forms/rate-limit.server";
import { waitText } from "~/features/forms/text-fields.server";
import { format } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/en";
import { logFailure } from "~/utils/log.server";
import type { PageFeedbackInput } from "./schema.server";

export type FeedbackOutcome = { status: 200 } | { status: 429; error: string; retryAfter: number } | { status: 503; error: string };

/**
 * Counts an answer and keeps its comment, through page_feedback_record(): the
 * day, the page, yes or no, and the words, never who sent them. The client's
 * address only meets the rate limit, as a keyed hash kept for a day. A refusal is in `words`' language.
 */
export async function recordPageFeedback(
  page: string,
  feedback: PageFeedbackInput,
  clientAddress: string,
  words: Messages,
): Promise<FeedbackOutcome> {
  try {
    const outcome = await storeWithinLimits([addressCheck("page-feedback", clientAddress)], async (tx) => {
      await tx.$executeRaw`SELECT page_feedback_record(${page}, ${feedback.useful}, ${feedback.comment ?? null})`;
    });
    if ("limited" in outcome) {
      return {
        status: 429,
        error: format(words.feedback.tooMany, { wait: waitText(outcome.retryAfter, words.form) }),
        retryAfter: outcome.retryAfter,
      };
    }
    return { status: 200 };
  } catch (error) {
    logFailure("page feedback", error);
    return { status: 503, error: words.feedback.unavailable };
  }
}
