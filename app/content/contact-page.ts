import { format } from "~/i18n/format";
import { en } from "~/i18n/messages/en";

/**
 * What the contact page (/contact) and the "Was this page useful?" question
 * at the foot of content pages know besides their words, which are in
 * i18n/messages ("contact", "feedback"). The
 * office's own details are rows of contact_channel (content/contact.ts).
 */

export const MESSAGE_KINDS = ["problem", "question"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** In English, for the back office; readers see their language's (i18n/messages, "contact"). */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  problem: en.contact.kindProblem,
  question: en.contact.kindQuestion,
};

/** The longest each field may be: the table's CHECKs say the same (migration 20261221090000). */
export const CONTACT_LIMITS = { page: 500, message: 3000, name: 200, replyTo: 254 } as const;

/** The page's own words in English, for the search index (each language's are in i18n/messages, "contact"). */
export const contactPage = {
  formHeading: en.contact.formHeading,
  formIntro: en.contact.formIntro,
  grievance: format(en.contact.grievance, { form: en.grievanceForm.title }),
} as const;

export const FEEDBACK_ANSWERS = ["yes", "no"] as const;
export type FeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number];

/** The longest comment kept with an answer (the table's CHECK says the same). */
export const FEEDBACK_COMMENT_LIMIT = 500;
