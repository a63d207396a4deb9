import { z } from "zod";
import { FEEDBACK_ANSWERS, FEEDBACK_COMMENT_LIMIT, FEEDBACK_MESSAGES } from "~/content/contact-page";
import { optionalText } from "~/features/forms/text-fields.server";

/** An answer to "Was this page useful?"; the page it is about comes in the address and is checked against the tree (pages.ts). */
export const pageFeedbackSchema = z.object({
  useful: z.enum(FEEDBACK_ANSWERS, { error: FEEDBACK_MESSAGES.answerMissing }),
  comment: optionalText("Your comment", FEEDBACK_COMMENT_LIMIT),
});

export type PageFeedbackInput = z.infer<typeof pageFeedbackSchema>;
