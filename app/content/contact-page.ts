/**
 * The words of the contact page (/contact), its form and its receipt, and of
 * the "Was this page useful?" question at the foot of content pages. The
 * office's own details are rows of contact_channel (content/contact.ts).
 */

export const MESSAGE_KINDS = ["problem", "question"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  problem: "A problem with a page of this website",
  question: "A question for the office",
};

/** The longest each field may be: the table's CHECKs say the same (migration 20261221090000). */
export const CONTACT_LIMITS = { page: 500, message: 3000, name: 200, replyTo: 254 } as const;

export const CONTACT_MESSAGES = {
  kindMissing: "Choose whether you are reporting a problem or asking a question.",
  messageMissing: "Enter your message.",
  replyToInvalid: "Enter an e-mail address in the right form, like name@example.com, or leave it empty.",
  tooMany: (wait: string) => `You have sent several messages in a short time. Please wait ${wait} and try again.`,
  unavailable: "Your message could not be sent just now. Please try again in a few minutes, or call the toll-free line.",
} as const;

export const contactPage = {
  formHeading: "Report a problem or ask a question",
  formIntro:
    "Tell us about a page that is wrong, out of date or hard to use, or ask us a question. Please do not include your National Identification Number, bank details or anyone else's personal details.",
  grievance:
    "To complain about a programme or a payment, or to report fraud, call the toll-free line, which is the office's channel for grievances.",
} as const;

export const FEEDBACK_ANSWERS = ["yes", "no"] as const;
export type FeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number];

/** The longest comment kept with an answer (the table's CHECK says the same). */
export const FEEDBACK_COMMENT_LIMIT = 500;

export const FEEDBACK_MESSAGES = {
  answerMissing: "Choose yes or no.",
  tooMany: (wait: string) => `Thank you, but we have had many answers from your network just now. Please try again in ${wait}.`,
  unavailable: "Your answer could not be saved just now. Please try again in a few minutes.",
  unknownPage: "We could not tell which page this answer was about. Please go back to the page and try again.",
} as const;
