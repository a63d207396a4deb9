/**
 * "Was it fixed?" (issue 70, decision 0110): the two answers a person gives once their report is
 * resolved, as grievance.fix_answer holds them, and the field that carries one in a form.
 */
export const FIX_ANSWERS = ["yes", "no"] as const;
export type FixAnswer = (typeof FIX_ANSWERS)[number];

/** The status page's and the mail link page's buttons post one of FIX_ANSWERS in this field. */
export const FIX_ANSWER_FIELD = "fixed";

/** How long after a resolution the question may be answered (grievance_fix_open()). */
export const FIX_OPEN_DAYS = 90;
