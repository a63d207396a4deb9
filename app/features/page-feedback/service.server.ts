import { FEEDBACK_MESSAGES } from "~/content/contact-page";
import { addressCheck, storeWithinLimits } from "~/features/forms/rate-limit.server";
import { logFailure } from "~/utils/log.server";
import type { PageFeedbackInput } from "./schema.server";

export type FeedbackOutcome = { status: 200 } | { status: 429; error: string; retryAfter: number } | { status: 503; error: string };

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * Counts an answer and keeps its comment, through page_feedback_record(): the
 * day, the page, yes or no, and the words, never who sent them. The client's
 * address only meets the rate limit, as a keyed hash kept for a day.
 */
export async function recordPageFeedback(page: string, feedback: PageFeedbackInput, clientAddress: string): Promise<FeedbackOutcome> {
  try {
    const outcome = await storeWithinLimits([addressCheck("page-feedback", clientAddress)], async (tx) => {
      await tx.$executeRaw`SELECT page_feedback_record(${page}, ${feedback.useful}, ${feedback.comment ?? null})`;
    });
    if ("limited" in outcome) {
      return { status: 429, error: FEEDBACK_MESSAGES.tooMany(waitText(outcome.retryAfter)), retryAfter: outcome.retryAfter };
    }
    return { status: 200 };
  } catch (error) {
    logFailure("page feedback", error);
    return { status: 503, error: FEEDBACK_MESSAGES.unavailable };
  }
}
