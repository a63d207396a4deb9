/** What each move of a request is called on its page, and what its note is for. */
export const MOVES: Record<string, { label: string; note: string }> = {
  under_review: { label: "Start or resume the review", note: "Optional. Kept in the history; not sent." },
  needs_information: { label: "Ask the requester for more information", note: "Required: what you need. It goes in the letter." },
  approved: {
    label: "Approve",
    note: "Required: the reason, and anything the requester should know. It goes in the letter, with the next steps you tick below.",
  },
  declined: { label: "Decline", note: "Required: the reason. It goes in the letter, with how to appeal." },
  withdrawn: { label: "Close as withdrawn", note: "Optional: it goes in the letter." },
};

/** The longest note an officer may write with a move. */
export const NOTE_MAX = 2000;
