/** The state file while it holds the illustrative sample: one loader answers both addresses. */
export { loader } from "./where-we-work.nsr-summary-by-state[.]csv";
