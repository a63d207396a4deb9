import { z } from "zod";
import { FEEDBACK_ANSWERS, FEEDBACK_COMMENT_LIMIT } from "~/content/contact-page";
import { optionalText } from "~/features/forms/text-fields.server";
import type { Messages } from "~/i18n/messages/en";

/**
 * An answer to "Was this page useful?", its messages in the language of the page asked from; the
 * page it is about comes in the address and is checked against the tree (pages.ts).
 */
export function pageFeedbackSchema(words: Messages) {
  return z.object({
    useful: z.enum(FEEDBACK_ANSWERS, { error: words.feedback.answerMissing }),
    comment: optionalText(words.feedback.commentField, FEEDBACK_COMMENT_LIMIT, words.form),
  });
}

export type PageFeedbackInput = z.infer<ReturnType<typeof pageFeedbackSchema>>;
