/**
 * The next steps an approval letter may promise, as the officer ticks them: an approval
 * may come before the data-sharing agreement, or after the office already has it signed.
 * Apart from the letters (letters.server.ts), because the back office's form lists them too.
 */
export const APPROVAL_STEPS = ["send_agreement", "agreement_received", "send_data"] as const;
export type ApprovalStep = (typeof APPROVAL_STEPS)[number];

export interface ApprovalNextSteps {
  steps: readonly ApprovalStep[];
  /** The day the data is to be shared by (2026-12-15), written in the letter's language; or none. */
  dataBy: string | null;
}

/** The steps most approvals have: the agreement to sign, then the data. */
export const USUAL_APPROVAL: ApprovalNextSteps = { steps: ["send_agreement", "send_data"], dataBy: null };
